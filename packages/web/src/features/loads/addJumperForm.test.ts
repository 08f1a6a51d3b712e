import { type JumpLine, manifestManyBody, type TrainingProgram } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import i18n from '../../app/i18n';

import { type MemberRow, memberRow } from '../members/api';
import {
  type AddJumperForm,
  emptyForm,
  formProblem,
  type GroupContext,
  type JumperRowDraft,
  manifestManyBodyOf,
  payersOf,
  pickedMembers,
  type QuoteContext,
  rowProblems,
  slotsWarning,
} from './addJumperForm';
import { buildMember } from './loadsTestServer';

const row = (over: Parameters<typeof buildMember>[0]): MemberRow => {
  return memberRow(buildMember(over));
};

const members: MemberRow[] = [
  row({ _id: 'tandemI', firstName: 'Teemu', isTandemInstructor: true }),
  row({ _id: 'pax', firstName: 'Paula', role: 'student-tandem' }),
  row({ _id: 'fun', firstName: 'Frank', balance: 10 }),
  row({ _id: 'clubber', firstName: 'Kaisa', isClubMember: true }),
  row({ _id: 'aff', firstName: 'Aino', isAFFInstructor: true }),
  row({ _id: 'slStudent', firstName: 'Sami', role: 'student-sl' }),
  row({ _id: 'affStudent', firstName: 'Aku', role: 'student-aff' }),
];

const jumpLines: JumpLine[] = [
  { _id: 'l1', altitude: 1000, price: 20, priceForMembers: null, tandemPrice: null },
  { _id: 'l2', altitude: 4000, price: 32, priceForMembers: 29, tandemPrice: 250 },
];
const programs: TrainingProgram[] = [
  {
    _id: 'p1',
    forStudentType: 'student-sl',
    jumps: [{ _id: 'sl1', name: 'SL 1', requiresInstructor: false, requiresSlInstructor: true }],
  },
];
const group: GroupContext = { load: { minutePricing: false }, jumpLines, programs };
const noTimes = { takeoff: null, land: null, flightTime: null };
/** What the form quotes from: an empty load of the plane with these lines, the club's gear rent. */
const pricing = (gearRent: number): QuoteContext => ({
  load: { minutePricing: false, ...noTimes, jumpers: [] },
  plane: { jumpLines, minutePrice: null, roundUpMinutePrice: false },
  club: { defaultGearRent: gearRent, roundUpMinutePrice: false },
});

const form = (over: Partial<AddJumperForm>): AddJumperForm => ({ ...emptyForm(4000), ...over });

describe('the add-jumper form checks the group with the server’s rules', () => {
  it.each<[string, Partial<AddJumperForm>, string | null, Partial<GroupContext>?]>([
    ['no jumper chosen', {}, 'member'],
    ['no altitude', { memberId: 'fun', altitude: null }, 'altitude'],
    ['a third decimal in the gear rent', { memberId: 'fun', gearRental: '12,345' }, 'gearRental'],
    ['a fun jumper', { memberId: 'fun' }, null],
    ['a tandem without a passenger yet', { kind: 'tandem', memberId: 'tandemI' }, 'passenger'],
    ['a tandem', { kind: 'tandem', memberId: 'tandemI', passengerId: 'pax' }, null],
    [
      'a tandem led by a jumper who is not a tandem instructor',
      { kind: 'tandem', memberId: 'fun', passengerId: 'pax' },
      'tandemNeedsInstructor',
    ],
    [
      'a licensed jumper as passenger',
      { kind: 'tandem', memberId: 'tandemI', passengerId: 'fun' },
      'tandemPassengerRole',
    ],
    [
      'a video flyer who is not one',
      { kind: 'tandem', memberId: 'tandemI', passengerId: 'pax', videoFlyerId: 'fun' },
      'videoFlyerRequired',
    ],
    ['a student group without students', { kind: 'student', memberId: 'aff' }, 'students'],
    [
      'an AFF instructor on an SL jump',
      { kind: 'student', memberId: 'aff', students: [{ memberId: 'slStudent', trainingJump: 'sl1' }] },
      'instructorRatingRequired',
    ],
    [
      'a jumper leading students',
      { kind: 'student', memberId: 'fun', students: [{ memberId: 'affStudent', trainingJump: '' }] },
      'instructorRatingRequired',
    ],
    [
      'a tandem on a minute-priced load',
      { kind: 'tandem', memberId: 'tandemI', passengerId: 'pax' },
      'minutePriceWithStudents',
      { load: { minutePricing: true } },
    ],
    ['an altitude the plane has no line for', { memberId: 'fun', altitude: 2500 }, 'altitudeNotJumpLine'],
  ])('%s → %s', (_name, over, expected, context = {}) => {
    expect(formProblem(form(over), members, { ...group, ...context })).toBe(expected);
  });

  it('says a refusal with the catalogue’s text, in both languages', async () => {
    expect(i18n.t('loads.day.add.errors.tandemPassengerRole', { lng: 'en' })).toBe(
      'A tandem passenger must be a tandem student',
    );
    expect(i18n.t('loads.day.add.errors.tandemNeedsInstructor', { lng: 'en' })).toBe(
      'Tandem needs tandem instructor',
    );
    expect(i18n.t('loads.day.add.errors.tandemPassengerRole', { lng: 'fi' })).toBe(
      i18n.t('errorDetail.tandemPassengerRole', { lng: 'fi' }),
    );
  });
});

