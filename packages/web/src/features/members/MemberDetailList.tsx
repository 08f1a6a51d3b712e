import { formatFinnishReference } from '@dz/shared';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import type { MemberRow } from './api';

const kg = (value: number | null) => (value === null ? null : `${value} kg`);

/** A member's contact details, weights and memberships as a description list; empty values are left out. */
export function MemberDetailList({ member }: { member: MemberRow }) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => (value ? t('members.filters.yes') : t('members.filters.no'));
  const nextOfKin = [member.nextOfKin, member.nextOfKinPhone].filter(Boolean).join(', ');
  const entries: [string, ReactNode][] = [
    [t('fields.email'), member.email],
    [t('members.fields.phone'), member.phone],
    [t('members.fields.nextOfKin'), nextOfKin],
    [t('members.fields.exitWeight'), kg(member.exitWeight)],
    [t('members.fields.tandemExitWeight'), kg(member.tandemExitWeight)],
    [t('members.fields.pilotExitWeight'), kg(member.pilotExitWeight)],
    [t('members.fields.totalJumps'), member.totalJumps],
    [
      t('members.fields.endOfStudentTraining'),
      member.endOfStudentTraining ? formatDate(member.endOfStudentTraining) : null,
    ],
    [t('members.fields.isClubMember'), yesNo(member.isClubMember)],
    [t('members.fields.isSILMember'), yesNo(member.isSILMember)],
    [t('members.fields.ownGear'), yesNo(member.ownGear)],
    [t('members.fields.referenceNumber'), formatFinnishReference(member.referenceNumber)],
    [t('members.fields.note'), member.note],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, max-content) 1fr',
        columnGap: 2,
        rowGap: 1,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' },
      }}
    >
      {entries
        .filter(([, value]) => value !== null && value !== '')
        .map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2">
              {value}
            </Typography>
          </Box>
        ))}
    </Box>
  );
}
