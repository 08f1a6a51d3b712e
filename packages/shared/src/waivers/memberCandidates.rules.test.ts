import { describe, expect, it } from 'vitest';
import type { MemberCandidateReason } from '../enums';
import {
  candidateReason,
  contactsFromWaiver,
  type MemberForMatching,
  matchName,
  matchPhone,
  memberMatcher,
  type WaiverForMatching,
} from './memberCandidates.rules';

function waiver(over: Partial<WaiverForMatching> = {}): WaiverForMatching {
  return {
    firstName: 'Matti',
    lastName: 'Virtanen',
    email: 'matti@example.com',
    phone: '+358 40 123 4567',
    ...over,
  };
}

function member(id: string, over: Partial<MemberForMatching> = {}): MemberForMatching {
  return { id, firstName: 'Matti', lastName: 'Virtanen', email: '', phone: '', ...over };
}

describe('matchName', () => {
  it.each([
    ['Matti', 'Virtanen', 'matti virtanen'],
    ['  MATTI ', ' virtanen  ', 'matti virtanen'],
    ['Virtanen', 'Matti', 'matti virtanen'],
    ['Anna Maija', 'Kallio-Virtanen', 'anna kallio maija virtanen'],
    ['ÄIJÄ', 'Öhman', 'äijä öhman'],
    ['', '', ''],
  ])('%j %j → %j', (first, last, key) => {
    expect(matchName(first, last)).toBe(key);
  });
});

describe('matchPhone', () => {
  it.each([
    ['+358 40 123 4567', '0401234567'],
    ['040-123 4567', '0401234567'],
    ['00358401234567', '0401234567'],
    ['+46 70 123 45 67', '0046701234567'],
    ['(040) 123 4567', '0401234567'],
    ['12345', ''],
    ['', ''],
  ])('%j → %j', (phone, key) => {
    expect(matchPhone(phone)).toBe(key);
  });
});

describe('candidateReason', () => {
  it.each<[string, Partial<WaiverForMatching>, Partial<MemberForMatching>, MemberCandidateReason | null]>([
    ['the same e-mail, another name', {}, { firstName: 'Other', email: 'matti@example.com' }, 'email'],
    ['the same e-mail in another case, with spaces', {}, { email: ' MATTI@Example.com ' }, 'email'],
    ['the same name and phone written another way', {}, { phone: '040 1234567' }, 'nameAndPhone'],
    ['the same name, no phone on the member', {}, {}, 'name'],
    ['the same name, another phone', {}, { phone: '050 7654321' }, 'name'],
    ['the same name, another e-mail', {}, { email: 'matti.v@example.com' }, 'name'],
    [
      'first and last name swapped, extra spaces, other case',
      {},
      { firstName: ' virtanen', lastName: 'MATTI  ' },
      'name',
    ],
    ['another name, no e-mail', {}, { firstName: 'Maija' }, null],
    ['only the last name', {}, { firstName: '' }, null],
    ['both e-mails empty and other names', { email: '' }, { firstName: 'Maija' }, null],
    ['a waiver phone too short to count', { phone: '123' }, { phone: '123' }, 'name'],
  ])('%s → %s', (_name, w, m, reason) => {
    expect(candidateReason(waiver(w), member('m', m))).toBe(reason);
  });
});

describe('memberCandidates', () => {
  const members = [
    member('by-name-b', { firstName: 'Matti', lastName: 'Virtanen', email: 'other@example.com' }),
    member('by-phone', { phone: '0401234567' }),
    member('by-email', { firstName: 'Mattias', lastName: 'V', email: 'MATTI@example.com' }),
    member('by-name-a', { firstName: 'virtanen', lastName: 'matti' }),
    member('nobody', { firstName: 'Liisa', email: 'liisa@example.com', phone: '+358401234567' }),
  ];

  it('lists the strongest reason first (e-mail, name and phone, name), then by name', () => {
    expect(memberMatcher(members)(waiver()).map((c) => [c._id, c.reason])).toEqual([
      ['by-email', 'email'],
      ['by-phone', 'nameAndPhone'],
      ['by-name-b', 'name'],
      ['by-name-a', 'name'],
    ]);
  });

  it("names each candidate and gives the member's own e-mail", () => {
    expect(memberMatcher(members)(waiver())[0]).toEqual({
      _id: 'by-email',
      name: 'Mattias V',
      reason: 'email',
      email: 'MATTI@example.com',
    });
  });

  it('lists a member matching both by e-mail and by name once, by its e-mail', () => {
    const both = [member('both', { email: 'matti@example.com', phone: '0401234567' })];
    expect(memberMatcher(both)(waiver())).toEqual([
      { _id: 'both', name: 'Matti Virtanen', reason: 'email', email: 'matti@example.com' },
    ]);
  });

  it('has none for a stranger, or without members', () => {
    expect(memberMatcher(members)(waiver({ firstName: 'Uusi', email: 'uusi@example.com' }))).toEqual([]);
    expect(memberMatcher([])(waiver())).toEqual([]);
  });

  it('matches many waivers with one matcher', () => {
    const match = memberMatcher(members);
    expect(match(waiver({ firstName: 'Liisa', email: '' })).map((c) => c._id)).toEqual(['nobody']);
    expect(match(waiver({ email: 'liisa@example.com', firstName: 'X' })).map((c) => c._id)).toEqual([
      'nobody',
    ]);
  });
});

describe('contactsFromWaiver', () => {
  const w = { email: ' matti@example.com ', phone: '040 123 4567' };
  it.each<[string, { email: string; phone: string }, boolean, ReturnType<typeof contactsFromWaiver>]>([
    [
      'fills an empty e-mail and phone',
      { email: '', phone: '' },
      false,
      { emailConflict: false, email: 'matti@example.com', phone: '040 123 4567' },
    ],
    [
      'keeps the same e-mail (another case) and its own phone',
      { email: 'MATTI@example.com', phone: '050 1' },
      false,
      { emailConflict: false },
    ],
    [
      'another e-mail is a conflict',
      { email: 'mv@example.com', phone: '' },
      false,
      { emailConflict: true, phone: '040 123 4567' },
    ],
    [
      'another e-mail kept when asked',
      { email: 'mv@example.com', phone: '' },
      true,
      { emailConflict: false, phone: '040 123 4567' },
    ],
    ['keeping leaves an empty e-mail empty', { email: '', phone: '1' }, true, { emailConflict: false }],
  ])('%s', (_name, m, keep, result) => {
    expect(contactsFromWaiver(w, m, keep)).toEqual(result);
  });
});
