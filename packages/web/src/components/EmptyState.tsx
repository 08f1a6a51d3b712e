import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** A button or link that gets the user going. */
  action?: ReactNode;
  /** `h1` when the empty state is the whole page (not found, no access). */
  titleComponent?: 'h1' | 'h2' | 'p';
}

/** What a list shows when it has nothing in it. */
export function EmptyState({ icon, title, text, action, titleComponent = 'p' }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      role="status"
      sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center', display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Box sx={{ color: 'text.secondary', '& svg': { fontSize: 48 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h6" component={titleComponent}>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 520, mx: 'auto' }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ mt: 1 }}>{action}</Box>}
    </Paper>
  );
}
