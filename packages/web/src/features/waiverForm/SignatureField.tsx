import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import SignaturePad, { type Options as SignaturePadOptions } from 'signature_pad';
import { useValidationText } from '../../components/FormTextField';
import type { WaiverFormControl } from './waiverForm';

const HEIGHT = 200;

/**
 * Makes the pad on the canvas; a test replaces `open` (jsdom has no canvas to draw on). A module mock would not
 * do: the web tests share their modules, and a form already loaded by another test file keeps the real pad.
 */
export const signaturePads = {
  open: (canvas: HTMLCanvasElement, options: SignaturePadOptions) => new SignaturePad(canvas, options),
};

/**
 * The drawn signature (pointer, touch and mouse, by `signature_pad`), kept in the form as a PNG data URL. The pad
 * is white paper with black ink in both themes, so the stored image reads the same everywhere.
 */
export function SignatureField({ control }: { control: WaiverFormControl }) {
  const { t } = useTranslation();
  const validationText = useValidationText();
  const { field, fieldState } = useController({ name: 'signature', control });
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(field.onChange);
  onChangeRef.current = field.onChange;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) {
      return;
    }
    const pad = signaturePads.open(canvas, { penColor: '#000', backgroundColor: '#fff' });
    padRef.current = pad;
    const save = () => onChangeRef.current(pad.isEmpty() ? '' : pad.toDataURL('image/png'));
    // the canvas is as wide as the column, in device pixels; a resize (a phone turned) redraws the strokes
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const data = pad.toData();
      canvas.width = canvas.offsetWidth * ratio;
      canvas.height = HEIGHT * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (data.length > 0) {
        pad.fromData(data);
      }
    };
    fit();
    pad.addEventListener('endStroke', save);
    window.addEventListener('resize', fit);
    return () => {
      window.removeEventListener('resize', fit);
      pad.removeEventListener('endStroke', save);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    field.onChange('');
  };

  const error = validationText(fieldState.error?.message);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('fields.signature')} *
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('waiverForm.signatureHint')}
      </Typography>
      <Box
        sx={{
          border: 2,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          bgcolor: '#fff',
          overflow: 'hidden',
        }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('waiverForm.signaturePad')}
          tabIndex={-1}
          style={{ display: 'block', width: '100%', height: HEIGHT, touchAction: 'none' }}
        />
      </Box>
      <Stack direction="row" sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <FormHelperText error={!!error} sx={{ m: 0 }}>
          {error ?? (field.value ? t('waiverForm.signed') : ' ')}
        </FormHelperText>
        <Button size="large" onClick={clear} ref={field.ref}>
          {t('waiverForm.clearSignature')}
        </Button>
      </Stack>
    </Box>
  );
}
