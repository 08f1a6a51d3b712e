import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WaiverAlarm, waiverAlarmKinds } from '../enums';
import {
  currentWaiver,
  isWaiverValid,
  type MemberForAlarms,
  memberFromWaiver,
  membersWaiverInfo,
  replacesPending,
  type WaiverForRules,
  waiverAlarms,
  waiverAlarmTexts,
  waiverYear,
} from './waivers.rules';

const HELSINKI = 'Europe/Helsinki';

const licensed: MemberForAlarms = { role: 'jumper', license: 'C', isSILMember: true };

function w(overrides: Partial<WaiverForRules> = {}): WaiverForRules {
  return {
    status: 'approved',
    signedAt: '2026-04-10T09:00:00Z',
    email: 'aino@example.com',
    ownGear: false,
    nextEquipmentExpiration: null,
    ...overrides,
  };
}

describe('waiverYear', () => {
  it.each([
    // 31.12. 23:30 in Helsinki (UTC+2) is 21:30 UTC: still the old year
    ['2025-12-31T21:30:00Z', HELSINKI, 2025],
    // 1.1. 00:30 in Helsinki is 31.12. 22:30 UTC: already the new year
    ['2025-12-31T22:30:00Z', HELSINKI, 2026],
    // the same instants in UTC
    ['2025-12-31T21:30:00Z', 'UTC', 2025],
    ['2025-12-31T22:30:00Z', 'UTC', 2025],
    ['2026-01-01T00:00:00Z', 'UTC', 2026],
    // the very second of midnight in Helsinki
    ['2025-12-31T22:00:00Z', HELSINKI, 2026],
    ['2025-12-31T21:59:59Z', HELSINKI, 2025],
  ])('%s in %s belongs to %i', (signedAt, zone, year) => {
    expect(waiverYear(signedAt, zone)).toBe(year);
    expect(waiverYear(new Date(signedAt), zone)).toBe(year);
  });

  it('defaults to the club time zone (Helsinki)', () => {
    expect(waiverYear('2025-12-31T22:30:00Z')).toBe(2026);
  });
});

describe('isWaiverValid', () => {
  it.each([
    ['approved this year', w(), '2026-06-01', true],
    ['pending this year', w({ status: 'pending' }), '2026-06-01', false],
    ['approved last year', w({ signedAt: '2025-06-01T09:00:00Z' }), '2026-06-01', false],
    [
      'signed 31.12. 23:30 Helsinki, checked on 31.12.',
      w({ signedAt: '2025-12-31T21:30:00Z' }),
      '2025-12-31',
      true,
    ],
    ['signed 31.12. 23:30 Helsinki, on 1.1.', w({ signedAt: '2025-12-31T21:30:00Z' }), '2026-01-01', false],
    ['signed 1.1. 00:30 Helsinki, on 1.1.', w({ signedAt: '2025-12-31T22:30:00Z' }), '2026-01-01', true],
    ['signed 1.1. 00:30 Helsinki, on 31.12.', w({ signedAt: '2025-12-31T22:30:00Z' }), '2025-12-31', false],
  ])('%s → %s', (_name, waiver, today, valid) => {
    expect(isWaiverValid(waiver, today, HELSINKI)).toBe(valid);
  });
});

