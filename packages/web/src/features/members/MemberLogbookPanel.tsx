import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LogbookView } from '../logbook/LogbookView';

/** A member's logbook in the member details (admins): collapsed at first and loaded on the first opening. */
export function MemberLogbookPanel({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const [isExpanded, setExpanded] = useState(false);
  const [wasOpened, setOpened] = useState(false);
  return (
    <Accordion
      variant="outlined"
      disableGutters
      expanded={isExpanded}
      onChange={(_event, expanded) => {
        setExpanded(expanded);
        setOpened(true);
      }}
      slotProps={{ transition: { unmountOnExit: true } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="h3" variant="subtitle1">
          {t('logbook.title')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: { xs: 1, sm: 2 } }}>
        <LogbookView owner={{ memberId }} enabled={wasOpened} />
      </AccordionDetails>
    </Accordion>
  );
}
