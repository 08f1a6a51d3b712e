import { canBeTandemPassenger, canBeVideoFlyer, type Load, type TrainingProgram } from '@dz/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';
import { type AddJumperForm, isStudentInstructor, isStudentMember } from './addJumperForm';
import { MemberSelect } from './MemberSelect';

interface AddJumperPeopleProps {
  form: AddJumperForm;
  change: (patch: Partial<AddJumperForm>) => void;
  members: readonly MemberRow[];
  /** The day's other loads, to show where each member already is. */
  otherLoads: readonly Load[];
  programs: readonly TrainingProgram[];
}

/** The member pickers of the add-jumper dialog, by the kind of group. */
export function AddJumperPeople({ form, change, members, otherLoads, programs }: AddJumperPeopleProps) {
  const { t } = useTranslation();
  const loadsOf = (memberId: string) =>
    otherLoads.filter((l) => l.jumpers.some((j) => j.memberId === memberId)).map((l) => `#${l.number}`);
  const extra = (m: MemberRow) => {
    const on = loadsOf(m._id);
    return (
      <Box component="span" sx={{ display: 'flex', gap: 1, color: 'text.secondary', fontSize: '0.85em' }}>
        {on.length > 0 && <span>{t('loads.day.add.onLoads', { loads: on.join(', ') })}</span>}
        <MoneyText cents={m.balanceCents} />
      </Box>
    );
  };
  const select = (
    label: string,
    value: string | null,
    onChange: (id: string | null) => void,
    options: readonly MemberRow[],
    autoFocus = false,
  ) => (
    <MemberSelect
      label={label}
      members={options}
      value={value}
      onChange={onChange}
      renderExtra={extra}
      autoFocus={autoFocus}
    />
  );

  if (form.kind === 'tandem') {
    return (
      <Stack spacing={1.5}>
        {select(
          t('loads.day.add.tandemInstructor'),
          form.memberId,
          (id) => change({ memberId: id }),
          members.filter((m) => m.isTandemInstructor),
          true,
        )}
        {select(
          t('loads.day.add.passenger'),
          form.passengerId,
          (id) => change({ passengerId: id }),
          members.filter(canBeTandemPassenger),
        )}
        {select(
          t('loads.day.add.videoFlyer'),
          form.videoFlyerId,
          (id) => change({ videoFlyerId: id }),
          members.filter(canBeVideoFlyer),
        )}
      </Stack>
    );
  }
  if (form.kind === 'student') {
    const students = members.filter(isStudentMember);
    return (
      <Stack spacing={1.5}>
        {select(
          t('loads.day.add.instructor'),
          form.memberId,
          (id) => change({ memberId: id }),
          members.filter(isStudentInstructor),
          true,
        )}
        {form.students.map((s, index) => {
          const student = members.find((m) => m._id === s.memberId);
          const jumps = programs.filter((p) => p.forStudentType === student?.role).flatMap((p) => p.jumps);
          const setStudent = (patch: Partial<typeof s>) =>
            change({ students: form.students.map((x, i) => (i === index ? { ...x, ...patch } : x)) });
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions
            <Box key={index} sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
              {select(
                t('loads.day.add.student', { n: index + 1 }),
                s.memberId,
                (id) => setStudent({ memberId: id, trainingJump: '' }),
                students,
              )}
              <TextField
                select
                size="small"
                label={t('loads.day.add.trainingJump')}
                value={s.trainingJump}
                onChange={(e) => setStudent({ trainingJump: e.target.value })}
                disabled={jumps.length === 0}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">{t('loads.day.add.noTrainingJump')}</MenuItem>
                {jumps.map((j) => (
                  <MenuItem key={j._id} value={j._id}>
                    {j.name}
                  </MenuItem>
                ))}
              </TextField>
            </Box>
          );
        })}
      </Stack>
    );
  }
  const options = form.kind === 'video' ? members.filter(canBeVideoFlyer) : members;
  return select(
    t(form.kind === 'video' ? 'loads.day.add.videoJumper' : 'loads.day.add.member'),
    form.memberId,
    (id) => change({ memberId: id }),
    options,
    true,
  );
}
