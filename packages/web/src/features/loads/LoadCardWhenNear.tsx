import type { Load } from '@dz/shared';
import { styled } from '@mui/material/styles';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearScreen } from '../../app/useNearScreen';
import { LoadCard, type LoadCardProps } from './LoadCard';
import { useLoadDrop } from './LoadsDnd';

/**
 * A load's card, built when it comes near the screen or when the phone is idle (and kept from then on): a busy
 * day's 30 cards of 15 rows take seconds of a phone's CPU, and a phone shows two of them. Until then a light
 * stand-in keeps its place: the load's number and jumpers as plain text (the browser's find-in-page finds them),
 * and a place to drop a dragged row. `eager`: built at once (the first cards, on the first screen anyway).
 */
export function LoadCardWhenNear({ eager, ...props }: LoadCardProps & { eager: boolean }) {
  const [ref, near] = useNearScreen<HTMLElement>(eager);
  return near ? <LoadCard {...props} /> : <LoadCardStandIn load={props.load} nearRef={ref} />;
}

/**
 * One styled element for the whole stand-in (its heading and rows by plain tags): 27 of them on a busy day cost
 * little, and off the screen the browser skips their layout (`content-visibility`) but still finds their text.
 */
const StandIn = styled('article')(({ theme }) => ({
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.background.paper,
  padding: theme.spacing(2),
  minHeight: 200,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 700px',
  '& h2': { ...theme.typography.h6, lineHeight: 1.3, margin: 0 },
  '& ul': {
    listStyle: 'none',
    margin: theme.spacing(6, 0, 0),
    padding: 0,
    color: theme.palette.text.secondary,
  },
  '& li': {
    borderTop: `1px solid ${theme.palette.divider}`,
    lineHeight: '52px',
    [theme.breakpoints.up('md')]: { lineHeight: '44px' },
  },
  '&[data-state="landed"]': {
    gridColumn: '1 / -1',
    minHeight: 48,
    padding: theme.spacing(1.25, 2),
    containIntrinsicSize: 'auto 48px',
    '& h2': { ...theme.typography.body1, lineHeight: 1.3 },
  },
}));

function LoadCardStandIn({ load, nearRef }: { load: Load; nearRef: (el: HTMLElement | null) => void }) {
  const { t } = useTranslation();
  const drop = useLoadDrop(load);
  const setRef = useCallback(
    (el: HTMLElement | null) => {
      nearRef(el);
      drop.ref(el);
    },
    [nearRef, drop.ref],
  );
  const title = t('loads.day.loadNumber', { number: load.number });
  return (
    <StandIn ref={setRef} data-stand-in="" data-state={load.state} data-load-id={load._id} aria-label={title}>
      <h2>{title}</h2>
      {load.state !== 'landed' && (
        <ul>
          {load.jumpers.map((j) => (
            <li key={j._id}>{j.name}</li>
          ))}
        </ul>
      )}
    </StandIn>
  );
}
