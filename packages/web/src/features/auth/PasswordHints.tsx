import { PASSWORD_MIN, passwordHints } from '@dz/shared';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const hintOrder = ['minLength', 'uppercase', 'lowercase', 'numberOrSpecial', 'matches'] as const;

/** The live password hints of spec section 5, each ticked once the password meets it. */
export function PasswordHints({ password, confirmation }: { password: string; confirmation: string }) {
  const { t } = useTranslation();
  const hints = passwordHints(password, confirmation);
  return (
    <Box component="ul" aria-label={t('auth.passwordHints.title')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {hintOrder.map((hint) => {
        const isMet = hints[hint];
        return (
          <Box
            component="li"
            key={hint}
            data-met={isMet}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              color: isMet ? 'success.main' : 'text.secondary',
            }}
          >
            {isMet ? (
              <CheckCircleIcon fontSize="small" aria-hidden />
            ) : (
              <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
            )}
            <Typography variant="body2">
              {t(`auth.passwordHints.${hint}`, { n: PASSWORD_MIN })}
              <Box component="span" sx={visuallyHidden}>
                {isMet ? ` (${t('auth.passwordHints.met')})` : ''}
              </Box>
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

// px strings: in `sx` a bare 1 means 100%
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
