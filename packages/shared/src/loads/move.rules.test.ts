import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import type { GroupMember } from './loads.rules';
import { buildManifestGroups, type ManifestManyContext, type ManifestSingleRequest } from './manifest.rules';
import {
  assertCanMoveGroup,
  type GroupRow,
  groupOfJumper,
  groupRequestOfRows,
  type MoveContext,
} from './move.rules';

const person = (id: string, over: Partial<GroupMember> = {}): GroupMember & { id: string } => ({
  id,
  role: 'jumper',
  isTandemInstructor: false,
  isVideoFlyer: false,
  isStaticLineInstructor: false,
  isAFFInstructor: false,
  ...over,
});

const members = [
  person('fun'),
  person('fun2'),
  person('fun3'),
  person('tandemI', { isTandemInstructor: true }),
  person('pax', { role: 'student-tandem' }),
  person('video', { isVideoFlyer: true }),
  person('aff', { isAFFInstructor: true }),
  person('student', { role: 'student-aff' }),
];
const names = new Map(members.map((m) => [m.id, `Name of ${m.id}`]));

/** The catalogue's detail (or code) a rule refuses with; 'ok' when it passes. */
function outcome(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (e) {
    if (!(e instanceof DomainError)) {
      throw e;
    }
    return e.detail ?? e.code;
  }
}

function refusal(run: () => unknown): DomainError {
  try {
    run();
  } catch (e) {
    if (e instanceof DomainError) {
      return e;
    }
    throw e;
  }
  throw new Error('not refused');
}

describe('buildManifestGroups: several jumpers alone at once', () => {
  const ctx: ManifestManyContext = {
    members,
    jumpLineAltitudes: [1000, 4000],
    trainingJumps: [],
    load: { minutePricing: false },
    onLoad: ['fun3'],
    names,
  };
  const row = (memberId: string, over: Partial<ManifestSingleRequest> = {}): ManifestSingleRequest => ({
    memberId,
    type: 'normal',
    altitude: 4000,
    ...over,
  });

  it.each<[string, ManifestSingleRequest[], string, Partial<ManifestManyContext>?]>([
    ['two fun jumpers', [row('fun'), row('fun2')], 'ok'],
    [
      'a solo student and a video flyer',
      [row('student', { type: 'student' }), row('video', { type: 'video' })],
      'ok',
    ],
    ['a member already on the load', [row('fun'), row('fun3')], 'memberAlreadyOnLoad'],
    ['a member twice in the list', [row('fun'), row('fun')], 'memberAlreadyOnLoad'],
    ['an altitude off the jump lines', [row('fun'), row('fun2', { altitude: 3000 })], 'altitudeNotJumpLine'],
    ['a licensed jumper as a student', [row('fun', { type: 'student' })], 'studentRoleRequired'],
    ['an unknown member', [row('fun'), row('nobody')], 'memberNotFound'],
    // the plane's slots are information only: no count of them is asked, and any number may be added
    [
      'five at once, whatever the plane seats',
      [row('fun'), row('fun2'), row('video'), row('aff'), row('tandemI')],
      'ok',
    ],
  ])('%s: %s', (_name, rows, expected, over = {}) => {
    // a refused row says its reason on the row's line (the detail names the member)
    const reason = (run: () => unknown) => {
      const e = outcome(run) === 'ok' ? null : refusal(run);
      return e ? (e.validationErrors?.[0]?.locale.replace(/^\w+\./, '') ?? e.detail ?? e.code) : 'ok';
    };
    expect(reason(() => buildManifestGroups(rows, { ...ctx, ...over }))).toBe(expected);
  });

  it('builds one single group per row, in the list’s order, with the row’s gear', () => {
    const groups = buildManifestGroups([row('fun', { ownGear: true }), row('fun2', { altitude: 1000 })], ctx);
    expect(groups.map((g) => g.map((s) => [s.memberId, s.groupRole, s.altitude, s.ownGear]))).toEqual([
      [['fun', 'single', 4000, true]],
      [['fun2', 'single', 1000, false]],
    ]);
  });

  it('names the refused member and the row, and points the row’s line at the field', () => {
    const dup = refusal(() => buildManifestGroups([row('fun'), row('fun3')], ctx));
    expect(dup.code).toBe('memberAlreadyOnLoad');
    expect(dup.detail).toBe('jumperRefused');
    expect(dup.detailParams).toEqual({ name: 'Name of fun3', row: 2 });
    expect(dup.validationErrors).toEqual([
      { field: 'jumpers.1.memberId', fieldLocale: 'fields.memberId', locale: 'error.memberAlreadyOnLoad' },
    ]);
    const altitude = refusal(() => buildManifestGroups([row('fun2', { altitude: 3000 })], ctx));
    expect(altitude.message).toBe('Invalid data');
    expect(altitude.detailParams).toEqual({ name: 'Name of fun2', row: 1 });
    expect(altitude.validationMessage).toEqual([
      'jumpers.0.altitude: The altitude is not a jump line of the load’s plane',
    ]);
    expect(altitude.validationErrors).toEqual([
      {
        field: 'jumpers.0.altitude',
        fieldLocale: 'fields.altitude',
        locale: 'errorDetail.altitudeNotJumpLine',
      },
    ]);
    // an unknown member has no name: its id says which row
    expect(refusal(() => buildManifestGroups([row('nobody')], ctx)).detailParams).toEqual({
      name: 'nobody',
      row: 1,
    });
  });
});

