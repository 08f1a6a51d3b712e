import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A collapsed panel of a details view (the member's payment history, its logbook): its content mounts only
 * when it is opened, so what the content loads is asked for on the first opening, not with the details.
 */
export function LazyPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1">
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>{children}</AccordionDetails>
    </Accordion>
  );
}
