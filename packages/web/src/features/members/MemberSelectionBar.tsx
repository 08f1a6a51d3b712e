import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { type MemberRow, useExportMembers } from './api';

interface MemberSelectionBarProps {
  selected: MemberRow[];
  onDelete: () => void;
  onClear: () => void;
}

/** What to do with the chosen rows: export them as `members.csv`, or delete them. */
export function MemberSelectionBar({ selected, onDelete, onClear }: MemberSelectionBarProps) {
  const { t } = useTranslation();
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
        disabled={count === 0}
        loading={exportMembers.isPending}
        onClick={() => exportMembers.mutate(selected.map((m) => m._id))}
      >
        {t('members.exportCsv')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={<DeleteIcon />}
        disabled={count === 0}
        onClick={onDelete}
      >
        {t('members.delete')}
      </Button>
    </Box>
  );
}
