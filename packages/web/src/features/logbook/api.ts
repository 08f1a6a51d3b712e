import type { Logbook } from '@dz/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import { saveBlob } from '../../app/download';
import type { Language } from '../../app/i18n';
import { queryKeys } from '../../app/queryKeys';

/** Whose logbook: the signed-in user's own (`me`) or a member's by id (admins). */
export type LogbookOwner = 'me' | { memberId: string };

const pathOf = (owner: LogbookOwner) =>
  owner === 'me' ? '/member/me/logbook' : `/member/${owner.memberId}/logbook`;

/**
 * The logbook's query key. It sits under `members`, so a landing or reopening (which invalidates the members)
 * and a member's edit (jumps before) refresh it.
 */
export const logbookKey = (owner: LogbookOwner) =>
  [...queryKeys.members, 'logbook', owner === 'me' ? 'me' : owner.memberId] as const;

/** `GET /api/member/me/logbook` or `/api/member/{id}/logbook`: the jumps on landed loads, oldest first. */
export function useLogbook(owner: LogbookOwner, { enabled = true }: { enabled?: boolean } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: logbookKey(owner),
    queryFn: ({ signal }) => api.get<Logbook>(pathOf(owner), { signal }),
    enabled,
  });
}

/** `GET …/logbook.csv?lang=`: the logbook as `logbook.csv` in the UI language (`;` and decimal commas in Finnish). */
export function useDownloadLogbookCsv() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ owner, lang }: { owner: LogbookOwner; lang: Language }) => {
      const csv = await api.get<Blob>(`${pathOf(owner)}.csv?lang=${lang}`, { responseType: 'blob' });
      saveBlob(csv, 'logbook.csv');
    },
  });
}
