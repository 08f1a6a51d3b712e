import { type License, type MemberGroup, type MemberRole, memberDisplayName, memberGroups } from '@dz/shared';
import type { MemberRow } from './api';

/** The members list's filters; `all` lets everything through. */
export interface MemberFilters {
  search: string;
  role: MemberRole | 'all';
  /** `none` is a member without a license. */
  license: Exclude<License, ''> | 'none' | 'all';
  clubMember: 'yes' | 'no' | 'all';
  /** A group chip of the header; null for none. */
  group: MemberGroup | null;
  /** `deletedWithBalance` (admins) lists deleted members whose balance is not zero, to settle or restore. */
  status: 'active' | 'deletedWithBalance';
}

export const noMemberFilters: MemberFilters = {
  search: '',
  role: 'all',
  license: 'all',
  clubMember: 'all',
  group: null,
  status: 'active',
};

/** How many filters (other than the search) are on. */
export function activeFilterCount(f: MemberFilters): number {
  return [
    f.role !== 'all',
    f.license !== 'all',
    f.clubMember !== 'all',
    f.group !== null,
    f.status !== 'active',
  ].filter(Boolean).length;
}

const normalise = (text: string) => text.toLocaleLowerCase('fi').normalize('NFC');

/** The words of a member the quick search looks in: the display name, e-mail and phone. */
function searchText(m: MemberRow): string {
  return normalise([memberDisplayName(m), m.email, m.phone].join(' '));
}

/** The members that pass every filter; every word of the search must match somewhere. */
export function filterMembers(members: readonly MemberRow[], f: MemberFilters): MemberRow[] {
  const words = normalise(f.search).split(/\s+/).filter(Boolean);
  return members.filter((m) => {
    if (f.role !== 'all' && m.role !== f.role) {
      return false;
    }
    if (f.license !== 'all' && m.license !== (f.license === 'none' ? '' : f.license)) {
      return false;
    }
    if (f.clubMember !== 'all' && m.isClubMember !== (f.clubMember === 'yes')) {
      return false;
    }
    if (f.group && !memberGroups(m).includes(f.group)) {
      return false;
    }
    if (words.length > 0) {
      const text = searchText(m);
      return words.every((word) => text.includes(word));
    }
    return true;
  });
}
