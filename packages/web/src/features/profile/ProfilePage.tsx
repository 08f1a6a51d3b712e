import { memberDisplayName } from '@dz/shared';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadCallNotificationsSwitch } from '../../app/push/LoadCallNotificationsSwitch';
import { useSession } from '../../app/session/sessionContext';
import { MoneyText } from '../../components/MoneyText';
import { PageHeader } from '../../components/PageHeader';
import { PaymentInstructions } from '../bank/PaymentInstructions';
import { OtherClubsSection } from '../clubs/OtherClubsSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { OwnGearSwitch } from './OwnGearSwitch';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileLogbookSection } from './ProfileLogbookSection';
import { ProfileSection } from './ProfileSection';

/** `/profile`: the signed-in user's account and member; name, e-mail, password, and leaving. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, member } = useSession();
  if (!user) {
    return null;
  }
  const rows: [string, ReactNode][] = [
    [t('fields.username'), user.username],
    [t('profile.role'), t(`profile.roles.${user.role}`)],
  ];
  if (member) {
    rows.push(
      [t('profile.member'), memberDisplayName(member)],
      [t('profile.balance'), <MoneyText key="balance" cents={member.balanceCents} />],
    );
  }
  return (
    <>
      <PageHeader title={t('profile.title')} />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 2, sm: 3 },
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
          maxWidth: 1100,
        }}
      >
        <ProfileSection title={t('profile.account')}>
          <Table size="small" aria-label={t('profile.account')}>
            <TableBody>
              {rows.map(([label, value]) => (
                <TableRow key={label}>
                  <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary', pl: 0 }}>
                    {label}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </ProfileSection>
        {/* a jumper comes here for their jumps: the logbook before the account's forms (issue 31) */}
        {member && (
          <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
            <ProfileLogbookSection />
          </Box>
        )}
        {member && (
          <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
            <PaymentInstructions memberId={member._id} own />
          </Box>
        )}
        {member && (
          <ProfileSection title={t('profile.gear.title')}>
            <OwnGearSwitch ownGear={member.ownGear} />
          </ProfileSection>
        )}
        {member && (
          <ProfileSection title={t('push.title')}>
            <LoadCallNotificationsSwitch />
          </ProfileSection>
        )}
        <ProfileDetailsForm user={user} />
        <PasswordChangeForm />
        <OtherClubsSection />
        <DeleteAccountSection user={user} />
      </Box>
    </>
  );
}
