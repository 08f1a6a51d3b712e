import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

interface ClubSectionProps {
  title: string;
  /** A line under the title saying what the section is for. */
  description?: string;
  /** Buttons at the right of the title (an "Add" button). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One titled card of the club screen; a `region` named by its title. */
export function ClubSection({ title, description, actions, children }: ClubSectionProps) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, mb: 2, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          {description && (
            <Typography variant="body2" color="text.secondary">
              {description}
            </Typography>
          )}
        </Box>
        {actions && <Box sx={{ display: 'flex', gap: 1, flexShrink: 0 }}>{actions}</Box>}
      </Box>
      {children}
    </Paper>
  );
}
