import {
  type Club,
  eurosAsCents,
  type Load,
  seatsTaken,
  slotsLeft,
  staffWarnings,
  willBeInDebt,
} from '@dz/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatEuroInput, useDecimalSeparator } from '../../app/euroInput';
import { FormDialog } from '../../components/FormDialog';
import { FormTextField } from '../../components/FormTextField';
import { formatMoney } from '../../components/MoneyText';
import { SwitchField } from '../../components/SwitchField';
import type { MemberRow } from '../members/api';
import { waiverAlarmsText } from '../waivers/WaiverAlarms';
import { AddJumperMany } from './AddJumperMany';
import { AddJumperPeople, useMemberMarks } from './AddJumperPeople';
import { AltitudeSelect } from './AltitudeSelect';
import {
  type AddJumperForm,
  type AddKind,
  addedSlots,
  addJumperFields,
  addKinds,
  emptyForm,
  formProblem,
  manifestBodyOf,
  manifestManyBodyOf,
  payersOf,
  pickedMembers,
  rowProblems,
  slotsWarning,
} from './addJumperForm';
import { useManifest, useManifestMany } from './api';
import { jumperDefaults, lastJumpOf, sameJumpersAs } from './lastJump';
import { memberName, planesOf, trainingProgramsOf } from './loadsView';
import { PriceQuote } from './PriceQuote';
import { useOverbookingGuard } from './SafetyWarnings';
import { sameProblem } from './sameProblem';
import { useWindGuard } from './useWindGuard';

interface AddJumperDialogProps {
  load: Load;
  dayLoads: readonly Load[];
  club: Club | undefined;
  members: readonly MemberRow[];
  /** A copy of this load: the dialog opens in the several kind with its fun jumpers chosen. */
  sameAs?: Load;
  onClose: () => void;
}

/**
 * Adds to a load one manifest group (a fun jumper, a tandem, a student group or a video jumper) or, in
 * the `several` kind, many fun jumpers at once, each checked on its own by the server's group rules.
 */
