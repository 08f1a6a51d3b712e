import type { JumpLine, Load, Quote } from '@dz/shared';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { Controller, useController, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDecimalSeparator } from '../../app/euroInput';
import { FormTextField, useValidationText } from '../../components/FormTextField';
import { formatMoney } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';
import type { AddJumperControl } from './addJumperForm';
import { groupSources, jumperDefaults, lastJumpOf, sameJumpersAs } from './lastJump';
import { memberName } from './loadsView';
import { SameJumpersPicker } from './SameJumpersPicker';

interface AddJumperManyProps {
  control: AddJumperControl;
  members: readonly MemberRow[];
  load: Load;
  dayLoads: readonly Load[];
  jumpLines: readonly JumpLine[];
  /** Each row's problem by the server's group rules (a key under `loads.day.add.errors`), or null. */
  problems: readonly (string | null)[];
  /** The price of each member who would be in debt after the jump. */
  /** What landing will charge each picked member (the shared quote), by member id. */
  prices: ReadonlyMap<string, Quote>;
  /** The picked members the jump leaves in debt. */
  inDebt: ReadonlySet<string>;
  /** The plane's slots not taken yet; null without a slot count. */
  slotsLeft: number | null;
  /** The picker's marks (`useMemberMarks`). */
  isOnLoad: (member: MemberRow) => boolean;
  renderExtra: (member: MemberRow) => ReactNode;
  /** The club's gear rent as typed, what an empty rent means. */
  defaultRent: string;
  /** Checks a row's gear rent as it is typed (the form's `trigger`). */
  onRentTyped: (index: number) => void;
}

/**
 * The `several` kind of the add-jumper dialog: fun jumpers picked at once, each a row of their own with
 * their altitude and gear, started from their last jump of the day. Rows stack on a phone.
 */
export function AddJumperMany({
  control,
  members,
  load,
  dayLoads,
  jumpLines,
  problems,
  prices,
  inDebt,
  slotsLeft,
  isOnLoad,
  renderExtra,
  defaultRent,
  onRentTyped,
}: AddJumperManyProps) {
  const { t } = useTranslation();
  const separator = useDecimalSeparator();
  const { fields, append, remove } = useFieldArray({ control, name: 'jumpers', keyName: 'key' });
  const rows = useWatch({ control, name: 'jumpers' });
  const byId = new Map(members.map((m) => [m._id, m]));
  const selected = rows.flatMap((r) => byId.get(r.memberId) ?? []);
  const sources = groupSources(dayLoads, load);
  const [taken, setTaken] = useState<{ count: number; number: number } | null>(null);

  /** "The same jumpers as load N": its fun jumpers not on this load or chosen already, as they jumped there. */
  const handleSameAs = (source: Load) => {
    const have = new Set(rows.map((r) => r.memberId));
    const added = sameJumpersAs(source, jumpLines, separator, (id) => {
      const member = byId.get(id);
      return have.has(id) || !member || isOnLoad(member);
    });
    if (added.length > 0) {
      append(added, { shouldFocus: false });
    }
    setTaken({ count: added.length, number: source.number });
  };

  const handleChange = (next: readonly MemberRow[]) => {
    const chosen = new Set(next.map((m) => m._id));
    const gone = rows.flatMap((r, index) => (chosen.has(r.memberId) ? [] : [index]));
    if (gone.length > 0) {
      remove(gone);
    }
    const have = new Set(rows.map((r) => r.memberId));
    // who is on the load already is never added (their option is disabled; a row's rule says it if the
    // load changes meanwhile)
    const added = next
      .filter((m) => !have.has(m._id) && !isOnLoad(m))
      .map((m) => ({
        memberId: m._id,
        ...jumperDefaults(lastJumpOf(m._id, dayLoads, load._id), jumpLines, separator, m.ownGear),
      }));
    if (added.length > 0) {
      append(added, { shouldFocus: false });
    }
  };

  return (
    <Box>
      {sources.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <SameJumpersPicker sources={sources} onPick={handleSameAs} />
          <Typography role="status" variant="body2" sx={{ mt: 0.5 }}>
            {taken ? t('loads.day.add.sameAs.added', taken) : ''}
          </Typography>
        </Box>
      )}
      <Autocomplete
        multiple
        disableCloseOnSelect
        disableClearable
        // the first match is highlighted: part of a name and Enter chooses it, the field stays open for the next
        autoHighlight
        options={members}
        value={selected}
        onChange={(_event, next) => handleChange(next)}
        getOptionLabel={memberName}
        isOptionEqualToValue={(a, b) => a._id === b._id}
        getOptionDisabled={isOnLoad}
        // the rows below name everyone chosen: no chips to crowd a phone
        renderValue={() => null}
        size="small"
        fullWidth
        renderOption={({ key, ...props }, member, { selected: isSelected }) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            {isSelected ? (
              <CheckBoxIcon fontSize="small" color="primary" />
            ) : (
              <CheckBoxOutlineBlankIcon fontSize="small" />
            )}
            <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
              {memberName(member)}
            </Box>
            {renderExtra(member)}
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('loads.day.add.members')}
            autoFocus
            helperText={
              slotsLeft === null
                ? t('loads.day.add.selected', { count: rows.length })
                : t('loads.day.add.selectedOfSlots', { count: rows.length, left: Math.max(0, slotsLeft) })
            }
          />
        )}
      />
      <Box sx={{ mt: 1 }}>
        {fields.map((row, index) => {
          const member = byId.get(row.memberId);
          const name = member ? memberName(member) : '';
          return (
            <JumperRow
              key={row.key}
              control={control}
              index={index}
              name={name}
              lastLoad={lastJumpOf(row.memberId, dayLoads, load._id)?.loadNumber ?? null}
              jumpLines={jumpLines}
              problem={problems[index] ?? null}
              quote={prices.get(row.memberId) ?? null}
              inDebt={inDebt.has(row.memberId)}
              defaultRent={defaultRent}
              onRemove={() => remove(index)}
              onRentTyped={() => onRentTyped(index)}
            />
          );
        })}
      </Box>
    </Box>
  );
}

