import {
  defaultOwnGear,
  EXIT_WEIGHT_MAX,
  license,
  memberRole,
  suggestedExitWeight,
  TEXT_LONG_MAX,
} from '@dz/shared';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type UseFormSetValue, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDecimalSeparator } from '../../app/euroInput';
import { parseDecimalInput } from '../../app/numberInput';
import { FormTextField } from '../../components/FormTextField';
import {
  type MemberFlag,
  type MemberFormControl,
  type MemberFormValues,
  memberFlags,
  membershipFlags,
} from './memberForm';

interface FieldsProps {
  control: MemberFormControl;
  setValue: UseFormSetValue<MemberFormValues>;
  /** A new member: the own-gear field follows the role until set by hand. */
  isNew?: boolean;
}

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function FlagCheckbox({ name, control }: { name: MemberFlag; control: MemberFormControl }) {
  const { t } = useTranslation();
  const { field } = useController({ name, control });
  return (
    <FormControlLabel
      control={
        <Checkbox
          name={field.name}
          checked={!!field.value}
          onChange={(_e, checked) => field.onChange(checked)}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
      label={t(`members.fields.${name}`)}
    />
  );
}

/**
 * The jumper's own gear: the default of every load they are added to (issue 27). On a new member it follows
 * the role (on for licensed jumpers, off for students and tandem passengers) until it is set by hand; a
 * member's own, once saved, is a fact a role change does not touch.
 */
function OwnGearField({ control, setValue, isNew }: FieldsProps) {
  const { t } = useTranslation();
  const role = useWatch({ control, name: 'role' });
  const { field } = useController({ name: 'ownGear', control });
  const hintId = useId();
  const shownRole = useRef(role);
  const setByHand = useRef(!isNew);
  useEffect(() => {
    if (role !== shownRole.current) {
      shownRole.current = role;
      if (!setByHand.current) {
        setValue('ownGear', defaultOwnGear(role ?? 'jumper'));
      }
    }
  }, [role, setValue]);
  return (
    <FormControl sx={{ gridColumn: '1 / -1' }}>
      <FormControlLabel
        control={
          <Checkbox
            name={field.name}
            checked={!!field.value}
            onChange={(_e, checked) => {
              setByHand.current = true;
              field.onChange(checked);
            }}
            slotProps={{ input: { ref: field.ref, 'aria-describedby': hintId } }}
          />
        }
        label={t('members.fields.ownGear')}
      />
      <FormHelperText id={hintId} sx={{ mt: 0 }}>
        {t('members.form.ownGearHint')}
      </FormHelperText>
    </FormControl>
  );
}

/**
 * Numbers are typed into text fields and read by `parseDecimalInput`: a browser's number field throws "80,5"
 * away (or keeps only its digits) where the decimal comma is not its own, and the form never sees what was typed.
 */
const number = { slotProps: { htmlInput: { inputMode: 'decimal', autoComplete: 'off' } } } as const;

/** A small helper beside the exit weight: type your own weight, get own weight + 13 kg. */
function OwnWeightHelper({ setValue }: Pick<FieldsProps, 'setValue'>) {
  const { t } = useTranslation();
  const separator = useDecimalSeparator();
  const [ownWeight, setOwnWeight] = useState('');
  return (
    <TextField
      label={t('members.form.ownWeight')}
      value={ownWeight}
      helperText={t('members.form.ownWeightHint')}
      {...number}
      onChange={(event) => {
        setOwnWeight(event.target.value);
        const own = parseDecimalInput(event.target.value);
        if (own !== undefined && Number.isFinite(own) && own > 0 && own <= EXIT_WEIGHT_MAX) {
          // the exit weight as the user writes numbers: "93,5" in Finnish
          // (rounded to a millionth only to drop binary noise such as 83.30000000000001)
          const exit = Math.round(suggestedExitWeight(own) * 1e6) / 1e6;
          setValue('exitWeight', String(exit).replace('.', separator), {
            shouldDirty: true,
            shouldValidate: true,
          });
        }
      }}
    />
  );
}

/** Every field of the member form (spec section 3, Member), in four sections. */
export function MemberFormFields({ control, setValue, isNew = false }: FieldsProps) {
  const { t } = useTranslation();
  const note = useWatch({ control, name: 'note' }) ?? '';
  return (
    <>
      <Section title={t('members.form.person')}>
        <Box sx={twoColumns}>
          <FormTextField control={control} name="firstName" label={t('members.fields.firstName')} required />
          <FormTextField control={control} name="lastName" label={t('members.fields.lastName')} required />
          <FormTextField control={control} name="nickname" label={t('members.fields.nickname')} />
          <FormTextField control={control} name="email" label={t('fields.email')} type="email" />
          <FormTextField control={control} name="phone" label={t('members.fields.phone')} type="tel" />
          <FormTextField control={control} name="nextOfKin" label={t('members.fields.nextOfKin')} />
          <FormTextField
            control={control}
            name="nextOfKinPhone"
            label={t('members.fields.nextOfKinPhone')}
            type="tel"
          />
        </Box>
      </Section>
      <Section title={t('members.form.jumping')}>
        <Box sx={twoColumns}>
          <FormTextField control={control} name="role" label={t('members.fields.role')} select>
            {memberRole.options.map((role) => (
              <MenuItem key={role} value={role}>
                {t(`members.roles.${role}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="license"
            label={t('members.fields.license')}
            select
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          >
            {license.options.map((value) => (
              <MenuItem key={value || 'none'} value={value}>
                {value || t('members.licenses.none')}
              </MenuItem>
            ))}
          </FormTextField>
          <OwnGearField control={control} setValue={setValue} isNew={isNew} />
          <FormTextField
            control={control}
            name="exitWeight"
            label={t('members.fields.exitWeight')}
            helperText={t('members.form.exitWeightHint')}
            {...number}
          />
          <OwnWeightHelper setValue={setValue} />
          <FormTextField
            control={control}
            name="tandemExitWeight"
            label={t('members.fields.tandemExitWeight')}
            {...number}
          />
          <FormTextField
            control={control}
            name="pilotExitWeight"
            label={t('members.fields.pilotExitWeight')}
            {...number}
          />
          <FormTextField
            control={control}
            name="totalJumps"
            label={t('members.fields.totalJumps')}
            helperText={t('members.form.totalJumpsHint')}
            {...number}
          />
          <FormTextField
            control={control}
            name="endOfStudentTraining"
            label={t('members.fields.endOfStudentTraining')}
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
      </Section>
      <Section title={t('members.form.rolesAndMemberships')}>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {[...memberFlags, ...membershipFlags].map((name) => (
            <FlagCheckbox key={name} name={name} control={control} />
          ))}
        </Box>
      </Section>
      <FormTextField
        control={control}
        name="note"
        label={t('members.fields.note')}
        multiline
        minRows={2}
        maxRows={8}
        helperText={`${note.length}/${TEXT_LONG_MAX}`}
      />
    </>
  );
}
