import {
  actorOfUser,
  canCheckWaivers,
  type WaiverDocument,
  type WaiverDocumentRow,
  waiverDocument,
} from '@dz/shared';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { currentLanguage } from '../../app/i18n';
import { useSession } from '../../app/session/sessionContext';
import { NO_PRINT_CLASS, printPageCss } from '../../components/printPage';
import { ForbiddenPage } from '../errors/ForbiddenPage';
import { useDownloadWaiverPdf, useWaiverDetail } from './api';
import { WaiverSignature } from './WaiverSignature';

/** The class of the document itself: black on white on paper, whatever the theme. */
const DOCUMENT = 'dz-waiver-document';

/** On paper only the document, without its card's frame; its sections kept whole, but the long signed text. */
const PRINT_CSS = printPageCss(
  DOCUMENT,
  `.${DOCUMENT} { border: 0 !important; padding: 0 !important; box-shadow: none !important; }
  .${DOCUMENT} section { break-inside: avoid-page; }
  .${DOCUMENT} section.dz-waiver-text { break-inside: auto; }`,
);

/** Labelled values: label above value on phones, side by side from `sm` up. */
function Rows({ rows }: { rows: WaiverDocumentRow[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'minmax(0, 14rem) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0, sm: 0.75 },
      }}
    >
      {rows.map((row) => (
        <Box key={`${row.label}\n${row.value}`} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {row.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The signed waiver as the PDF has it: the club, the title and each section. */
export function WaiverDocumentView({ document }: { document: WaiverDocument }) {
  return (
    <Paper
      variant="outlined"
      className={DOCUMENT}
      component="article"
      aria-label={document.title}
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 900 }}
    >
      <Typography variant="overline" component="p" color="text.secondary">
        {document.clubName}
      </Typography>
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {document.title}
      </Typography>
      {document.sections.map((section) => (
        <Box
          component="section"
          key={section.heading}
          className={section.kind === 'text' ? 'dz-waiver-text' : undefined}
          sx={{ mt: 3 }}
        >
          <Typography
            variant="h6"
            component="h2"
            sx={{ borderBottom: 1, borderColor: 'divider', pb: 0.5, mb: 1.5 }}
          >
            {section.heading}
          </Typography>
          {section.kind === 'text' ? (
            <>
              <Typography
                variant="caption"
                component="p"
                color="text.secondary"
                sx={{ fontStyle: 'italic', overflowWrap: 'anywhere', mb: 1 }}
              >
                {section.caption}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {section.text}
              </Typography>
            </>
          ) : (
            <>
              <Rows rows={section.rows} />
              {section.kind === 'signature' && (
                <Box sx={{ mt: 1.5 }}>
                  <WaiverSignature signature={section.signature} label={section.alt} />
                </Box>
              )}
            </>
          )}
        </Box>
      ))}
    </Paper>
  );
}

/** `/waivers/:id/print`: one signed waiver as a clean printable page, with Print and Download PDF. */
export function WaiverPrintPage() {
  const { user } = useSession();
  const { id = '' } = useParams();
  if (!user || !canCheckWaivers(actorOfUser(user))) {
    return <ForbiddenPage reason="error.noWaiverPermission" />;
  }
  return <WaiverPrint id={id} />;
}

function WaiverPrint({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const detail = useWaiverDetail(id);
  const download = useDownloadWaiverPdf();

  return (
    <>
      <style>{PRINT_CSS}</style>
      <Stack
        className={NO_PRINT_CLASS}
        direction="row"
        useFlexGap
        sx={{ flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}
      >
        <Button component={RouterLink} to="/waivers" startIcon={<ArrowBackIcon />}>
          {t('waivers.print.back')}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          onClick={() => window.print()}
          disabled={!detail.data}
        >
          {t('waivers.print.print')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={download.isPending}
          disabled={!detail.data}
          onClick={() => detail.data && download.mutate({ waiver: detail.data.waiver, lang: language })}
        >
          {t('waivers.print.downloadPdf')}
        </Button>
      </Stack>
      {detail.data ? (
        <WaiverDocumentView document={waiverDocument(detail.data, language)} />
      ) : detail.isError ? (
        <Alert severity="error">{t('waivers.print.loadFailed')}</Alert>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress aria-label={t('waivers.print.loading')} />
        </Box>
      )}
    </>
  );
}
