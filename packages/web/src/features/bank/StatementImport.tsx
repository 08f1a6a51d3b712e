import { cents, type StatementImportResult } from '@dz/shared';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/MoneyText';
import { useImportStatement } from './api';

/** What an import did, in one sentence a treasurer reads at a glance. */
function ImportSummary({ result }: { result: StatementImportResult }) {
  const { t } = useTranslation();
  return (
    <Alert severity={result.toReview > 0 ? 'warning' : 'success'} role="status" sx={{ mt: 2 }}>
      {t('bank.import.summary', {
        format: t(`bank.formats.${result.format}`),
        booked: result.booked,
        amount: formatMoney(cents(result.bookedCents)),
        duplicates: result.duplicates,
        toReview: result.toReview,
      })}
    </Alert>
  );
}

/**
 * The admin uploads the bank's file (camt.053, camt.054 or the reference payment file) as it came: the server
 * books every credit with a member's reference once, and queues the rest for review.
 */
export function StatementImport() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const importStatement = useImportStatement();
  const [result, setResult] = useState<StatementImportResult | null>(null);
  const onFile = (file: File | undefined) => {
    if (!file) {
      return;
    }
    setResult(null);
    importStatement.mutate(file, { onSuccess: setResult });
    // the same file picked again is still a change (the server books nothing twice)
    if (input.current) {
      input.current.value = '';
    }
  };
  return (
    <Box>
      <input
        ref={input}
        type="file"
        accept=".xml,.txt,.dat,.nda,text/xml,application/xml,text/plain"
        hidden
        data-testid="statement-file"
        onChange={(event) => onFile(event.target.files?.[0])}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileIcon />}
        loading={importStatement.isPending}
        onClick={() => input.current?.click()}
      >
        {t('bank.import.button')}
      </Button>
      {result && <ImportSummary result={result} />}
    </Box>
  );
}
