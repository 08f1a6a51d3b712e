import { type MemberCandidateReason, memberCandidateReasons } from '../enums';

/** The parts of a member the match reads (a club's member, not deleted). */
export interface MemberForMatching {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The parts of a waiver the match reads. */
export interface WaiverForMatching {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** A member a waiver probably belongs to, with why, and the member's own e-mail (the approval may fill it). */
export interface MemberCandidate {
  _id: string;
  name: string;
  reason: MemberCandidateReason;
  /** The member's e-mail as it is ('' for none): another one than the waiver's is not overwritten silently. */
  email: string;
}

/** An e-mail as the match compares it: case and spaces aside. */
export function matchEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A name as the match compares it: case, extra spaces and hyphens aside, and the words in any order, so
 * `Virtanen Matti`, `matti  virtanen` and `Matti Virtanen` (first and last name swapped, or split differently
 * between the two fields) are one name. Empty when there is no name.
 */
export function matchName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`
    .normalize('NFC')
    .toLowerCase()
    .split(/[\s\u2010-]+/)
    .filter((word) => word !== '')
    .sort()
    .join(' ');
}

/** The fewest digits a phone number needs to count: a shorter one is no number. */
const PHONE_DIGITS_MIN = 6;

/**
 * A phone number as the match compares it: digits only, the international prefix `+` or `00` read alike, and
 * Finland's `+358` read as the trunk `0` (`+358 40 123 4567` is `040 1234567`). Empty when it is no number.
 */
export function matchPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = `${trimmed.startsWith('+') ? '00' : ''}${trimmed.replace(/\D/g, '')}`;
  const national = digits.startsWith('00358') ? `0${digits.slice(5)}` : digits;
  return national.length >= PHONE_DIGITS_MIN ? national : '';
}

/** Why a member probably signed a waiver, the strongest reason; null when nothing matches. */
export function candidateReason(
  waiver: WaiverForMatching,
  member: Omit<MemberForMatching, 'id'>,
): MemberCandidateReason | null {
  const email = matchEmail(waiver.email);
  if (email !== '' && email === matchEmail(member.email)) {
    return 'email';
  }
  const name = matchName(waiver.firstName, waiver.lastName);
  if (name === '' || name !== matchName(member.firstName, member.lastName)) {
    return null;
  }
  const phone = matchPhone(waiver.phone);
  return phone !== '' && phone === matchPhone(member.phone) ? 'nameAndPhone' : 'name';
}

const strength = (reason: MemberCandidateReason) => memberCandidateReasons.indexOf(reason);

/** The members list order among candidates of one reason: by name, then by id, so the order is stable. */
function byReasonThenName(a: MemberCandidate, b: MemberCandidate): number {
  return (
    strength(a.reason) - strength(b.reason) ||
    a.name.localeCompare(b.name, 'fi') ||
    (a._id < b._id ? -1 : a._id > b._id ? 1 : 0)
  );
}

function push<V>(map: Map<string, V[]>, key: string, value: V) {
  const list = map.get(key);
  if (list) {
    list.push(value);
  } else {
    map.set(key, [value]);
  }
}

/**
 * The members each waiver probably belongs to, strongest reason first (`email`, `nameAndPhone`, `name`; then
 * by name): a matcher over a club's members, indexed once by e-mail and by name, so any number of waivers is
 * matched without a look through every member for each.
 */
export function memberMatcher(
  members: readonly MemberForMatching[],
): (waiver: WaiverForMatching) => MemberCandidate[] {
  const byEmail = new Map<string, MemberForMatching[]>();
  const byName = new Map<string, MemberForMatching[]>();
  for (const member of members) {
    const email = matchEmail(member.email);
    if (email !== '') {
      push(byEmail, email, member);
    }
    const name = matchName(member.firstName, member.lastName);
    if (name !== '') {
      push(byName, name, member);
    }
  }
  return (waiver) => {
    const email = matchEmail(waiver.email);
    const name = matchName(waiver.firstName, waiver.lastName);
    const found = new Set([
      ...((email !== '' && byEmail.get(email)) || []),
      ...((name !== '' && byName.get(name)) || []),
    ]);
    const candidates: MemberCandidate[] = [];
    for (const member of found) {
      const reason = candidateReason(waiver, member);
      if (reason) {
        candidates.push({
          _id: member.id,
          name: `${member.firstName} ${member.lastName}`.trim(),
          reason,
          email: member.email,
        });
      }
    }
    return candidates.sort(byReasonThenName);
  };
}

/**
 * What approving a waiver onto a chosen member does to the member's contacts: an empty e-mail or phone is
 * filled from the waiver; another e-mail than the waiver's is a conflict (`emailConflict`) unless the checker
 * chose to keep the member's own (`keepMemberEmail`: the e-mail is then left as it is, even an empty one).
 * A phone of the member's own is always kept.
 */
export function contactsFromWaiver(
  waiver: Pick<WaiverForMatching, 'email' | 'phone'>,
  member: Pick<MemberForMatching, 'email' | 'phone'>,
  keepMemberEmail = false,
): { emailConflict: boolean; email?: string; phone?: string } {
  const memberEmail = matchEmail(member.email);
  const differs = memberEmail !== '' && memberEmail !== matchEmail(waiver.email);
  const fill: { email?: string; phone?: string } = {};
  if (!keepMemberEmail && memberEmail === '' && waiver.email.trim() !== '') {
    fill.email = waiver.email.trim();
  }
  if (member.phone.trim() === '' && waiver.phone.trim() !== '') {
    fill.phone = waiver.phone.trim();
  }
  return { emailConflict: differs && !keepMemberEmail, ...fill };
}
