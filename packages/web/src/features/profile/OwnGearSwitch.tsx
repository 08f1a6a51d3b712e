import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateOwnMember } from './api';

/**
 * "I jump my own gear": a fact about the jumper (issue 27), the default of every load they join or are added
 * to, so nobody has to remember to untick the club's gear rent each time.
 */
export function OwnGearSwitch({ ownGear }: { ownGear: boolean }) {
  const { t } = useTranslation();
  const helpId = useId();
  const update = useUpdateOwnMember();
  const checked = update.isPending ? (update.variables?.ownGear ?? ownGear) : ownGear;
  return (
    <div>
      <FormControlLabel
        label={t('profile.gear.switch')}
        control={
          <Switch
            checked={checked}
            disabled={update.isPending}
            slotProps={{ input: { 'aria-describedby': helpId } }}
            onChange={(_e, on) => update.mutate({ ownGear: on })}
          />
        }
      />
      <FormHelperText id={helpId} sx={{ mt: 0 }}>
        {t(checked ? 'profile.gear.on' : 'profile.gear.off')}
      </FormHelperText>
    </div>
  );
}
