import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { cents } from '../money';
import type { GroupMember } from './loads.rules';
import {
  buildManifestGroup,
  groupMemberIds,
  type ManifestGroupContext,
  type ManifestGroupRequest,
} from './manifest.rules';

const person = (id: string, over: Partial<GroupMember> = {}): GroupMember & { id: string } => ({
  id,
  role: 'jumper',
  isTandemInstructor: false,
  isVideoFlyer: false,
  isStaticLineInstructor: false,
  isAFFInstructor: false,
  ...over,
});

const cast = {
  fun: person('fun'),
  tandemI: person('tandemI', { isTandemInstructor: true }),
  pax: person('pax', { role: 'student-tandem' }),
  video: person('video', { isVideoFlyer: true }),
  aff: person('aff', { isAFFInstructor: true }),
  sl: person('sl', { isStaticLineInstructor: true }),
  affStudent: person('affStudent', { role: 'student-aff' }),
  slStudent: person('slStudent', { role: 'student-sl' }),
  affStudent2: person('affStudent2', { role: 'student-aff' }),
};

const ctx: ManifestGroupContext = {
  members: Object.values(cast),
  jumpLineAltitudes: [1000, 4000],
  trainingJumps: [
    { _id: 'aff1', name: 'AFF 1', requiresInstructor: true, requiresSlInstructor: false },
    { _id: 'sl1', name: 'SL 1', requiresInstructor: false, requiresSlInstructor: true },
    { _id: 'free', name: 'Free fall', requiresInstructor: false, requiresSlInstructor: false },
  ],
  load: { minutePricing: false },
};

const req = (over: Partial<ManifestGroupRequest>): ManifestGroupRequest => ({
  memberId: 'fun',
  type: 'normal',
  altitude: 4000,
  ...over,
});

/** The catalogue's detail (or code) a group is refused with; 'ok' when it is accepted. */
function outcome(request: ManifestGroupRequest, context: ManifestGroupContext = ctx): string {
  try {
    buildManifestGroup(request, context);
    return 'ok';
  } catch (e) {
    if (!(e instanceof DomainError)) {
      throw e;
    }
    return e.detail ?? e.code;
  }
}

describe('buildManifestGroup: who may be what, and where', () => {
  it.each<[string, Partial<ManifestGroupRequest>, string, Partial<ManifestGroupContext>?]>([
    // jumping alone
    ['a fun jumper', { memberId: 'fun' }, 'ok'],
    ['a video jumper alone', { memberId: 'video', type: 'video' }, 'ok'],
    ['a licensed jumper as a student alone', { memberId: 'fun', type: 'student' }, 'studentRoleRequired'],
    ['a tandem student as a student alone', { memberId: 'pax', type: 'student' }, 'studentRoleRequired'],
    ['an AFF student alone', { memberId: 'affStudent', type: 'student' }, 'ok'],
    ['an instructor alone (no students)', { memberId: 'aff', type: 'instructor' }, 'ok'],
    // tandems
    ['a tandem with passenger', { memberId: 'tandemI', type: 'tandem', tandemMemberId: 'pax' }, 'ok'],
    [
      'a tandem with passenger and video flyer',
      { memberId: 'tandemI', type: 'tandem', tandemMemberId: 'pax', videoFlyerId: 'video' },
      'ok',
    ],
    [
      'a tandem led by a jumper who is not a tandem instructor',
      { memberId: 'fun', type: 'tandem', tandemMemberId: 'pax' },
      'tandemNeedsInstructor',
    ],
    ['a tandem without a passenger', { memberId: 'tandemI', type: 'tandem' }, 'tandemNeedsInstructor'],
    [
      'a passenger given with another type is still a tandem',
      { memberId: 'fun', type: 'normal', tandemMemberId: 'pax' },
      'tandemNeedsInstructor',
    ],
    [
      'a licensed jumper as passenger',
      { memberId: 'tandemI', type: 'tandem', tandemMemberId: 'fun' },
      'tandemPassengerRole',
    ],
    [
      'an AFF student as passenger',
      { memberId: 'tandemI', type: 'tandem', tandemMemberId: 'affStudent' },
      'tandemPassengerRole',
    ],
    [
      'a video flyer who is not one',
      { memberId: 'tandemI', type: 'tandem', tandemMemberId: 'pax', videoFlyerId: 'fun' },
      'videoFlyerRequired',
    ],
    // student groups and training jumps
    [
      'an AFF instructor with an AFF student on AFF 1',
      { memberId: 'aff', type: 'instructor', students: [{ memberId: 'affStudent', trainingJump: 'aff1' }] },
      'ok',
    ],
    [
      'an SL instructor with an SL student on SL 1',
      { memberId: 'sl', type: 'instructor', students: [{ memberId: 'slStudent', trainingJump: 'sl1' }] },
      'ok',
    ],
    [
      'an AFF instructor on a jump that needs an SL instructor',
      { memberId: 'aff', type: 'instructor', students: [{ memberId: 'slStudent', trainingJump: 'sl1' }] },
      'instructorRatingRequired',
    ],
    [
      'a licensed jumper leading a student group',
      { memberId: 'fun', type: 'instructor', students: [{ memberId: 'affStudent' }] },
      'instructorRatingRequired',
    ],
    [
      'a licensed jumper as a student in a group',
      { memberId: 'aff', type: 'instructor', students: [{ memberId: 'fun' }] },
      'studentRoleRequired',
    ],
    [
      'a tandem student as a student in a group',
      { memberId: 'aff', type: 'instructor', students: [{ memberId: 'pax' }] },
      'studentRoleRequired',
    ],
    [
      'a training jump the club does not have',
      { memberId: 'aff', type: 'instructor', students: [{ memberId: 'affStudent', trainingJump: 'nope' }] },
      'unknownTrainingJump',
    ],
    [
      'the second student breaking a rule refuses the group',
      {
        memberId: 'aff',
        type: 'instructor',
        students: [{ memberId: 'affStudent' }, { memberId: 'fun' }],
      },
      'studentRoleRequired',
    ],
    // altitude
    ['an altitude that is no jump line', { altitude: 2500 }, 'altitudeNotJumpLine'],
    ['any altitude on a plane without jump lines', { altitude: 2500 }, 'ok', { jumpLineAltitudes: [] }],
    // members
    [
      'a member twice in the group',
      { memberId: 'tandemI', type: 'tandem', tandemMemberId: 'tandemI' },
      'memberAlreadyOnLoad',
    ],
    ['an unknown member', { memberId: 'ghost' }, 'memberNotFound'],
    [
      'an unknown passenger is not found before any rule',
      { memberId: 'fun', type: 'tandem', tandemMemberId: 'ghost' },
      'memberNotFound',
    ],
    [
      'a duplicate is found before an unknown member',
      { memberId: 'ghost', type: 'instructor', students: [{ memberId: 'ghost' }] },
      'memberAlreadyOnLoad',
    ],
    // minute pricing
    ['a fun jumper on a minute-priced load', { memberId: 'fun' }, 'ok', { load: { minutePricing: true } }],
    [
      'a tandem on a minute-priced load',
      { memberId: 'tandemI', type: 'tandem', tandemMemberId: 'pax' },
      'minutePriceWithStudents',
      { load: { minutePricing: true } },
    ],
    [
      'a student group on a minute-priced load',
      { memberId: 'aff', type: 'instructor', students: [{ memberId: 'affStudent' }] },
      'minutePriceWithStudents',
      { load: { minutePricing: true } },
    ],
    [
      'a student alone on a minute-priced load (jumps as a single)',
      { memberId: 'affStudent', type: 'student' },
      'ok',
      { load: { minutePricing: true } },
    ],
  ])('%s → %s', (_name, over, expected, context = {}) => {
    expect(outcome(req(over), { ...ctx, ...context })).toBe(expected);
  });

  it('refuses with the catalogue’s codes and statuses', () => {
    const error = (request: ManifestGroupRequest) => {
      try {
        buildManifestGroup(request, ctx);
      } catch (e) {
        return e as DomainError;
      }
      throw new Error('accepted');
    };
    expect(error(req({ altitude: 2500 }))).toMatchObject({ code: 'invalidData', status: 400 });
    expect(error(req({ memberId: 'ghost' }))).toMatchObject({ code: 'memberNotFound', status: 404 });
    expect(error(req({ memberId: 'fun', type: 'tandem', tandemMemberId: 'pax' }))).toMatchObject({
      code: 'tandemNeedsInstructor',
    });
  });
});