describe('waiverAlarms', () => {
  const today = '2026-06-15';
  it.each<[string, MemberForAlarms, WaiverForRules[], WaiverAlarm[]]>([
    ['a valid waiver, licensed SIL member', licensed, [w()], []],
    ['no waiver at all', licensed, [], ['waiverNotFound']],
    ['only a pending waiver this year', licensed, [w({ status: 'pending' })], ['waiverNotApproved']],
    [
      'only older years’ waivers',
      licensed,
      [w({ signedAt: '2025-05-01T09:00:00Z' }), w({ signedAt: '2024-05-01T09:00:00Z' })],
      ['waiverExpired'],
    ],
    [
      'an old approved one and a pending one this year',
      licensed,
      [w({ signedAt: '2025-05-01T09:00:00Z' }), w({ status: 'pending' })],
      ['waiverNotApproved'],
    ],
    [
      'an approved one and a newer pending one this year',
      licensed,
      [w(), w({ status: 'pending', signedAt: '2026-05-01T09:00:00Z' })],
      [],
    ],
    [
      'own gear, inspection expired yesterday',
      licensed,
      [w({ ownGear: true, nextEquipmentExpiration: '2026-06-14' })],
      ['gearInspectionExpired'],
    ],
    [
      'own gear, inspection expires today (still fine)',
      licensed,
      [w({ ownGear: true, nextEquipmentExpiration: '2026-06-15' })],
      [],
    ],
    [
      'club gear with an old date (not checked)',
      licensed,
      [w({ ownGear: false, nextEquipmentExpiration: '2020-01-01' })],
      [],
    ],
    ['not a SIL member', { ...licensed, isSILMember: false }, [w()], ['notSilMember']],
    ['a jumper without a license', { ...licensed, license: '' }, [w()], ['noLicense']],
    ['a student without a license', { role: 'student-aff', license: '', isSILMember: true }, [w()], []],
    [
      'a tandem student without a license or SIL',
      { role: 'student-tandem', license: '', isSILMember: false },
      [w()],
      ['notSilMember'],
    ],
    [
      'everything at once, in the spec’s order',
      { role: 'jumper', license: '', isSILMember: false },
      [w({ status: 'pending', ownGear: true, nextEquipmentExpiration: '2026-01-01' })],
      ['waiverNotApproved', 'gearInspectionExpired', 'notSilMember', 'noLicense'],
    ],
    [
      'nothing, no SIL, no license',
      { role: 'jumper', license: '', isSILMember: false },
      [],
      ['waiverNotFound', 'notSilMember', 'noLicense'],
    ],
  ])('%s', (_name, member, waivers, alarms) => {
    expect(waiverAlarms({ member, waivers, today, timeZone: HELSINKI })).toEqual(alarms);
  });

  it.each<[string, string, string, WaiverAlarm[]]>([
    ['signed 31.12. 23:30 Helsinki, on 31.12.', '2025-12-31T21:30:00Z', '2025-12-31', []],
    ['signed 31.12. 23:30 Helsinki, on 1.1.', '2025-12-31T21:30:00Z', '2026-01-01', ['waiverExpired']],
    ['signed 1.1. 00:30 Helsinki, on 1.1.', '2025-12-31T22:30:00Z', '2026-01-01', []],
    // signed in the new year (Helsinki): on 31.12. it is not yet an older year's, nor this year's
    ['signed 1.1. 00:30 Helsinki, on 31.12.', '2025-12-31T22:30:00Z', '2025-12-31', ['waiverNotFound']],
  ])('across New Year: %s', (_name, signedAt, today, alarms) => {
    expect(waiverAlarms({ member: licensed, waivers: [w({ signedAt })], today, timeZone: HELSINKI })).toEqual(
      alarms,
    );
  });

  it('reads the year in the given time zone (UTC: 21:30 and 22:30 on 31.12. are both the old year)', () => {
    const waivers = [w({ signedAt: '2025-12-31T22:30:00Z' })];
    expect(waiverAlarms({ member: licensed, waivers, today: '2026-01-01', timeZone: 'UTC' })).toEqual([
      'waiverExpired',
    ]);
  });
});

describe('currentWaiver', () => {
  it('prefers the latest approved one of this year, else the latest pending one', () => {
    const approved = w({ signedAt: '2026-03-01T09:00:00Z' });
    const laterApproved = w({ signedAt: '2026-04-01T09:00:00Z' });
    const pending = w({ status: 'pending', signedAt: '2026-05-01T09:00:00Z' });
    expect(currentWaiver([approved, pending, laterApproved], '2026-06-01')).toBe(laterApproved);
    expect(currentWaiver([pending], '2026-06-01')).toBe(pending);
    expect(currentWaiver([w({ signedAt: '2025-03-01T09:00:00Z' })], '2026-06-01')).toBeNull();
  });
});

describe('replacesPending', () => {
  const incoming = { email: 'aino@example.com', signedAt: '2026-06-01T10:00:00Z' };
  it.each([
    ['pending, same e-mail, same year', w({ status: 'pending' }), incoming, true],
    [
      'e-mail differs only in case and spaces',
      w({ status: 'pending', email: ' Aino@Example.COM ' }),
      incoming,
      true,
    ],
    ['approved: never replaced', w({ status: 'approved' }), incoming, false],
    ['another e-mail', w({ status: 'pending', email: 'eino@example.com' }), incoming, false],
    ['last year', w({ status: 'pending', signedAt: '2025-06-01T10:00:00Z' }), incoming, false],
    [
      'signed 31.12. 23:30 Helsinki, the new one 1.1. 00:30',
      w({ status: 'pending', signedAt: '2025-12-31T21:30:00Z' }),
      { email: 'aino@example.com', signedAt: '2025-12-31T22:30:00Z' },
      false,
    ],
    [
      'signed 1.1. 00:30 Helsinki, the new one later that day',
      w({ status: 'pending', signedAt: '2025-12-31T22:30:00Z' }),
      { email: 'aino@example.com', signedAt: '2026-01-01T12:00:00Z' },
      true,
    ],
  ])('%s → %s', (_name, existing, next, replaced) => {
    expect(replacesPending(existing, next, HELSINKI)).toBe(replaced);
  });
});

