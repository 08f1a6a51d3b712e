import {
  canBeTandemPassenger,
  canBeVideoFlyer,
  type Load,
  nextTrainingJump,
  type TrainingProgram,
} from '@dz/shared';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/MoneyText';
import type { MemberRow } from '../members/api';
import { WaiverAlarmLine } from '../waivers/WaiverAlarms';
import { type AddJumperControl, isStudentInstructor, isStudentMember } from './addJumperForm';
import { MemberSelect } from './MemberSelect';

/** Where the picker's members already are: this load (they cannot be added again) and the day's others. */
export interface MemberPlaces {
  load: Load;
  /** The day's other loads. */
  otherLoads: readonly Load[];
}

/**
 * The picker's marks of a member: "already on this load" (such an option is disabled, so a duplicate is
 * never refused only after sending), the day's other loads they are on, and their balance.
 */
export function useMemberMarks({ load, otherLoads }: MemberPlaces) {
  const { t } = useTranslation();
  const isOnLoad = (m: MemberRow) => load.jumpers.some((j) => j.memberId === m._id);
  const extra = (m: MemberRow): ReactNode => {
    const on = otherLoads
      .filter((l) => l.jumpers.some((j) => j.memberId === m._id))
      .map((l) => `#${l.number}`);
    return (
      <Box
        component="span"
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, color: 'text.secondary', fontSize: '0.85em' }}
      >
        {isOnLoad(m) ? (
          <span>{t('loads.day.add.onThisLoad')}</span>
        ) : (
          on.length > 0 && <span>{t('loads.day.add.onLoads', { loads: on.join(', ') })}</span>
        )}
        <MoneyText cents={m.balanceCents} />
        <WaiverAlarmLine alarms={m.waiverInfo?.alarms} />
      </Box>
    );
  };
  return { isOnLoad, extra };
}

interface AddJumperPeopleProps extends MemberPlaces {
  control: AddJumperControl;
  members: readonly MemberRow[];
  programs: readonly TrainingProgram[];
  /** A fun or video jumper was picked (or cleared): the dialog may set their usual altitude and gear. */
  onJumperPicked?: (memberId: string | null) => void;
}

type PersonField = 'memberId' | 'passengerId' | 'videoFlyerId';

/** The member pickers of the add-jumper dialog, by the kind of group (but `several`: `AddJumperMany`). */
export function AddJumperPeople({
  control,
  members,
  load,
  otherLoads,
  programs,
  onJumperPicked,
}: AddJumperPeopleProps) {
  const { t } = useTranslation();
  const [kind, students] = useWatch({ control, name: ['kind', 'students'] });
  const { isOnLoad, extra } = useMemberMarks({ load, otherLoads });
  /** A student's next training jump: after their last one made (the member list's), the program's first. */
  const nextOf = (m: MemberRow) => nextTrainingJump(programs, m.role, m.lastTrainingJump);
  const select = (
    name: PersonField,
    label: string,
    options: readonly MemberRow[],
    autoFocus = false,
    onPicked?: (memberId: string | null) => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MemberSelect
          label={label}
          members={options}
          value={field.value}
          onChange={(memberId) => {
            field.onChange(memberId);
            onPicked?.(memberId);
          }}
          renderExtra={extra}
          isOptionDisabled={isOnLoad}
          autoFocus={autoFocus}
        />
      )}
    />
  );

  if (kind === 'tandem') {
    return (
      <Stack spacing={1.5}>
        {select(
          'memberId',
          t('loads.day.add.tandemInstructor'),
          members.filter((m) => m.isTandemInstructor),
          true,
        )}
        {select('passengerId', t('loads.day.add.passenger'), members.filter(canBeTandemPassenger))}
        {select('videoFlyerId', t('loads.day.add.videoFlyer'), members.filter(canBeVideoFlyer))}
      </Stack>
    );
  }
  if (kind === 'student') {
    const studentMembers = members.filter(isStudentMember);
    return (
      <Stack spacing={1.5}>
        {select('memberId', t('loads.day.add.instructor'), members.filter(isStudentInstructor), true)}
        {students.map((_student, index) => (
          <Controller
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions
            key={index}
            control={control}
            name={`students.${index}`}
            render={({ field }) => {
              const student = members.find((m) => m._id === field.value.memberId);
              const jumps = programs
                .filter((p) => p.forStudentType === student?.role)
                .flatMap((p) => p.jumps);
              const next = student ? nextOf(student) : null;
              const last = student?.lastTrainingJump;
              const done = !next && !!last && jumps.some((j) => j._id === last._id || j.name === last.name);
              return (
                <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
                  <MemberSelect
                    label={t('loads.day.add.student', { n: index + 1 })}
                    members={studentMembers}
                    value={field.value.memberId}
                    // another student has other training jumps: their next one is suggested
                    onChange={(memberId) => {
                      const picked = members.find((m) => m._id === memberId);
                      field.onChange({ memberId, trainingJump: (picked && nextOf(picked)?._id) ?? '' });
                    }}
                    renderExtra={extra}
                    isOptionDisabled={isOnLoad}
                  />
                  <TextField
                    select
                    size="small"
                    label={t('loads.day.add.trainingJump')}
                    value={field.value.trainingJump}
                    onChange={(e) => field.onChange({ ...field.value, trainingJump: e.target.value })}
                    disabled={jumps.length === 0}
                    helperText={
                      next && field.value.trainingJump === next._id
                        ? t('loads.day.add.nextTrainingJump')
                        : done
                          ? t('loads.day.add.programDone')
                          : undefined
                    }
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
            }}
          />
        ))}
      </Stack>
    );
  }
  const options = kind === 'video' ? members.filter(canBeVideoFlyer) : members;
  return select(
    'memberId',
    t(kind === 'video' ? 'loads.day.add.videoJumper' : 'loads.day.add.member'),
    options,
    true,
    onJumperPicked,
  );
}
