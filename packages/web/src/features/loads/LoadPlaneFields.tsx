import { canUseMinutePricing, type Load, type Plane, type UpdateLoadBody } from '@dz/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '../members/api';
import { memberName } from './loadsView';

type GroundPerson = Load['groundPersonnel'][number];

const planeLabel = (p: { registration: string; aircraftModel: string }) =>
  `${p.registration} · ${p.aircraftModel}`;

/** Picked members keep their id; typed names have none. Empty names and repeats are dropped. */
export function groundPersonnelOf(values: readonly (string | GroundPerson)[]): GroundPerson[] {
  const people: GroundPerson[] = [];
  for (const v of values) {
    const person = typeof v === 'string' ? { memberId: null, name: v.trim() } : v;
    const repeat = people.some((p) =>
      person.memberId ? p.memberId === person.memberId : !p.memberId && p.name === person.name,
    );
    if (person.name && !repeat) {
      people.push({ memberId: person.memberId, name: person.name });
    }
  }
  return people;
}

/** Why minute pricing cannot be turned on, or null when it can. */
export function minutePricingBlocker(load: Load, plane: Plane | undefined): string | null {
  if (!canUseMinutePricing(load.jumpers.map((j) => j.groupRole))) {
    return 'loads.day.minutePricingNotWithStudents';
  }
  if (plane?.minutePrice == null) {
    return 'loads.day.minutePricingNoPrice';
  }
  return null;
}

interface LoadPlaneFieldsProps {
  load: Load;
  planes: readonly Plane[];
  members: readonly MemberRow[];
  /** False on landed loads and, for non-admins, on past days. */
  editable: boolean;
  save: (body: UpdateLoadBody) => void;
}

/** A load's plane, ground crew and minute pricing. */
export function LoadPlaneFields({ load, planes, members, editable, save }: LoadPlaneFieldsProps) {
  const { t } = useTranslation();
  const plane = planes.find((p) => p._id === load.plane?._id);
  // the load's plane stays selectable while the club's planes are loading (or if it was removed)
  const options = load.plane && !plane ? [...planes, { ...load.plane, minutePrice: null }] : planes;
  const memberOptions = members.map((m): GroundPerson => ({ memberId: m._id, name: memberName(m) }));
  const blocker = minutePricingBlocker(load, plane);
  // a load on minute pricing may always go back to the jump lines
  const minuteDisabled = !editable || (blocker !== null && !load.minutePricing);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField
          select
          label={t('loads.day.plane')}
          value={load.plane?._id ?? ''}
          size="small"
          fullWidth
          disabled={!editable}
          onChange={(e) =>
            e.target.value && e.target.value !== load.plane?._id && save({ plane: e.target.value })
          }
        >
          {options.map((p) => (
            <MenuItem key={p._id} value={p._id}>
              {planeLabel(p)}
            </MenuItem>
          ))}
        </TextField>
        <Autocomplete<GroundPerson, true, false, true>
          multiple
          freeSolo
          fullWidth
          size="small"
          options={memberOptions}
          value={load.groundPersonnel}
          disabled={!editable}
          filterSelectedOptions
          getOptionLabel={(o) => (typeof o === 'string' ? o : o.name)}
          getOptionKey={(o) => (typeof o === 'string' ? o : (o.memberId ?? o.name))}
          isOptionEqualToValue={(a, b) =>
            typeof b !== 'string' && (a.memberId ? a.memberId === b.memberId : a.name === b.name)
          }
          onChange={(_e, values) => save({ groundPersonnel: groundPersonnelOf(values) })}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('loads.day.groundPersonnel')}
              placeholder={editable ? t('loads.day.groundPersonnelHint') : undefined}
            />
          )}
        />
      </Box>
      <Tooltip title={editable && blocker ? t(blocker) : ''}>
        <Box component="span" sx={{ alignSelf: 'flex-start' }} data-testid="minute-pricing">
          <FormControlLabel
            control={
              <Switch
                checked={load.minutePricing}
                disabled={minuteDisabled}
                onChange={(_e, v) => save({ minutePricing: v })}
              />
            }
            label={t('loads.day.minutePricing')}
          />
        </Box>
      </Tooltip>
    </Box>
  );
}