export function AddJumperDialog({ load, dayLoads, club, members, sameAs, onClose }: AddJumperDialogProps) {
  const { t } = useTranslation();
  const separator = useDecimalSeparator();
  const manifest = useManifest();
  const manifestMany = useManifestMany();
  const plane = planesOf(club).find((p) => p._id === load.plane?._id);
  const lines = plane?.jumpLines ?? [];
  const {
    control,
    handleSubmit,
    setValue,
    trigger,
    watch,
    formState: { isSubmitted },
  } = useForm<AddJumperForm>({
    resolver: zodResolver(addJumperFields),
    defaultValues: sameAs
      ? {
          ...emptyForm(lines.at(-1)?.altitude ?? null),
          kind: 'several',
          jumpers: sameJumpersAs(
            sameAs,
            lines,
            separator,
            (id) => !members.some((m) => m._id === id) || load.jumpers.some((j) => j.memberId === id),
          ),
        }
      : emptyForm(lines.at(-1)?.altitude ?? null),
  });
  const form = watch();
  const otherLoads = dayLoads.filter((l) => l._id !== load._id);
  const marks = useMemberMarks({ load, otherLoads });
  // the same group rules the server enforces: the problem to show, and who would pay what
  const group = {
    load,
    jumpLines: lines,
    programs: trainingProgramsOf(club),
    onLoad: load.jumpers,
    planeSlots: plane?.slots,
  };
  const isSeveral = form.kind === 'several';
  const problem = formProblem(form, members, group);
  const problems = isSeveral ? rowProblems(form, members, group) : [];
  const overSlots = slotsWarning(form, group);
  const picked = pickedMembers(form, members);
  // the self-manifest checks a jumper would fail: staff may add them anyway, and the server records it
  const creditLimitCents = eurosAsCents.parse((club as Partial<Club> | undefined)?.creditLimit ?? 0);
  const overrides = picked.flatMap((m) => {
    if (m.balanceCents === null) {
      return [];
    }
    const waiver = !m.waiverInfo ? 'notRequired' : m.waiverInfo.status === 'approved' ? 'valid' : 'missing';
    const reasons = staffWarnings({ waiver, balanceCents: m.balanceCents }, { creditLimitCents });
    return reasons.length ? [{ member: m, reasons }] : [];
  });
  const alarmGroups = sameProblem(
    picked.flatMap((m) => {
      const alarms = m.waiverInfo?.alarms ?? [];
      return alarms.length ? [{ name: memberName(m), key: alarms.join(), problem: alarms }] : [];
    }),
  );
  const overrideGroups = sameProblem(
    overrides.map(({ member, reasons }) => ({
      name: memberName(member),
      key: reasons.join(),
      problem: reasons,
    })),
  );
  const defaultGearRent = (club as Partial<Club> | undefined)?.defaultGearRent ?? 0;
  // what landing will charge each of them (the shared quote), and the one debt rule the land dialogs warn by too
  const payers = payersOf(form, members, group, { load, plane, club });
  const inDebt = payers.filter(
    (p) => p.member.balanceCents !== null && willBeInDebt(p.member.balanceCents, p.priceCents),
  );
  /** A fun or video jumper's price at another altitude, as the altitude list says it: the same quote. */
  const quoteAt = (altitude: number) => {
    if (form.kind !== 'normal' && form.kind !== 'video') {
      return null;
    }
    const [payer] = payersOf({ ...form, altitude }, members, group, { load, plane, club });
    if (!payer) {
      return null;
    }
    return payer.quote.minuteUnknown ? t('loads.day.add.minuteShort') : formatMoney(payer.quote.cents);
  };

  /**
   * A fun or video jumper picked: their last jump of the day gives the altitude and gear, if they have one;
   * else they start with their own gear as their member says (a fact about the jumper, issue 27).
   */
  const handleJumperPicked = (memberId: string | null) => {
    const last = memberId ? lastJumpOf(memberId, dayLoads, load._id) : null;
    const picked = memberId ? members.find((m) => m._id === memberId) : undefined;
    if (last) {
      const defaults = jumperDefaults(last, lines, separator);
      setValue('altitude', defaults.altitude);
      setValue('ownGear', defaults.ownGear);
      setValue('gearRental', defaults.gearRental);
    } else if (picked) {
      setValue('ownGear', picked.ownGear);
    }
  };
  // a student group's gear starts as its first student's own
  const firstStudentId = form.kind === 'student' ? (form.students[0]?.memberId ?? null) : null;
  useEffect(() => {
    const student = firstStudentId ? members.find((m) => m._id === firstStudentId) : undefined;
    if (student) {
      setValue('ownGear', student.ownGear);
    }
  }, [firstStudentId, members, setValue]);

  // adding over the plane's slots is asked first, naming the overbooking; then adding over a wind limit
  const full = useOverbookingGuard('add');
  const wind = useWindGuard(load.number, members);
  const handleSave = handleSubmit((values) => {
    if (formProblem(values, members, group)) {
      return;
    }
    const slots = slotsWarning(values, group);
    // the same body again with `windOverride` once the staff have said yes
    const send = async (windOverride: boolean) => {
      const override = windOverride ? { windOverride: true } : {};
      if (values.kind === 'several') {
        const body = { ...manifestManyBodyOf(values), ...override };
        await manifestMany.mutateAsync({ loadId: load._id, body });
      } else {
        await manifest.mutateAsync({ loadId: load._id, body: { ...manifestBodyOf(values), ...override } });
      }
      onClose();
    };
    full.guard(load.number, slots && { slots, overweight: null }, () =>
      wind.guard(addedSlots(values, members, group), send),
    );
  });

  return (
    <FormDialog
      title={t('loads.day.add.title', { number: load.number })}
      onSubmit={handleSave}
      onClose={onClose}
      submitLabel={
        isSeveral ? t('loads.day.add.submitMany', { count: form.jumpers.length }) : t('loads.day.add.submit')
      }
      submitting={manifest.isPending || manifestMany.isPending || wind.checking}
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
        {isSeveral ? (
          <AddJumperMany
            control={control}
            members={members}
            load={load}
            dayLoads={dayLoads}
            jumpLines={lines}
            problems={problems}
            prices={new Map(payers.map((p) => [p.member._id, p.quote]))}
            inDebt={new Set(inDebt.map((p) => p.member._id))}
            slotsLeft={slotsLeft(plane?.slots, seatsTaken(load.jumpers))}
            isOnLoad={marks.isOnLoad}
            renderExtra={marks.extra}
            defaultRent={formatEuroInput(defaultGearRent, separator)}
            onRentTyped={(index) => void trigger(`jumpers.${index}.gearRental`)}
          />
        ) : (
          <AddJumperPeople
            control={control}
            members={members}
            load={load}
            otherLoads={otherLoads}
            programs={trainingProgramsOf(club)}
            onJumperPicked={handleJumperPicked}
          />
        )}
        {form.kind === 'student' && form.students.length < 3 && (
          <Button
            size="small"
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => setValue('students', [...form.students, { memberId: null, trainingJump: '' }])}
          >
            {t('loads.day.add.addStudent')}
          </Button>
        )}
        {!isSeveral && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <AltitudeSelect
              control={control}
              name="altitude"
              lines={lines}
              price={form.kind === 'tandem' ? 'tandem' : 'jump'}
              quoteAt={quoteAt}
              size="small"
              fullWidth={false}
              sx={{ minWidth: 160 }}
            />
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
        )}
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          {!isSeveral && (
            <SwitchField control={control} name="ownGear" label={t('loads.day.jumper.ownGear')} />
          )}
          <SwitchField
            control={control}
            name="highOpening"
            label={t('loads.day.jumper.highOpening')}
            helperText={isSeveral ? t('loads.day.add.highOpeningAll') : undefined}
          />
        </Stack>
        {!isSeveral && <PriceQuote payers={payers} />}
        {lines.length === 0 && <Alert severity="warning">{t('loads.day.add.noJumpLines')}</Alert>}
        {/* the slots are information only: a warning, Save still adds */}
        {overSlots && <Alert severity="warning">{t('loads.day.add.overSlots', overSlots)}</Alert>}
        {/* the rows of the several kind say it each */}
        {!isSeveral &&
          inDebt.map((p) => (
            <Alert key={p.member._id} severity="warning">
              {t('loads.day.add.willBeInDebt', {
                name: memberName(p.member),
                price: formatMoney(p.priceCents),
              })}
            </Alert>
          ))}
        {/* the waiver alarms warn; the server still adds (spec: they do not block) */}
        {/* one warning per problem, naming everyone who has it (a tandem's three people, once) */}
        {alarmGroups.map((g) => (
          <Alert key={`alarms-${g.key}`} severity="warning" data-testid="add-jumper-waiver-alarms">
            {t('loads.day.add.waiverAlarms', {
              name: g.names.join(', '),
              alarms: waiverAlarmsText(t, g.problem),
              count: g.names.length,
            })}
          </Alert>
        ))}
        {overrideGroups.map((g) => (
          <Alert key={`override-${g.key}`} severity="warning" data-testid="add-jumper-override">
            {t('loads.day.add.override', {
              name: g.names.join(', '),
              reasons: g.problem.map((r) => t(`errorDetail.${r}`)).join('. '),
              count: g.names.length,
            })}
          </Alert>
        ))}
        {/* a refused gear rent is said at its field */}
        {isSubmitted && problem && problem !== 'gearRental' && !isSeveral && (
          <Alert severity="error">{t(`loads.day.add.errors.${problem}`)}</Alert>
        )}
        {/* each row says its own problem; this one is seen where the button is */}
        {isSubmitted && problem && isSeveral && (
          <Alert severity="error">
            {problem === 'jumpers' && t('loads.day.add.errors.jumpers')}
            {problem !== 'jumpers' &&
              t('loads.day.add.rowsToFix', { count: problems.filter((p) => p !== null).length })}
          </Alert>
        )}
        {full.dialog}
        {wind.dialog}
      </Stack>
    </FormDialog>
  );
}
