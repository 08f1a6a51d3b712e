import {
  type ApiPricingSource,
  buildManifestGroup,
  type Cents,
  DomainError,
  eurosAsCents,
  groupMemberIds,
  isStudentInstructor as isStudentInstructorRule,
  isStudentRole,
  type JumpLine,
  type Load,
  type LoadJumper,
  loadPricingOfApi,
  type ManifestBody,
  type ManifestGroupRequest,
  type ManifestManyBody,
  type ManifestSingleBody,
  type ManifestSlot,
  manifestBody,
  priceEuros,
  type Quote,
  quoteAdding,
  seatsTaken,
  slotsOverBy,
  type TrainingProgram,
} from '@dz/shared';
import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { euroText } from '../../app/euroInput';
import type { MemberRow } from '../members/api';

/** The kinds of the dialog: `several` adds many fun jumpers at once, each with their own altitude and gear. */
export const addKinds = ['normal', 'several', 'tandem', 'student', 'video'] as const;
export type AddKind = (typeof addKinds)[number];

/** A fun jumper of the `several` kind: one single group of its own on the server. */
export interface JumperRowDraft {
  memberId: string;
  altitude: number | null;
  ownGear: boolean;
  gearRental: string;
}

export interface StudentDraft {
  memberId: string | null;
  trainingJump: string;
}

export interface AddJumperForm {
  kind: AddKind;
  /** The fun jumper, the video jumper, the tandem instructor or the student group's instructor. */
  memberId: string | null;
  passengerId: string | null;
  videoFlyerId: string | null;
  students: StudentDraft[];
  altitude: number | null;
  ownGear: boolean;
  gearRental: string;
  highOpening: boolean;
  /** The fun jumpers of the `several` kind, in the order they were picked. */
  jumpers: JumperRowDraft[];
}

export const emptyForm = (altitude: number | null): AddJumperForm => ({
  kind: 'normal',
  memberId: null,
  passengerId: null,
  videoFlyerId: null,
  students: [{ memberId: null, trainingJump: '' }],
  altitude,
  ownGear: false,
  gearRental: '',
  highOpening: false,
  jumpers: [],
});

/** The gear rent's text by the shared euro rule of `manifestBody`; empty is null (the club's default rent). */
const gearRentText = euroText(priceEuros.nullable(), { empty: null });

/** The gear rent in euros: null when empty, undefined when the text is refused (a third decimal, junk). */
function gearRentEuros(text: string): number | null | undefined {
  const result = gearRentText.safeParse(text);
  return result.success ? result.data : undefined;
}

// null: none chosen yet, which `formProblem` says
const altitudeField = manifestBody.shape.altitude.nullable();

/**
 * The field rules of the add-jumper form (react-hook-form's resolver): the altitude and the gear rent by
 * the rules of `manifestBody`, the gear rent's message at its field (each row's own in the `several` kind;
 * the fields the kind hides are not checked). The group as a whole is checked by `formProblem`, with the
 * server's group rules.
 */
export const addJumperFields = z
  .object({
    kind: z.enum(addKinds),
    memberId: z.string().nullable(),
    passengerId: z.string().nullable(),
    videoFlyerId: z.string().nullable(),
    students: z.array(z.object({ memberId: z.string().nullable(), trainingJump: z.string() })),
    altitude: altitudeField,
    ownGear: z.boolean(),
    gearRental: z.string(),
    highOpening: z.boolean(),
    jumpers: z.array(
      z.object({
        memberId: z.string(),
        altitude: altitudeField,
        ownGear: z.boolean(),
        gearRental: z.string(),
      }),
    ),
  })
  .superRefine((form, ctx) => {
    const rents: [string, (string | number)[]][] =
      form.kind === 'several'
        ? form.jumpers.map((row, index) => [row.gearRental, ['jumpers', index, 'gearRental']])
        : [[form.gearRental, ['gearRental']]];
    for (const [text, path] of rents) {
      for (const issue of gearRentText.safeParse(text).error?.issues ?? []) {
        ctx.addIssue({ code: 'custom', message: issue.message, path });
      }
    }
  }) satisfies z.ZodType<AddJumperForm, AddJumperForm>;
export type AddJumperControl = Control<AddJumperForm>;

/** The pickers offer only whom the server accepts there (the shared rules of `assertGroupMembers`). */
export const isStudentMember = (m: MemberRow) => isStudentRole(m.role);
export const isStudentInstructor = (m: MemberRow) => isStudentInstructorRule(m);