interface JumperRowProps {
  control: AddJumperControl;
  index: number;
  name: string;
  /** The number of the member's last load of the day, where the defaults came from. */
  lastLoad: number | null;
  jumpLines: readonly JumpLine[];
  problem: string | null;
  /** What landing will charge the row's member, once the row can be added. */
  quote: Quote | null;
  /** The jump leaves the member in debt. */
  inDebt: boolean;
  defaultRent: string;
  onRemove: () => void;
  onRentTyped: () => void;
}

/** One fun jumper of the `several` kind: name, altitude, gear rent, own gear; its problem in place. */
function JumperRow({
  control,
  index,
  name,
  lastLoad,
  jumpLines,
  problem,
  quote,
  inDebt,
  defaultRent,
  onRemove,
  onRentTyped,
}: JumperRowProps) {
  const { t } = useTranslation();
  const nameId = useId();
  const problemId = useId();
  const ownGear = useWatch({ control, name: `jumpers.${index}.ownGear` });
  // a refused gear rent is said at its field
  const rowProblem = problem && problem !== 'gearRental' ? problem : null;
  return (
    <Box
      role="group"
      aria-labelledby={nameId}
      aria-describedby={rowProblem ? problemId : undefined}
      sx={{
        display: 'grid',
        columnGap: 1,
        rowGap: 0.5,
        alignItems: 'center',
        // a phone: the name, own gear and remove on one line, the fields below; wider: one line
        gridTemplateColumns: { xs: 'minmax(0, 1fr) auto auto', sm: 'minmax(0, 1fr) auto auto auto' },
        gridTemplateAreas: {
          xs: '"name own remove" "fields fields fields" "note note note"',
          sm: '"name fields own remove" "note note note note"',
        },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridArea: 'name', minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography id={nameId} variant="body2" component="span" sx={{ fontWeight: 500 }}>
          {name}
        </Typography>
        {lastLoad !== null && (
          <Typography variant="caption" component="div" color="text.secondary">
            {t('loads.day.add.lastJump', { number: lastLoad })}
          </Typography>
        )}
        {quote && (
          <Typography variant="caption" component="div" color="text.secondary" data-testid="row-price">
            {quote.minuteUnknown
              ? t('loads.day.add.minutePrice')
              : t('loads.day.add.price', { price: formatMoney(quote.cents) })}
          </Typography>
        )}
      </Box>
      <Box sx={{ gridArea: 'fields', display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        <FormTextField
          control={control}
          name={`jumpers.${index}.altitude`}
          select
          size="small"
          label={t('loads.day.jumper.altitude')}
          fullWidth={false}
          slotProps={{ select: { renderValue: (value) => `${String(value)} m` } }}
          sx={{ width: 120 }}
        >
          {jumpLines.map((l) => (
            <MenuItem key={l.altitude} value={l.altitude}>
              {`${l.altitude} m`}
            </MenuItem>
          ))}
        </FormTextField>
        <RentField
          control={control}
          index={index}
          disabled={ownGear}
          defaultRent={defaultRent}
          onTyped={onRentTyped}
        />
      </Box>
      <Controller
        control={control}
        name={`jumpers.${index}.ownGear`}
        render={({ field }) => (
          <FormControlLabel
            sx={{ gridArea: 'own', mr: 0, ml: 0 }}
            label={<Typography variant="body2">{t('loads.day.jumper.ownGear')}</Typography>}
            control={
              <Checkbox
                size="small"
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <IconButton
        sx={{ gridArea: 'remove' }}
        size="small"
        aria-label={t('loads.day.add.unselect', { name })}
        onClick={onRemove}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {(rowProblem || (inDebt && quote)) && (
        <Box sx={{ gridArea: 'note' }}>
          {rowProblem && (
            <FormHelperText id={problemId} error sx={{ mx: 0 }}>
              {t(`loads.day.add.errors.${rowProblem}`)}
            </FormHelperText>
          )}
          {inDebt && quote && !rowProblem && (
            <Alert severity="warning" sx={{ py: 0 }}>
              {t('loads.day.add.rowInDebt', { price: formatMoney(quote.cents) })}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}

interface RentFieldProps {
  control: AddJumperControl;
  index: number;
  disabled: boolean;
  /** Shown while empty: the club's rent, which empty means. */
  defaultRent: string;
  /** Called after each keystroke, to check the text at once. */
  onTyped: () => void;
}

/** A row's gear rent, refused in place as it is typed (a third decimal, junk); empty is the club's rent. */
function RentField({ control, index, disabled, defaultRent, onTyped }: RentFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: `jumpers.${index}.gearRental` });
  const validationText = useValidationText();
  const error = validationText(fieldState.error?.message);
  return (
    <TextField
      size="small"
      label={t('loads.day.jumper.gearRental')}
      name={field.name}
      value={field.value}
      onChange={(event) => {
        field.onChange(event.target.value);
        onTyped();
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      disabled={disabled}
      error={!!error}
      helperText={error}
      placeholder={defaultRent}
      slotProps={{ htmlInput: { inputMode: 'decimal' }, inputLabel: { shrink: true } }}
      sx={{ width: 120 }}
    />
  );
}
