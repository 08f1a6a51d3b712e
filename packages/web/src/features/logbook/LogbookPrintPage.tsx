import { memberDisplayName } from '@dz/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useSession } from '../../app/session/sessionContext';
import { CenteredSpinner } from '../../components/CenteredSpinner';
import { NO_PRINT_CLASS, printPageCss } from '../../components/printPage';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { useMembers } from '../members/api';
import { type LogbookOwner, useLogbook } from './api';
import { LogbookJumps, LogbookSummary } from './LogbookJumps';
import { LogbookActions } from './LogbookView';

/** The class of the logbook itself: black on white on paper, whatever the theme. */
const DOCUMENT = 'dz-logbook-document';

/** On paper only the logbook, a jump's row never split across pages. */
const PRINT_CSS = printPageCss(DOCUMENT, `.${DOCUMENT} tr { break-inside: avoid; }`);

/** `/profile/logbook`: the signed-in user's own logbook as a printable page. */
export function OwnLogbookPrintPage() {
  const { member } = useSession();
  return <LogbookPrint owner="me" name={member ? memberDisplayName(member) : ''} back="/profile" />;
}

/**
 * `/members/:id/logbook`: a member's logbook as a printable page, for those the member's `can.seeLogbook` lets
 * (admins, and the member's own user).
 */
export function MemberLogbookPrintPage() {
  const { id = '' } = useParams();
  const members = useMembers();
  const member = members.data?.find((m) => m._id === id);
  if (members.isPending) {
    return <CenteredSpinner />;
  }
  if (!member?.can.seeLogbook) {
    return <ForbiddenPage reason="error.onlyAdmin" />;
  }
  return <LogbookPrint owner={{ memberId: id }} name={memberDisplayName(member)} back="/members" />;
}

function LogbookPrint({ owner, name, back }: { owner: LogbookOwner; name: string; back: string }) {
  const { t } = useTranslation();
  const logbook = useLogbook(owner);
  return (
    <>
      <style>{PRINT_CSS}</style>
      <Stack
        className={NO_PRINT_CLASS}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
      >
        <Button component={RouterLink} to={back} startIcon={<ArrowBackIcon />}>
          {t('logbook.back')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!logbook.data}
        >
          {t('logbook.print')}
        </Button>
        <LogbookActions owner={owner} withPrint={false} />
      </Stack>
      <Box component="article" className={DOCUMENT} aria-labelledby="logbook-print-title">
        <Typography
          id="logbook-print-title"
          variant="h5"
          component="h1"
          sx={{ mb: 1, overflowWrap: 'anywhere' }}
        >
          {name ? t('logbook.titleOf', { name }) : t('logbook.title')}
        </Typography>
        {logbook.data ? (
          <>
            <LogbookSummary logbook={logbook.data} />
            <LogbookJumps logbook={logbook.data} />
          </>
        ) : logbook.isError ? (
          <Alert severity="error">{t('logbook.loadFailed')}</Alert>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
            <CircularProgress aria-label={t('logbook.loading')} />
          </Box>
        )}
      </Box>
    </>
  );
}