describe('who pays in the form’s group', () => {
  const priced = (over: Partial<AddJumperForm>, gearRent = 15) =>
    payersOf(form(over), members, group, pricing(gearRent)).map((p) => [p.member._id, p.priceCents]);

  it.each<[string, Partial<AddJumperForm>, [string, number][]]>([
    ['a fun jumper pays the line and the club’s gear rent', { memberId: 'fun' }, [['fun', 4700]]],
    ['a club member pays the member price', { memberId: 'clubber', ownGear: true }, [['clubber', 2900]]],
    ['the jumper’s own gear rent', { memberId: 'fun', gearRental: '10' }, [['fun', 4200]]],
    [
      'a tandem: nobody pays from an account',
      { kind: 'tandem', memberId: 'tandemI', passengerId: 'pax' },
      [
        ['tandemI', 0],
        ['pax', 0],
      ],
    ],
    [
      'a student group: the instructor jumps free, the student pays',
      { kind: 'student', memberId: 'aff', students: [{ memberId: 'affStudent', trainingJump: '' }] },
      [
        ['aff', 0],
        ['affStudent', 4700],
      ],
    ],
    ['nobody while the group breaks a rule', { kind: 'tandem', memberId: 'fun', passengerId: 'pax' }, []],
  ])('%s', (_name, over, expected) => {
    expect(priced(over)).toEqual(expected);
  });
});

describe('several fun jumpers: each row checked on its own by the server’s rules', () => {
  const rowOf = (memberId: string, over: Partial<JumperRowDraft> = {}): JumperRowDraft => ({
    memberId,
    altitude: 4000,
    ownGear: false,
    gearRental: '',
    ...over,
  });
  const several = (jumpers: JumperRowDraft[], highOpening = false) =>
    form({ kind: 'several', jumpers, highOpening });
  const onLoad = [{ memberId: 'clubber', didNotJump: false }];

  it('says each row’s own problem, in place', () => {
    const rows = [
      rowOf('fun'),
      rowOf('clubber'),
      rowOf('aff', { altitude: 2500 }),
      rowOf('slStudent', { gearRental: '12,345' }),
      rowOf('gone'),
      rowOf('affStudent', { altitude: null }),
    ];
    expect(rowProblems(several(rows), members, { ...group, onLoad })).toEqual([
      null,
      'memberAlreadyOnLoad',
      'altitudeNotJumpLine',
      'gearRental',
      'memberNotFound',
      'altitude',
    ]);
  });

  it.each<[string, JumperRowDraft[], string | null, Partial<GroupContext>?]>([
    ['nobody chosen', [], 'jumpers'],
    ['everyone fine', [rowOf('fun'), rowOf('clubber')], null],
    ['the first bad row', [rowOf('fun'), rowOf('clubber', { altitude: 2500 })], 'altitudeNotJumpLine'],
    // the slots are information only: over them is a warning (`slotsWarning`), not a problem
    ['more than the slots left', [rowOf('fun'), rowOf('aff')], null, { planeSlots: 2, onLoad }],
  ])('%s → %s', (_name, rows, expected, context = {}) => {
    expect(formProblem(several(rows), members, { ...group, ...context })).toBe(expected);
  });

  it.each<[string, Partial<AddJumperForm>, Partial<GroupContext>, { slots: number; count: number } | null]>([
    [
      'two more on a plane of 2 with one on',
      { kind: 'several', jumpers: [rowOf('fun'), rowOf('aff')] },
      { planeSlots: 2, onLoad },
      { slots: 2, count: 3 },
    ],
    [
      'exactly the slots',
      { kind: 'several', jumpers: [rowOf('fun'), rowOf('aff')] },
      { planeSlots: 3, onLoad },
      null,
    ],
    [
      'a did-not-jump takes no slot',
      { kind: 'several', jumpers: [rowOf('fun'), rowOf('aff')] },
      { planeSlots: 2, onLoad: [{ memberId: 'clubber', didNotJump: true }] },
      null,
    ],
    [
      'a plane without a slot count',
      { kind: 'several', jumpers: [rowOf('fun'), rowOf('aff')] },
      { planeSlots: 0, onLoad },
      null,
    ],
    ['no plane', { kind: 'several', jumpers: [rowOf('fun'), rowOf('aff')] }, { onLoad }, null],
    [
      'nobody chosen on an overbooked load',
      { kind: 'several' },
      { planeSlots: 1, onLoad: [...onLoad, ...onLoad] },
      null,
    ],
    [
      'one fun jumper on a full plane',
      { memberId: 'fun' },
      { planeSlots: 1, onLoad },
      { slots: 1, count: 2 },
    ],
    ['a fun jumper not chosen yet', {}, { planeSlots: 1, onLoad }, null],
    [
      'a tandem with video: three seats',
      { kind: 'tandem', memberId: 'tandemI', passengerId: 'pax', videoFlyerId: 'aff' },
      { planeSlots: 3, onLoad },
      { slots: 3, count: 4 },
    ],
    [
      'an instructor with two students',
      {
        kind: 'student',
        memberId: 'aff',
        students: [
          { memberId: 'slStudent', trainingJump: '' },
          { memberId: 'affStudent', trainingJump: '' },
          { memberId: null, trainingJump: '' },
        ],
      },
      { planeSlots: 4, onLoad },
      null,
    ],
  ])('warns of the slots: %s', (_name, over, context, expected) => {
    expect(slotsWarning(form(over), { ...group, ...context })).toEqual(expected);
  });

  it('sends one fun jumper alone per row, the gear rent only when not their own', () => {
    const [first, second] = ['7a000000-0000-4000-8000-000000000001', '7a000000-0000-4000-8000-000000000002'];
    const body = manifestManyBodyOf(
      several([rowOf(first, { altitude: 1000, gearRental: '12,5' }), rowOf(second, { ownGear: true })], true),
    );
    expect(body).toEqual({
      jumpers: [
        {
          memberId: first,
          type: 'normal',
          altitude: 1000,
          ownGear: false,
          highOpening: true,
          gearRental: 12.5,
        },
        { memberId: second, type: 'normal', altitude: 4000, ownGear: true, highOpening: true },
      ],
    });
    // what the server's route parses
    expect(manifestManyBody.safeParse(body).success).toBe(true);
  });

  it('prices each row for its debt warning', () => {
    expect(
      payersOf(several([rowOf('fun'), rowOf('clubber', { ownGear: true })]), members, group, pricing(15)).map(
        (p) => [p.member._id, p.priceCents],
      ),
    ).toEqual([
      ['fun', 4700],
      ['clubber', 2900],
    ]);
  });
});

