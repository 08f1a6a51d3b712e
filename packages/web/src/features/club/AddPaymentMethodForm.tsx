import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useValidationText } from '../../components/FormTextField';
import { useAddPaymentMethod } from './api';
import { checkPaymentMethodName } from './paymentMethodOrder';

/** A new payment method goes to the end of the list; Enter adds it too. */
export function AddPaymentMethodForm({ methods }: { methods: string[] }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const addMethod = useAddPaymentMethod();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const handleAdd = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkPaymentMethodName(text, methods);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    addMethod.mutate(checked.name, { onSuccess: () => setText('') });
  };

  return (
    <Box
      component="form"
      onSubmit={handleAdd}
      noValidate
      aria-label={t('club.paymentMethods.add')}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        size="small"
        fullWidth
        name="paymentMethod"
        label={t('club.paymentMethods.newMethod')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        error={!!error}
        helperText={validationText(error ?? undefined)}
        autoComplete="off"
      />
      <Button
        type="submit"
        variant="outlined"
        startIcon={<AddIcon />}
        loading={addMethod.isPending}
        sx={{ flexShrink: 0, height: 40 }}
      >
        {t('club.add')}
      </Button>
    </Box>
  );
}
