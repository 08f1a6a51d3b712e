import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../components/PageHeader';
import { PrivacyLink } from '../privacy/PrivacyLink';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Width limit in px. */
  maxWidth?: number;
}

/** The centred card of the sign-in, setup and account pages. */
export function AuthCard({ title, intro, children, maxWidth = 440 }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 0, sm: 4 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth }} variant="outlined">
        <Typography variant="h5" component="h1" gutterBottom>
          {title}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ mb: 3 }} component="div">
            {intro}
          </Typography>
        )}
        {children}
        <Box sx={{ mt: 3, textAlign: 'center' }}>
          <PrivacyLink />
        </Box>
      </Paper>
    </Box>
  );
}