describe('moving a manifest group', () => {
  let n = 0;
  const r = (memberId: string, groupId: string, over: Partial<GroupRow> = {}): GroupRow => ({
    id: `j${++n}`,
    memberId,
    type: 'normal',
    groupId,
    groupRole: 'single',
    altitude: 4000,
    trainingJumpId: null,
    gearRentalCents: null,
    ownGear: false,
    highOpening: false,
    didNotJump: false,
    ...over,
  });
  const tandem = [
    r('tandemI', 'g-t', { type: 'tandem', groupRole: 'tandemInstructor', ownGear: true }),
    r('pax', 'g-t', { type: 'tandem', groupRole: 'passenger' }),
    r('video', 'g-t', { type: 'video', groupRole: 'videoFlyer', ownGear: true }),
  ];
  const aff = [
    r('aff', 'g-a', { type: 'instructor', groupRole: 'instructor', ownGear: true }),
    r('student', 'g-a', {
      type: 'student',
      groupRole: 'student',
      trainingJumpId: 'aff1',
      gearRentalCents: 1500,
    }),
  ];
  const fun = r('fun', 'g-f', { highOpening: true });
  const source = [...tandem, fun, ...aff];

  it('finds the jumper’s whole group, whoever of it is named', () => {
    expect(groupOfJumper(source, tandem[1]?.id ?? '').map((x) => x.memberId)).toEqual([
      'tandemI',
      'pax',
      'video',
    ]);
    expect(groupOfJumper(source, fun.id)).toEqual([fun]);
    expect(outcome(() => groupOfJumper(source, 'nobody'))).toBe('memberNotFound');
  });

  it('rebuilds the slot tree a group was added with', () => {
    expect(groupRequestOfRows(tandem)).toEqual({
      memberId: 'tandemI',
      type: 'tandem',
      altitude: 4000,
      tandemMemberId: 'pax',
      videoFlyerId: 'video',
      gearRental: null,
      highOpening: false,
      ownGear: true,
    });
    expect(groupRequestOfRows(aff)).toMatchObject({
      memberId: 'aff',
      type: 'instructor',
      students: [{ memberId: 'student', trainingJump: 'aff1' }],
      gearRental: 1500,
    });
    expect(groupRequestOfRows([fun])).toMatchObject({ memberId: 'fun', type: 'normal', highOpening: true });
  });

  const today = '2026-06-06';
  const load = (id: string, over: Partial<MoveContext['to']> = {}): MoveContext['to'] => ({
    id,
    number: id === 'A' ? 1 : 2,
    date: today,
    state: 'open',
    createdAt: new Date('2026-06-06T08:00:00Z'),
    minutePricing: false,
    ...over,
  });
  const ctx = (group: GroupRow[], over: Partial<MoveContext> = {}): MoveContext => ({
    from: load('A'),
    to: load('B'),
    edit: { editsPastDays: false, today, now: new Date('2026-06-06T09:00:00Z') },
    group,
    onTarget: [{ memberId: 'fun2' }],
    names,
    members,
    jumpLineAltitudes: [1000, 4000],
    trainingJumps: [{ _id: 'aff1', name: 'AFF 1', requiresInstructor: true, requiresSlInstructor: false }],
    ...over,
  });

  it.each<[string, GroupRow[], Partial<MoveContext>, string]>([
    ['a fun jumper to an open load', [fun], {}, 'ok'],
    ['a tandem with video to an open load', tandem, {}, 'ok'],
    ['an instructor with a student', aff, {}, 'ok'],
    ['to a flying load (adding is allowed there too)', [fun], { to: load('B', { state: 'flying' }) }, 'ok'],
    ['to the same load', [fun], { to: load('A') }, 'moveToSameLoad'],
    ['from a landed load', [fun], { from: load('A', { state: 'landed' }) }, 'loadAlreadyLanded'],
    ['to a landed load', [fun], { to: load('B', { state: 'landed' }) }, 'loadAlreadyLanded'],
    ['to a load of another day', [fun], { to: load('B', { date: '2026-06-07' }) }, 'moveToOtherDay'],
    [
      'on a past day, not an admin',
      [fun],
      { from: load('A', { date: '2026-06-05' }), to: load('B', { date: '2026-06-05' }) },
      'pastDayLoads',
    ],
    [
      'on a past day, an admin',
      [fun],
      {
        from: load('A', { date: '2026-06-05' }),
        to: load('B', { date: '2026-06-05' }),
        edit: { editsPastDays: true, today, now: new Date('2026-06-06T09:00:00Z') },
      },
      'ok',
    ],
    ['a member already on the target', [fun], { onTarget: [{ memberId: 'fun' }] }, 'alreadyOnLoadNamed'],
    [
      'a tandem whose video flyer is on the target',
      tandem,
      { onTarget: [{ memberId: 'video' }] },
      'alreadyOnLoadNamed',
    ],
    ['to a plane without the altitude', [fun], { jumpLineAltitudes: [1200, 3000] }, 'altitudeNotJumpLine'],
    ['to a plane without jump lines', [fun], { jumpLineAltitudes: [] }, 'ok'],
    [
      'a jumper whose altitude was edited apart from the group',
      [aff[0] as GroupRow, { ...(aff[1] as GroupRow), altitude: 3000 }],
      { jumpLineAltitudes: [4000] },
      'altitudeNotJumpLine',
    ],
    [
      'a student group to a minute-priced load',
      aff,
      { to: load('B', { minutePricing: true }) },
      'minutePriceWithStudents',
    ],
    ['a fun jumper to a minute-priced load', [fun], { to: load('B', { minutePricing: true }) }, 'ok'],
    // the plane's slots are information only: a move may take the target over them
    [
      'a tandem of three to a load of twenty',
      tandem,
      { onTarget: [...Array(20).keys()].map((i) => ({ memberId: `x${i}` })) },
      'ok',
    ],
    ['a passenger whose instructor was removed', [tandem[1] as GroupRow], {}, 'tandemNeedsInstructor'],
    [
      'a group whose member is no longer in the club',
      [fun],
      { members: members.filter((m) => m.id !== 'fun') },
      'memberNotFound',
    ],
  ])('%s', (_name, group, over, expected) => {
    expect(outcome(() => assertCanMoveGroup(ctx(group, over)))).toBe(expected);
  });

  it('names the member already on the target, and the target’s number', () => {
    const e = refusal(() => assertCanMoveGroup(ctx(tandem, { onTarget: [{ memberId: 'pax' }] })));
    expect(e.message).toBe('a member is already on this load');
    expect(e.detailParams).toEqual({ name: 'Name of pax', number: 2 });
  });
});
