import type { Load } from '@dz/shared';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isFunJumper } from './loadsView';

interface SameJumpersPickerProps {
  /** The loads to take a group from (`groupSources`), the latest first. */
  sources: readonly Load[];
  onPick: (source: Load) => void;
}

const NAMES_SHOWN = 6;
const funJumpers = (load: Load) => load.jumpers.filter(isFunJumper);

/**
 * "The same jumpers as load N": another load of the day whose fun jumpers the several kind takes, found by its
 * number or by the name of anyone on it (the group of a chosen jumper). Picking one adds its jumpers and clears
 * the field for another.
 */
export function SameJumpersPicker({ sources, onPick }: SameJumpersPickerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const label = (load: Load) =>
    t('loads.day.add.sameAs.option', { number: load.number, count: funJumpers(load).length });
  return (
    <Autocomplete<Load, false, false, false>
      options={sources}
      value={null}
      inputValue={text}
      onInputChange={(_event, value, reason) => setText(reason === 'reset' ? '' : value)}
      onChange={(_event, source) => {
        if (source) {
          onPick(source);
          setText('');
        }
      }}
      autoHighlight
      blurOnSelect
      size="small"
      fullWidth
      getOptionLabel={label}
      isOptionEqualToValue={(a, b) => a._id === b._id}
      filterOptions={(options, { inputValue }) => {
        const wanted = inputValue.trim().toLocaleLowerCase();
        if (!wanted) {
          return options;
        }
        return options.filter(
          (load) =>
            String(load.number) === wanted ||
            funJumpers(load).some((j) => j.name.toLocaleLowerCase().includes(wanted)),
        );
      }}
      noOptionsText={t('loads.day.add.sameAs.none')}
      renderOption={({ key, ...props }, load) => {
        const names = funJumpers(load).map((j) => j.name);
        const more = names.length - NAMES_SHOWN;
        return (
          <Box
            component="li"
            key={key}
            {...props}
            sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}
          >
            <Box component="span">{label(load)}</Box>
            <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
              {names.slice(0, NAMES_SHOWN).join(', ')}
              {more > 0 ? ` ${t('loads.day.add.sameAs.more', { count: more })}` : ''}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('loads.day.add.sameAs.label')}
          helperText={t('loads.day.add.sameAs.help')}
        />
      )}
    />
  );
}