describe('buildManifestGroup: the rows to insert', () => {
  it('a tandem: instructor and video flyer with own gear, passenger between them', () => {
    const rows = buildManifestGroup(
      req({
        memberId: 'tandemI',
        type: 'tandem',
        tandemMemberId: 'pax',
        videoFlyerId: 'video',
        highOpening: true,
        gearRental: cents(1000),
      }),
      ctx,
    );
    expect(rows.map((r) => [r.memberId, r.type, r.groupRole, r.ownGear, r.gearRentalCents])).toEqual([
      ['tandemI', 'tandem', 'tandemInstructor', true, null],
      ['pax', 'tandem', 'passenger', false, null],
      ['video', 'video', 'videoFlyer', true, null],
    ]);
    expect(rows.every((r) => r.altitude === 4000 && r.highOpening)).toBe(true);
  });

  it('a student group: the students carry the training jump, the gear and its rent', () => {
    const rows = buildManifestGroup(
      req({
        memberId: 'aff',
        type: 'instructor',
        students: [{ memberId: 'affStudent', trainingJump: 'aff1' }, { memberId: 'affStudent2' }],
        gearRental: cents(1200),
      }),
      ctx,
    );
    expect(
      rows.map((r) => [r.memberId, r.groupRole, r.trainingJumpId, r.trainingJumpName, r.gearRentalCents]),
    ).toEqual([
      ['aff', 'instructor', null, null, null],
      ['affStudent', 'student', 'aff1', 'AFF 1', 1200],
      ['affStudent2', 'student', null, null, 1200],
    ]);
    expect(rows.map((r) => r.ownGear)).toEqual([true, false, false]);
  });

  it('a jumper alone: own gear and rent as asked, high opening off by default', () => {
    expect(buildManifestGroup(req({ ownGear: true, gearRental: null }), ctx)).toEqual([
      {
        memberId: 'fun',
        type: 'normal',
        groupRole: 'single',
        altitude: 4000,
        highOpening: false,
        ownGear: true,
        gearRentalCents: null,
        trainingJumpId: null,
        trainingJumpName: null,
      },
    ]);
  });

  it('names every member of the slot tree', () => {
    expect(
      groupMemberIds(
        req({
          memberId: 'tandemI',
          tandemMemberId: 'pax',
          videoFlyerId: 'video',
        }),
      ),
    ).toEqual(['tandemI', 'pax', 'video']);
    expect(
      groupMemberIds(req({ memberId: 'aff', students: [{ memberId: 'a' }, { memberId: 'b' }] })),
    ).toEqual(['aff', 'a', 'b']);
  });
});