describe('the minute price share quoted as landing charges it', () => {
  const onLoad = (id: string) => ({
    _id: `j-${id}`,
    memberId: id,
    altitude: 4000,
    groupRole: 'single' as const,
    didNotJump: false,
    ownGear: true,
    gearRental: null,
    priceOverride: null,
  });
  const minuteLoad = (times: { takeoff: string | null; land: string | null }): QuoteContext => ({
    load: { minutePricing: true, flightTime: null, ...times, jumpers: [onLoad('a'), onLoad('b')] },
    plane: { jumpLines, minutePrice: 10, roundUpMinutePrice: false },
    club: { defaultGearRent: 15, roundUpMinutePrice: false },
  });
  const minuteGroup: GroupContext = { ...group, load: { minutePricing: true } };

  it('counts the new jumper among the payers: 10 € × 12 min ÷ 3', () => {
    const [payer] = payersOf(
      form({ memberId: 'fun' }),
      members,
      minuteGroup,
      minuteLoad({ takeoff: '10:00', land: '10:12' }),
    );
    expect(payer?.quote).toEqual({ cents: 4000, minuteUnknown: false });
  });

  it('says the share is not known before the flight time is', () => {
    const [payer] = payersOf(
      form({ memberId: 'fun' }),
      members,
      minuteGroup,
      minuteLoad({ takeoff: null, land: null }),
    );
    expect(payer?.quote.minuteUnknown).toBe(true);
  });
});

describe('the members picked so far (their waiver alarms are said at once)', () => {
  const names = (form: AddJumperForm) => pickedMembers(form, members).map((m) => m._id);
  const jumperRow = (memberId: string): JumperRowDraft => ({
    memberId,
    altitude: 4000,
    ownGear: true,
    gearRental: '',
  });
  it.each<[string, Partial<AddJumperForm>, string[]]>([
    ['nobody yet', { kind: 'normal' }, []],
    ['a fun jumper, before the altitude', { kind: 'normal', memberId: 'fun', altitude: null }, ['fun']],
    [
      'a tandem: instructor, passenger, video',
      { kind: 'tandem', memberId: 'tandemI', passengerId: 'pax', videoFlyerId: 'fun' },
      ['tandemI', 'pax', 'fun'],
    ],
    [
      'a passenger left from the tandem kind is not picked for a fun jump',
      { kind: 'normal', memberId: 'fun', passengerId: 'pax' },
      ['fun'],
    ],
    [
      'a student group, an empty student row skipped',
      {
        kind: 'student',
        memberId: 'aff',
        students: [
          { memberId: 'affStudent', trainingJump: '' },
          { memberId: null, trainingJump: '' },
        ],
      },
      ['aff', 'affStudent'],
    ],
    [
      'several, each once',
      { kind: 'several', jumpers: [jumperRow('fun'), jumperRow('clubber'), jumperRow('fun')] },
      ['fun', 'clubber'],
    ],
    ['an unknown id is left out', { kind: 'normal', memberId: 'gone' }, []],
  ])('%s', (_name, over, expected) => {
    expect(names({ ...emptyForm(4000), ...over })).toEqual(expected);
  });
});
