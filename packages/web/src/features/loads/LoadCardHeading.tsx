import type { Load } from '@dz/shared';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadCallChip } from './LoadCallChip';
import { CallChip, OverbookedChip, StateChip } from './LoadCardChips';
import { foldedSummary } from './LoadCardSummary';
import type { LoadsViewPrefs } from './loadsView';

/** A visible ring for keyboard focus (and for the heading focus is sent back to). */
const focusRing = (offset: number) =>
  ({
    '&:focus-visible, &.Mui-focusVisible': {
      outline: '2px solid',
      outlineColor: 'primary.main',
      outlineOffset: offset,
    },
  }) as const;

interface LoadCardHeadingProps {
  load: Load;
  prefs: LoadsViewPrefs;
  /** The heading's id (names the card) and the card's body's (which a folded heading opens). */
  titleId: string;
  bodyId: string;
  /** Takes the element focus goes back to: the heading, or the folded line's button. */
  headRef: (el: HTMLElement | null) => void;
  /** A landed load: whether its one line is opened, and the click that opens or folds it. */
  expanded: boolean;
  onToggle: () => void;
  /** The club's clock and time zone, and whether the day is today: for the call. */
  now: string;
  isToday: boolean;
  timeZone: string | undefined;
  /** Asks to delete the load (the bin beside the chips); null when it may not be. */
  onDelete: (() => void) | null;
}

/**
 * The card's heading: the load's number, plane, state and call (with the bin to delete it). A landed load's
 * heading is one line, its summary, and a button opening the card.
 */
export function LoadCardHeading(props: LoadCardHeadingProps) {
  return props.load.state === 'landed' ? <FoldedHeading {...props} /> : <OpenHeading {...props} />;
}

function FoldedHeading({ load, prefs, titleId, bodyId, headRef, expanded, onToggle }: LoadCardHeadingProps) {
  const { t } = useTranslation();
  return (
    <Typography component="h2" variant="subtitle1" sx={{ m: 0, minWidth: 0, flexGrow: 1 }}>
      <ButtonBase
        ref={headRef}
        aria-expanded={expanded}
        aria-controls={expanded ? bodyId : undefined}
        onClick={onToggle}
        sx={{
          width: '100%',
          justifyContent: 'flex-start',
          gap: 1,
          px: 2,
          py: 1,
          textAlign: 'left',
          font: 'inherit',
          borderRadius: 1,
          // inside the card's edge, which clips what is outside
          ...focusRing(-2),
        }}
      >
        <ExpandMoreIcon
          fontSize="small"
          sx={{ transform: expanded ? 'rotate(180deg)' : 'rotate(-90deg)', transition: 'transform 150ms' }}
        />
        <Box component="span" id={titleId} sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
          {t('loads.day.loadNumber', { number: load.number })}
        </Box>
        <Box
          component="span"
          data-testid="load-summary"
          sx={{
            color: 'text.secondary',
            typography: 'body2',
            minWidth: 0,
            flexGrow: 1,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {foldedSummary(load, !prefs.hidden.includes('plane'), t)}
        </Box>
        <OverbookedChip load={load} />
        {!prefs.hidden.includes('state') && <StateChip load={load} />}
      </ButtonBase>
    </Typography>
  );
}

function OpenHeading({
  load,
  prefs,
  titleId,
  headRef,
  now,
  isToday,
  timeZone,
  onDelete,
}: LoadCardHeadingProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1, rowGap: 0.5, flexWrap: 'wrap' }}>
      <Typography
        component="h2"
        variant="h6"
        id={titleId}
        tabIndex={-1}
        ref={headRef}
        sx={{ lineHeight: 1.3, borderRadius: 0.5, ...focusRing(2) }}
      >
        {t('loads.day.loadNumber', { number: load.number })}
      </Typography>
      {!prefs.hidden.includes('plane') && (
        <Typography variant="body2" color="text.secondary">
          {load.plane ? `${load.plane.registration} · ${load.plane.aircraftModel}` : t('loads.day.noPlane')}
        </Typography>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <OverbookedChip load={load} />
      {!prefs.hidden.includes('state') && <StateChip load={load} />}
      <CallChip load={load} now={now} isToday={isToday} />
      {load.state === 'open' && <LoadCallChip call={load.call} timeZone={timeZone} />}
      {onDelete && (
        <IconButton
          size="small"
          aria-label={t('loads.day.delete', { number: load.number })}
          onClick={onDelete}
          sx={{ mr: -1 }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      )}
    </Box>
  );
}
