import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/FormTextField';
import { checkPaymentMethodName } from './paymentMethodOrder';

interface SortablePaymentMethodProps {
  method: string;
  /** The other methods, to refuse a rename into one of them. */
  others: string[];
  /** A rename or delete is on its way: its buttons wait (moving stays possible). */
  busy: boolean;
  onRename: (name: string, done: () => void) => void;
  onDelete: () => void;
}

/** One payment method: a drag handle (pointer, touch or keyboard), its name, rename in place, delete. */
export function SortablePaymentMethod({
  method,
  others,
  busy,
  onRename,
  onDelete,
}: SortablePaymentMethodProps) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const [draft, setDraft] = useState<string | null>(null);
  const sortable = useSortable({
    id: method,
    disabled: draft !== null,
    attributes: { roleDescription: t('club.paymentMethods.roleDescription') },
  });
  const [error, setError] = useState<string | null>(null);

  const handleRename = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPaymentMethodName(draft ?? '', others);
    if ('error' in checked) {
      setError(checked.error);
    } else if (checked.name === method) {
      setDraft(null);
    } else {
      onRename(checked.name, () => setDraft(null));
    }
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };

  return (
    <Box
      component="li"
      ref={sortable.setNodeRef}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        px: 0.5,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        position: 'relative',
        zIndex: sortable.isDragging ? 1 : 'auto',
        boxShadow: sortable.isDragging ? 3 : 'none',
        outline: (theme) => (sortable.isDragging ? `2px solid ${theme.palette.primary.main}` : 'none'),
        borderRadius: sortable.isDragging ? 1 : 0,
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <IconButton
        ref={sortable.setActivatorNodeRef}
        {...sortable.attributes}
        {...sortable.listeners}
        aria-label={t('club.paymentMethods.moveOf', { name: method })}
        disabled={draft !== null}
        sx={{ cursor: sortable.isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicatorIcon />
      </IconButton>
      {draft === null ? (
        <>
          <Typography sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{method}</Typography>
          <IconButton
            onClick={() => setDraft(method)}
            disabled={busy}
            aria-label={t('club.paymentMethods.renameOf', { name: method })}
          >
            <EditIcon fontSize="small" />
          </IconButton>
          <IconButton onClick={onDelete} disabled={busy} aria-label={t('club.deleteOf', { name: method })}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </>
      ) : (
        <Box
          component="form"
          onSubmit={handleRename}
          noValidate
          sx={{ display: 'flex', flexGrow: 1, gap: 0.5 }}
        >
          <TextField
            size="small"
            autoFocus
            fullWidth
            value={draft}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => event.key === 'Escape' && cancel()}
            label={t('club.paymentMethods.newName')}
            error={!!error}
            helperText={validationText(error ?? undefined)}
          />
          <IconButton type="submit" aria-label={t('common.save')} sx={{ alignSelf: 'flex-start' }}>
            <CheckIcon />
          </IconButton>
          <IconButton onClick={cancel} aria-label={t('common.cancel')} sx={{ alignSelf: 'flex-start' }}>
            <CloseIcon />
          </IconButton>
        </Box>
      )}
    </Box>
  );
}
