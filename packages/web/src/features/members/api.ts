import { type Cents, eurosToCents, type MemberSummary } from '@dz/shared';
import type { ApiClient } from '../../app/api';
import { isNotLinkedError } from '../club/api';

/** The signed-in user's member, its balance turned into cents at the API edge. */
export interface MemberMe extends MemberSummary {
  balanceCents: Cents;
}

export async function fetchMemberMe(api: ApiClient, signal?: AbortSignal): Promise<MemberMe> {
  const member = await api.get<MemberSummary>('/member/me', { signal, quiet: isNotLinkedError });
  return {
    ...member,
    balanceCents: eurosToCents(member.balance) ?? (Math.round(member.balance * 100) as Cents),
  };
}

/** First name, last name and the nickname in single quotes (spec section 3). */
export function memberDisplayName(
  member: Pick<MemberSummary, 'firstName' | 'lastName' | 'nickname'>,
): string {
  const nickname = member.nickname.trim() ? `'${member.nickname.trim()}'` : '';
  return [member.firstName, member.lastName, nickname].filter(Boolean).join(' ');
}
