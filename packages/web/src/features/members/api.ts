import { type Cents, eurosAsCents, type Member, type MemberInput, type MemberSummary } from '@dz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import type { ApiClient } from '../../app/api';
import type { ApiError } from '../../app/apiError';
import { saveBlob } from '../../app/download';
import { queryKeys } from '../../app/queryKeys';
import { isNotLinkedError } from '../club/api';

/** The signed-in user's member, its balance turned into cents at the API edge. */
export interface MemberMe extends MemberSummary {
  balanceCents: Cents;
}

/** The API's member of the signed-in user (`/api/member/me`, `/api/session`) with its balance in cents. */
export const toMemberMe = (member: MemberSummary): MemberMe => ({
  ...member,
  balanceCents: eurosAsCents.parse(member.balance),
});

export async function fetchMemberMe(api: ApiClient, signal?: AbortSignal): Promise<MemberMe> {
  return toMemberMe(await api.get<MemberSummary>('/member/me', { signal, quiet: isNotLinkedError }));
}

/** A member of the list, with its balance in cents (null where the reader may not see it). */
export interface MemberRow extends Member {
  balanceCents: Cents | null;
}

/** A list row with its balance in cents at the API edge. */
export const memberRow = (m: Member): MemberRow => ({
  ...m,
  balanceCents: m.balance === null ? null : eurosAsCents.parse(m.balance),
});

/** The member list's query key; `members/me` shares the prefix so both refresh on `membersUpdated`. */
export const membersListKey = [...queryKeys.members, 'list'] as const;

/**
 * `GET /api/member?waiverInfo=true`: every member of the club, sorted by first name (contact details only for
 * admins and waiver checkers), each with this year's waiver and its alarms, so the members list, the
 * add-jumper dialog and the load cards share one list. Refreshed by the socket's `membersUpdated`,
 * `waiversUpdated` and landings.
 */
export function useMembers({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: membersListKey,
    queryFn: async ({ signal }) => {
      const members = await api.get<Member[]>('/member?waiverInfo=true', { signal });
      return members.map(memberRow);
    },
    enabled,
  });
}

/** The admins' list of deleted members whose balance is not zero; shares the members prefix. */
export const deletedMembersKey = [...queryKeys.members, 'deletedWithBalance'] as const;

/**
 * `GET /api/member?deleted=withBalance` (admins): deleted members with money still to settle, e.g. a
 * refund of a load reopened after the jumper was deleted. Settled with a payment, or restored.
 */
export function useDeletedMembers({ enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: deletedMembersKey,
    queryFn: async ({ signal }) => {
      const members = await api.get<Member[]>('/member?deleted=withBalance', { signal });
      return members.map(memberRow);
    },
    enabled,
  });
}

/** `POST /api/member/:id/restore` (admins): the deleted member is back on the list with its balance. */
export function useRestoreMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<Member>(`/member/${id}/restore`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.members });
    },
  });
}

/** The member form's body: `_id` present when editing. */
export interface SaveMemberVariables {
  member: MemberInput;
  /** Mail an invitation to register (new members only). */
  sendInvite?: boolean;
}

/** Server validation lines (`field: message`) the member form shows at its fields, not in the snackbar. */
export const isFieldValidationError = (error: ApiError): boolean =>
  error.locale === 'error.invalidFields' && (error.envelope.validationMessage?.length ?? 0) > 0;

/** `POST /api/member?sendInvite=` when new, `PUT /api/member` when it has an `_id` (spec section 4). */
export function useSaveMember() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ member, sendInvite = false }: SaveMemberVariables) =>
      member._id
        ? api.put<Member>('/member', member, { quiet: isFieldValidationError })
        : api.post<Member>(`/member?sendInvite=${sendInvite}`, member, { quiet: isFieldValidationError }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.members });
    },
  });
}

/** `DELETE /api/member`: all or nothing; refused when any has a balance (the dialog shows why). */
export function useDeleteMembers() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.delete<{ ok: true }>('/member', { ids }, { quiet: (error) => error.kind === 'http' }),
    onSuccess: (_answer, ids) => {
      queryClient.setQueryData<MemberRow[]>(membersListKey, (members) =>
        members?.filter((m) => !ids.includes(m._id)),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.members });
    },
  });
}

/** `POST /api/member/export`: the chosen members as `members.csv` in a language (`;` and decimal commas in Finnish). */
export function useExportMembers() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ ids, lang }: { ids: string[]; lang: 'fi' | 'en' }) => {
      const csv = await api.post<Blob>('/member/export', { ids, lang }, { responseType: 'blob' });
      saveBlob(csv, 'members.csv');
    },
  });
}