/** What the server checks a group against: the load, its plane's jump lines and the club's programs. */
export interface GroupContext {
  load: Pick<Load, 'minutePricing'>;
  jumpLines: readonly JumpLine[];
  programs: readonly TrainingProgram[];
  /** The jumpers already on the load: the server refuses them a second place; they take its slots. */
  onLoad?: readonly Pick<LoadJumper, 'memberId' | 'didNotJump'>[];
  /** The load plane's slots (0 or null: no slot count), to warn when the form would take the load over them. */
  planeSlots?: number | null;
}

/** The form's unfinished parts (a locale key under `loads.day.add.errors`): nothing to check the rules on yet. */
function missingPart(form: AddJumperForm): string | null {
  if (!form.memberId) {
    return 'member';
  }
  if (form.altitude === null) {
    return 'altitude';
  }
  if (gearRentEuros(form.gearRental) === undefined) {
    return 'gearRental';
  }
  if (form.kind === 'tandem' && !form.passengerId) {
    return 'passenger';
  }
  if (form.kind === 'student' && !form.students.some((s) => s.memberId)) {
    return 'students';
  }
  return null;
}

/** The slot tree of the form as the server gets it once parsed (the gear rent in cents). */
function groupRequestOf(form: AddJumperForm): ManifestGroupRequest {
  const body = manifestBodyOf(form);
  const rent = body.gearRental;
  return { ...body, gearRental: rent === null || rent === undefined ? rent : eurosAsCents.parse(rent) };
}

/**
 * The form checked by the group rules the server enforces (`buildManifestGroup`): the rows it would add,
 * or the first problem as a locale key under `loads.day.add.errors` (a refusal under its catalogue key).
 */
function previewGroup(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
): { problem: string | null; slots: ManifestSlot[] } {
  const missing = missingPart(form);
  if (missing) {
    return { problem: missing, slots: [] };
  }
  const request = groupRequestOf(form);
  if (groupMemberIds(request).some((id) => group.onLoad?.some((j) => j.memberId === id))) {
    return { problem: 'memberAlreadyOnLoad', slots: [] };
  }
  try {
    const slots = buildManifestGroup(request, {
      members: members.map((m) => ({ ...m, id: m._id })),
      jumpLineAltitudes: group.jumpLines.map((l) => l.altitude),
      trainingJumps: group.programs.flatMap((p) => p.jumps),
      load: group.load,
    });
    return { problem: null, slots };
  } catch (err) {
    if (err instanceof DomainError) {
      return { problem: err.detail ?? err.code, slots: [] };
    }
    throw err;
  }
}

/** One row of the `several` kind as the single fun jumper it is on the server. */
function rowForm(form: AddJumperForm, row: JumperRowDraft): AddJumperForm {
  return { ...emptyForm(row.altitude), ...row, kind: 'normal', highOpening: form.highOpening };
}

/**
 * Each row of the `several` kind checked on its own by the server's group rules: its problem as a locale
 * key under `loads.day.add.errors`, or null.
 */
export function rowProblems(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
): (string | null)[] {
  return form.jumpers.map((row) => previewGroup(rowForm(form, row), members, group).problem);
}

/** How many jumpers the form adds: everyone chosen so far (the tandem's passenger and video, the students). */
export function addingCount(form: AddJumperForm): number {
  switch (form.kind) {
    case 'several':
      return form.jumpers.length;
    case 'tandem':
      return [form.memberId, form.passengerId, form.videoFlyerId].filter(Boolean).length;
    case 'student':
      return [form.memberId, ...form.students.map((s) => s.memberId)].filter(Boolean).length;
    default:
      return form.memberId ? 1 : 0;
  }
}

/**
 * The plane's slots and the jumpers the load would have, when the form's jumpers would take the load over its
 * slots (`slotsOverBy`), or null. A warning only: the slots are information (domain rules, "Weights"), and the
 * server adds them anyway.
 */
export function slotsWarning(
  form: AddJumperForm,
  group: GroupContext,
): { slots: number; count: number } | null {
  const adding = addingCount(form);
  const taken = seatsTaken(group.onLoad ?? []);
  if (adding === 0 || slotsOverBy(group.planeSlots, taken, adding) === 0) {
    return null;
  }
  return { slots: group.planeSlots ?? 0, count: taken + adding };
}

/** The first problem of the form as a locale key under `loads.day.add.errors`, or null when it can be sent. */
export function formProblem(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
): string | null {
  if (form.kind === 'several') {
    if (form.jumpers.length === 0) {
      return 'jumpers';
    }
    return rowProblems(form, members, group).find((p) => p !== null) ?? null;
  }
  return previewGroup(form, members, group).problem;
}

