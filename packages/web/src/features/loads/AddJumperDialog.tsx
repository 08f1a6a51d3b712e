import type { Club, Load } from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormTextField';
import { formatEuroAmount, formatMoney } from '../../components/MoneyText';
import { SwitchField } from '../../components/SwitchField';
import type { MemberRow } from '../members/api';
import { AddJumperPeople } from './AddJumperPeople';
import {
  type AddJumperForm,
  type AddKind,
  addJumperFields,
  addKinds,
  emptyForm,
  formProblem,
  manifestBodyOf,
  payersOf,
} from './addJumperForm';
import { useManifest } from './api';
import { memberName, planesOf, trainingProgramsOf } from './loadsView';

interface AddJumperDialogProps {
  load: Load;
  dayLoads: readonly Load[];
  club: Club | undefined;
  members: readonly MemberRow[];
  onClose: () => void;
}

/** Adds one manifest group to a load: a fun jumper, a tandem, a student group or a video jumper. */
export function AddJumperDialog({ load, dayLoads, club, members, onClose }: AddJumperDialogProps) {
  const { t } = useTranslation();
  const manifest = useManifest();
  const plane = planesOf(club).find((p) => p._id === load.plane?._id);
  const lines = plane?.jumpLines ?? [];
  const {
    control,
    handleSubmit,
    setValue,
    watch,
    formState: { isSubmitted },
  } = useForm<AddJumperForm>({
    resolver: zodResolver(addJumperFields),
    defaultValues: emptyForm(lines.at(-1)?.altitude ?? null),
  });
  const form = watch();
  // the same group rules the server enforces: the problem to show, and who would pay what
  const group = { load, jumpLines: lines, programs: trainingProgramsOf(club) };
  const problem = formProblem(form, members, group);
  const inDebt = payersOf(
    form,
    members,
    group,
    (club as Partial<Club> | undefined)?.defaultGearRent ?? 0,
  ).filter((p) => p.priceCents > 0 && p.member.balanceCents < p.priceCents);

  const handleSave = handleSubmit((values) => {
    if (formProblem(values, members, group)) {
      return;
    }
    manifest.mutate({ loadId: load._id, body: manifestBodyOf(values) }, { onSuccess: onClose });
  });

  return (
    <FormDialog
      title={t('loads.day.add.title', { number: load.number })}
      onSubmit={handleSave}
      onClose={onClose}
      submitLabel={t('loads.day.add.submit')}
      submitting={manifest.isPending}
      maxWidth={640}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <ToggleButtonGroup
              exclusive
              size="small"
              value={field.value}
              onChange={(_e, kind: AddKind | null) => {
                if (kind) {
                  field.onChange(kind);
                  setValue('memberId', null);
                }
              }}
              aria-label={t('loads.day.add.kind')}
              sx={{ flexWrap: 'wrap' }}
            >
              {addKinds.map((k) => (
                <ToggleButton key={k} value={k}>
                  {t(`loads.day.add.kinds.${k}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        />
        <AddJumperPeople
          control={control}
          members={members}
          otherLoads={dayLoads.filter((l) => l._id !== load._id)}
          programs={trainingProgramsOf(club)}
        />
        {form.kind === 'student' && form.students.length < 3 && (
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setValue('students', [...form.students, { memberId: null, trainingJump: '' }])}
          >
            {t('loads.day.add.addStudent')}
          </Button>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <FormTextField
            control={control}
            name="altitude"
            select
            size="small"
            label={t('loads.day.jumper.altitude')}
            fullWidth={false}
            sx={{ minWidth: 160 }}
          >
            {lines.map((l) => (
              <MenuItem key={l.altitude} value={l.altitude}>
                {`${l.altitude} m · ${formatEuroAmount(l.price)}`}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField
            control={control}
            name="gearRental"
            size="small"
            label={t('loads.day.jumper.gearRental')}
            disabled={form.ownGear}
            fullWidth={false}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 140 }}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <SwitchField control={control} name="ownGear" label={t('loads.day.jumper.ownGear')} />
          <SwitchField control={control} name="highOpening" label={t('loads.day.jumper.highOpening')} />
        </Stack>
        {lines.length === 0 && <Alert severity="warning">{t('loads.day.add.noJumpLines')}</Alert>}
        {inDebt.map((p) => (
          <Alert key={p.member._id} severity="warning">
            {t('loads.day.add.willBeInDebt', {
              name: memberName(p.member),
              price: formatMoney(p.priceCents),
            })}
          </Alert>
        ))}
        {/* a refused gear rent is said at its field */}
        {isSubmitted && problem && problem !== 'gearRental' && (
          <Alert severity="error">{t(`loads.day.add.errors.${problem}`)}</Alert>
        )}
      </Stack>
    </FormDialog>
  );
}
