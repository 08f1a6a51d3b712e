import type { Club, Load } from '@dz/shared';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { formatMoney } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';
import { AddJumperPeople } from './AddJumperPeople';
import {
  type AddJumperForm,
  type AddKind,
  emptyForm,
  formProblem,
  manifestBodyOf,
  payersOf,
} from './addJumperForm';
import { useManifest } from './api';
import { memberName, planesOf, trainingProgramsOf } from './loadsView';

const kinds: AddKind[] = ['normal', 'tandem', 'student', 'video'];

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
  const [form, setForm] = useState<AddJumperForm>(() => emptyForm(lines.at(-1)?.altitude ?? null));
  const [tried, setTried] = useState(false);
  const change = (patch: Partial<AddJumperForm>) => setForm((f) => ({ ...f, ...patch }));
  // the same group rules the server enforces: the problem to show, and who would pay what
  const group = { load, jumpLines: lines, programs: trainingProgramsOf(club) };
  const problem = formProblem(form, members, group);
  const inDebt = payersOf(
    form,
    members,
    group,
    (club as Partial<Club> | undefined)?.defaultGearRent ?? 0,
  ).filter((p) => p.priceCents > 0 && p.member.balanceCents < p.priceCents);

  const submit = () => {
    setTried(true);
    if (problem) {
      return;
    }
    manifest.mutate({ loadId: load._id, body: manifestBodyOf(form) }, { onSuccess: onClose });
  };

  return (
    <ConfirmDialog
      open
      title={t('loads.day.add.title', { number: load.number })}
      onClose={onClose}
      onConfirm={submit}
      confirmLabel={t('loads.day.add.submit')}
      loading={manifest.isPending}
      maxWidth={640}
      submitOnEnter
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={form.kind}
          onChange={(_e, kind: AddKind | null) => kind && change({ kind, memberId: null })}
          aria-label={t('loads.day.add.kind')}
          sx={{ flexWrap: 'wrap' }}
        >
          {kinds.map((k) => (
            <ToggleButton key={k} value={k}>
              {t(`loads.day.add.kinds.${k}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <AddJumperPeople
          form={form}
          change={change}
          members={members}
          otherLoads={dayLoads.filter((l) => l._id !== load._id)}
          programs={trainingProgramsOf(club)}
        />
        {form.kind === 'student' && form.students.length < 3 && (
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => change({ students: [...form.students, { memberId: null, trainingJump: '' }] })}
          >
            {t('loads.day.add.addStudent')}
          </Button>
        )}
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            select
            size="small"
            label={t('loads.day.jumper.altitude')}
            value={form.altitude ?? ''}
            onChange={(e) => change({ altitude: Number(e.target.value) })}
            sx={{ minWidth: 160 }}
          >
            {lines.map((l) => (
              <MenuItem key={l.altitude} value={l.altitude}>
                {`${l.altitude} m · ${formatMoney(Math.round(l.price * 100))}`}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('loads.day.jumper.gearRental')}
            value={form.gearRental}
            disabled={form.ownGear}
            onChange={(e) => change({ gearRental: e.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: 140 }}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Switch checked={form.ownGear} onChange={(_e, v) => change({ ownGear: v })} />}
            label={t('loads.day.jumper.ownGear')}
          />
          <FormControlLabel
            control={<Switch checked={form.highOpening} onChange={(_e, v) => change({ highOpening: v })} />}
            label={t('loads.day.jumper.highOpening')}
          />
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
        {tried && problem && <Alert severity="error">{t(`loads.day.add.errors.${problem}`)}</Alert>}
      </Stack>
    </ConfirmDialog>
  );
}