/** The one `POST /api/loads/{id}/jumpers` body of the form (a slot tree). Call after `formProblem`. */
export function manifestBodyOf(form: AddJumperForm): ManifestBody {
  const memberId = form.memberId ?? '';
  const altitude = form.altitude ?? 0;
  const gear = {
    ownGear: form.ownGear,
    highOpening: form.highOpening,
    ...(form.ownGear ? {} : { gearRental: gearRentEuros(form.gearRental) ?? null }),
  };
  switch (form.kind) {
    case 'tandem':
      return {
        memberId,
        type: 'tandem',
        altitude,
        tandemMemberId: form.passengerId ?? '',
        ...(form.videoFlyerId ? { videoFlyerId: form.videoFlyerId } : {}),
        ...gear,
      };
    case 'student':
      return {
        memberId,
        type: 'instructor',
        altitude,
        students: form.students
          .filter((s) => s.memberId)
          .map((s) => ({
            memberId: s.memberId ?? '',
            ...(s.trainingJump ? { trainingJump: s.trainingJump } : {}),
          })),
        ...gear,
      };
    case 'video':
      return { memberId, type: 'video', altitude, ...gear };
    default:
      return { memberId, type: 'normal', altitude, ...gear };
  }
}

/**
 * The `POST /api/loads/{id}/jumpers/many` body of the `several` kind: one fun jumper alone per row, the
 * high opening the same for all. Call after `formProblem`.
 */
export function manifestManyBodyOf(form: AddJumperForm): ManifestManyBody {
  return {
    jumpers: form.jumpers.map(
      (row): ManifestSingleBody => ({
        memberId: row.memberId,
        type: 'normal',
        altitude: row.altitude ?? 0,
        ownGear: row.ownGear,
        highOpening: form.highOpening,
        ...(row.ownGear ? {} : { gearRental: gearRentEuros(row.gearRental) ?? null }),
      }),
    ),
  };
}

/**
 * The rows the form adds as the server's group rules build them (each jumper with their type: a tandem's
 * instructor, passenger and video flyer, a student group's instructor and students); none while the form has a
 * problem. What the prices are quoted on, and what the wind limits are checked on (`windProblems`).
 */
export function addedSlots(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
): ManifestSlot[] {
  return form.kind === 'several'
    ? form.jumpers.flatMap((row) => previewGroup(rowForm(form, row), members, group).slots)
    : previewGroup(form, members, group).slots;
}

/** What the form's prices are quoted from: the load as the API shows it, its plane and the club. */
export type QuoteContext = Omit<ApiPricingSource, 'member'>;

/**
 * Everyone in the form's group with what landing will charge them (the rows the group rules give, quoted by
 * `quoteAdding`: `priceLoad` over the load with them on it, as landing prices it), in cents; none while the
 * form has a problem. The `several` kind's rows are quoted together, so a minute price share counts them all.
 */
export function payersOf(
  form: AddJumperForm,
  members: readonly MemberRow[],
  group: GroupContext,
  pricing: QuoteContext,
): { member: MemberRow; priceCents: Cents; quote: Quote }[] {
  const slots = addedSlots(form, members, group);
  const byId = new Map(members.map((m) => [m._id, m]));
  const member = (id: string) => byId.get(id);
  const quotes = quoteAdding(loadPricingOfApi({ ...pricing, member }), slots, member);
  return slots.flatMap((slot, i) => {
    const m = byId.get(slot.memberId);
    const quote = quotes[i];
    return m && quote ? [{ member: m, priceCents: quote.cents, quote }] : [];
  });
}

/**
 * The members the form has picked so far for its kind (each once, in the form's order), whatever is still
 * missing: their waiver alarms are said as soon as they are picked.
 */
export function pickedMembers(form: AddJumperForm, members: readonly MemberRow[]): MemberRow[] {
  const ids =
    form.kind === 'several'
      ? form.jumpers.map((row) => row.memberId)
      : [
          form.memberId,
          ...(form.kind === 'tandem' ? [form.passengerId, form.videoFlyerId] : []),
          ...(form.kind === 'student' ? form.students.map((s) => s.memberId) : []),
        ];
  const byId = new Map(members.map((m) => [m._id, m]));
  return [...new Set(ids)].flatMap((id) => {
    const member = id ? byId.get(id) : undefined;
    return member ? [member] : [];
  });
}
