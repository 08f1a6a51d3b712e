import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type MemberRow, useExportMembers } from './api';

interface MemberSelectionBarProps {
  selected: MemberRow[];
  /** Every member the filters show: what the export writes when none is chosen. */
  matching: MemberRow[];
  onDelete: () => void;
  onClear: () => void;
}

/**
 * What to do with the chosen rows: export them as `members.csv` (or, with none chosen, every member the filters
 * show), in the UI language, or delete them.
 */
export function MemberSelectionBar({ selected, matching, onDelete, onClear }: MemberSelectionBarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'fi';
  const exportMembers = useExportMembers();
  const count = selected.length;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1.5, minHeight: 36 }}
      aria-live="polite"
    >
      <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
        {count > 0 ? t('members.selected', { count }) : t('members.selectHint')}
      </Typography>
      {count > 0 && (
        <Button size="small" onClick={onClear}>
          {t('members.clearSelection')}
        </Button>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={count === 0 && matching.length === 0}
        loading={exportMembers.isPending}
        onClick={() =>
          exportMembers.mutate({ ids: (count > 0 ? selected : matching).map((m) => m._id), lang: language })
        }
      >
        {count > 0 ? t('members.exportCsv') : t('members.exportAll', { count: matching.length })}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={count === 0 || !selected.every((m) => m.can.delete)}
        onClick={onDelete}
      >
        {t('members.delete')}
      </Button>
    </Box>
  );
}