describe('memberFromWaiver', () => {
  it('copies names, contacts, weight, jumps, licence, memberships and the own-gear answer', () => {
    expect(
      memberFromWaiver({
        firstName: ' Aino ',
        lastName: 'Virtanen',
        email: 'aino@example.com',
        phone: '+358 40 123',
        exitWeight: 82.5,
        totalJumps: 120,
        license: 'B',
        clubMember: true,
        silMember: false,
        ownGear: true,
      }),
    ).toEqual({
      firstName: 'Aino',
      lastName: 'Virtanen',
      email: 'aino@example.com',
      phone: '+358 40 123',
      exitWeight: 82.5,
      totalJumps: 120,
      license: 'B',
      isClubMember: true,
      isSILMember: false,
      ownGear: true,
    });
  });
});

describe('waiverAlarmTexts', () => {
  it('says each of the six alarms in the spec’s words', () => {
    expect(waiverAlarmKinds.map((kind) => waiverAlarmTexts[kind])).toEqual([
      'Waiver not found',
      'Waiver not approved',
      'Waiver expired',
      'Gear inspection expired',
      'Not FAA (SIL) member',
      'No license',
    ]);
  });
});

describe('membersWaiverInfo', () => {
  const today = '2026-06-13';
  const member = (id: string, email: string, over: Partial<MemberForAlarms> = {}) => ({
    ...licensed,
    ...over,
    id,
    email,
  });
  const cw = (id: string, memberId: string | null, overrides: Partial<WaiverForRules> = {}) => ({
    ...w(overrides),
    id,
    memberId,
  });

  it('finds a waiver by the member it was approved onto and by the e-mail (any case, spaces aside)', () => {
    const info = membersWaiverInfo({
      members: [member('m1', 'aino@example.com'), member('m2', ''), member('m3', 'Eero@Example.com ')],
      waivers: [
        cw('w1', 'm1', { email: 'other@example.com' }),
        cw('w2', 'm2', { email: 'x@example.com', status: 'pending' }),
        cw('w3', null, { email: 'eero@example.com', signedAt: '2025-05-01T09:00:00Z' }),
      ],
      today,
    });
    expect(info.get('m1')).toEqual({ waiverId: 'w1', status: 'approved', alarms: [] });
    expect(info.get('m2')).toEqual({ waiverId: 'w2', status: 'pending', alarms: ['waiverNotApproved'] });
    expect(info.get('m3')).toEqual({ waiverId: null, status: null, alarms: ['waiverExpired'] });
  });

  it('a member without an e-mail is not matched to waivers signed without one', () => {
    const info = membersWaiverInfo({
      members: [member('m1', '  ', { role: 'jumper', license: '', isSILMember: false })],
      waivers: [cw('w1', null, { email: '' })],
      today,
    });
    expect(info.get('m1')?.alarms).toEqual(['waiverNotFound', 'notSilMember', 'noLicense']);
  });

  it("prefers this year's approved waiver over a later pending one", () => {
    const info = membersWaiverInfo({
      members: [member('m1', 'aino@example.com')],
      waivers: [
        cw('old', 'm1', { signedAt: '2026-03-01T09:00:00Z' }),
        cw('new', null, { signedAt: '2026-05-01T09:00:00Z', status: 'pending' }),
      ],
      today,
    });
    expect(info.get('m1')).toMatchObject({ waiverId: 'old', status: 'approved', alarms: [] });
  });

  it("says for each member what waiverAlarms says for that member's own waivers", () => {
    const emails = ['a@x.fi', 'b@x.fi', 'B@X.fi', ''];
    const arbWaiver = fc.record({
      id: fc.uuid(),
      memberId: fc.constantFrom(null, 'm0', 'm1', 'm2'),
      status: fc.constantFrom('pending' as const, 'approved' as const),
      signedAt: fc.constantFrom('2025-06-01T09:00:00Z', '2026-02-01T09:00:00Z', '2026-12-31T21:30:00Z'),
      email: fc.constantFrom(...emails),
      ownGear: fc.boolean(),
      nextEquipmentExpiration: fc.constantFrom(null, '2026-01-01', '2027-01-01'),
    });
    fc.assert(
      fc.property(fc.array(arbWaiver, { maxLength: 8 }), (waivers) => {
        const members = ['m0', 'm1', 'm2'].map((id, i) => member(id, emails[i] ?? ''));
        const info = membersWaiverInfo({ members, waivers, today, timeZone: HELSINKI });
        for (const m of members) {
          // those approved onto the member first, then those of its e-mail: the order ties of signedAt keep
          const onto = waivers.filter((x) => x.memberId === m.id);
          const byEmail = waivers.filter(
            (x) => m.email !== '' && x.email.toLowerCase() === m.email.toLowerCase() && !onto.includes(x),
          );
          const mine = [...onto, ...byEmail];
          expect(info.get(m.id)?.alarms).toEqual(
            waiverAlarms({ member: m, waivers: mine, today, timeZone: HELSINKI }),
          );
        }
      }),
    );
  });
});
