import FlightIcon from '@mui/icons-material/Flight';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../app/format';
import { useSession } from '../../app/session/sessionContext';
import { EmptyState } from '../../components/EmptyState';
import { PageHeader } from '../../components/PageHeader';

/** `/club`: the club's settings (admins). */
export function ClubPage() {
  const { t } = useTranslation();
  const { club } = useSession();
  return (
    <>
      <PageHeader title={t('club.title')} />
      {club && (
        <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
          <Stack spacing={1}>
            <Typography variant="h6" component="h2">
              {club.name}
            </Typography>
            <Typography color="text.secondary">
              {t('club.timezone')}: {club.timezone}
            </Typography>
            <Typography color="text.secondary">
              {t('club.created')}: {formatDateTime(club.created, club.timezone)}
            </Typography>
          </Stack>
        </Paper>
      )}
      <EmptyState icon={<FlightIcon />} title={t('club.noPlanes')} text={t('club.noPlanesHint')} />
    </>
  );
}
