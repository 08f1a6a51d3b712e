import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session/sessionContext';
import { MoneyText } from '../../components/MoneyText';
import { PageHeader } from '../../components/PageHeader';
import { memberDisplayName } from '../members/api';

/** `/profile`: the signed-in user's account and member. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { user, member } = useSession();
  if (!user) {
    return null;
  }
  const rows: [string, ReactNode][] = [
    [t('fields.displayName'), user.displayName],
    [t('fields.username'), user.username],
    [t('fields.email'), user.email],
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
      <Paper variant="outlined" sx={{ maxWidth: 640 }}>
        <Table aria-label={t('profile.title')}>
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: '40%', color: 'text.secondary' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
