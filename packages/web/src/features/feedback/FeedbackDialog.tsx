import { FEEDBACK_DIALOG_WIDTH, FEEDBACK_MAX } from '@dz/shared';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useSendFeedback } from './api';

/**
 * The "give feedback" dialog of the side bar (spec sections 2, 5 and 8): at most 500 px wide, a counter
 * of n/1000, Send disabled while empty. A failed send is logged and the dialog stays open with the text.
 */
export function FeedbackDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const sendFeedback = useSendFeedback();
  const [message, setMessage] = useState('');

  const handleSend = () => {
    sendFeedback.mutate(message.trim(), {
      // the answer's notification says thanks
      onSuccess: () => {
        setMessage('');
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('feedback.title')}
      onClose={onClose}
      onConfirm={handleSend}
      confirmLabel={t('common.send')}
      confirmDisabled={!message.trim()}
      loading={sendFeedback.isPending}
      maxWidth={FEEDBACK_DIALOG_WIDTH}
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('feedback.intro')}
      </Typography>
      <TextField
        name="message"
        label={t('feedback.label')}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        multiline
        minRows={4}
        maxRows={12}
        fullWidth
        autoFocus
        helperText={`${message.length}/${FEEDBACK_MAX}`}
        slotProps={{
          htmlInput: { maxLength: FEEDBACK_MAX },
          formHelperText: { sx: { textAlign: 'right' }, 'aria-live': 'polite' },
        }}
      />
    </ConfirmDialog>
  );
}
