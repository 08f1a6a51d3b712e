import {
  type BackupStatus,
  backupFileName,
  type Club,
  type ClubName,
  type ClubSettingsInput,
  type JobsOverview,
  type LiveSourcesResponse,
  type PlaneInput,
  type StudentType,
  type WaiverChecklistInput,
  type WaiverLink,
  type WaiverSettings,
  type WaiverTextInput,
} from '@dz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../app/ApiProvider';
import type { ApiClient } from '../../app/api';
import type { ApiError } from '../../app/apiError';
import { saveBlob } from '../../app/download';
import { queryKeys } from '../../app/queryKeys';

/** A user without a member gets 403 from every call; the session shows its own screen for that. */
export const isNotLinkedError = (error: ApiError): boolean => error.locale === 'error.userNotLinked';

/**
 * `GET /api/club`: the whole club for admins (the session's shell reads the same query for name and time
 * zone). Refreshed by the socket's `clubUpdated`. Users linked to a member only: one not linked yet gets
 * `userNotLinked`, which the session shows as its own screen (no error snackbar).
 */
export function fetchClub(api: ApiClient, signal?: AbortSignal): Promise<Club> {
  return api.get<Club>('/club', { signal, quiet: isNotLinkedError });
}

/**
 * `GET /api/club/name`: the caller's club by name and public name only, for any signed-in user (the not-linked
 * page names the club). Quiet: the page reads fine without it.
 */
export function fetchClubName(api: ApiClient, signal?: AbortSignal): Promise<ClubName> {
  return api.get<ClubName>('/club/name', { signal, quiet: true });
}

export function useClubName() {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.clubName,
    queryFn: ({ signal }) => fetchClubName(api, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useClub() {
  const api = useApi();
  return useQuery({ queryKey: queryKeys.club, queryFn: ({ signal }) => fetchClub(api, signal) });
}

/** A training program as the settings send it (`POST`/`PUT /club/training-program`). */
export interface TrainingProgramBody {
  forStudentType: StudentType;
  jumps: { _id?: string; name: string; requiresInstructor: boolean; requiresSlInstructor: boolean }[];
}

/**
 * A club settings call: every one answers the whole club, which goes into the cache at once (the header's
 * club name too); then the club is asked for again, since another admin may have changed it meanwhile.
 */
function useClubMutation<V>(call: (api: ApiClient, variables: V) => Promise<Club>, scope?: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(api, variables),
    // calls of one scope run one after another: each index was counted on the list the one before left
    scope: scope ? { id: scope } : undefined,
    onSuccess: (club) => {
      queryClient.setQueryData(queryKeys.club, club);
    },
    onError: () => {
      // an optimistic change (a reordered list) must not stay on screen
      void queryClient.invalidateQueries({ queryKey: queryKeys.club });
    },
  });
}

export const useUpdateClubSettings = () =>
  useClubMutation((api, body: ClubSettingsInput) => api.put<Club>('/club', body));

/** Adds a plane when it has no `_id`, else updates it. */
export const useSavePlane = () =>
  useClubMutation((api, plane: PlaneInput) =>
    plane._id ? api.put<Club>('/club/plane', plane) : api.post<Club>('/club/plane', plane),
  );

export const useDeletePlane = () =>
  useClubMutation((api, id: string) => api.delete<Club>(`/club/plane/${id}`));

/** Payment methods are addressed by index, so their calls queue up. */
const PAYMENT_METHODS = 'club.paymentMethods';

export const useAddPaymentMethod = () =>
  useClubMutation(
    (api, paymentMethod: string) => api.post<Club>('/club/payment-method', { paymentMethod }),
    PAYMENT_METHODS,
  );

/** Moves (drag and drop) and optionally renames the payment method at `index`. */
export const useMovePaymentMethod = () =>
  useClubMutation(
    (api, v: { index: number; newIndex: number; paymentMethod?: string }) =>
      api.put<Club>(`/club/payment-method/${v.index}`, {
        newIndex: v.newIndex,
        ...(v.paymentMethod === undefined ? {} : { paymentMethod: v.paymentMethod }),
      }),
    PAYMENT_METHODS,
  );

export const useDeletePaymentMethod = () =>
  useClubMutation((api, index: number) => api.delete<Club>(`/club/payment-method/${index}`), PAYMENT_METHODS);

/** Adds a program when `id` is missing, else replaces it. */
export const useSaveTrainingProgram = () =>
  useClubMutation((api, v: { id?: string; body: TrainingProgramBody }) =>
    v.id
      ? api.put<Club>(`/club/training-program/${v.id}`, v.body)
      : api.post<Club>('/club/training-program', v.body),
  );

export const useDeleteTrainingProgram = () =>
  useClubMutation((api, id: string) => api.delete<Club>(`/club/training-program/${id}`));

/** Adds a link when it has no `_id`, else updates it. */
export const useSaveWaiverLink = () =>
  useClubMutation((api, link: Omit<WaiverLink, '_id'> & { _id?: string }) =>
    link._id ? api.put<Club>('/club/waiver-link', link) : api.post<Club>('/club/waiver-link', link),
  );

export const useDeleteWaiverLink = () =>
  useClubMutation((api, id: string) => api.delete<Club>(`/club/waiver-link/${id}`));

/**
 * `GET /api/club/waiver-settings` (admins): the current waiver text of each language and the checker's
 * checklist items. Under the club's query key, so the socket's `clubUpdated` refreshes it too.
 */
export const waiverSettingsKey = [...queryKeys.club, 'waiverSettings'] as const;

export function useWaiverSettings() {
  const api = useApi();
  return useQuery({
    queryKey: waiverSettingsKey,
    queryFn: ({ signal }) => api.get<WaiverSettings>('/club/waiver-settings', { signal }),
  });
}

/** A waiver settings call: its answer (the settings after it) goes into the cache at once. */
function useWaiverSettingsMutation<V>(call: (api: ApiClient, variables: V) => Promise<WaiverSettings>) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(api, variables),
    scope: { id: 'club.waiverSettings' },
    onSuccess: (settings) => {
      queryClient.setQueryData(waiverSettingsKey, settings);
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: waiverSettingsKey });
    },
  });
}

/** `PUT /club/waiver-text`: a new version of one language's waiver text. */
export const useSaveWaiverText = () =>
  useWaiverSettingsMutation((api, body: WaiverTextInput) =>
    api.put<WaiverSettings>('/club/waiver-text', body),
  );

/** `PUT /club/waiver-checklist`: the whole ordered list of checklist items. */
export const useSaveWaiverChecklist = () =>
  useWaiverSettingsMutation((api, body: WaiverChecklistInput) =>
    api.put<WaiverSettings>('/club/waiver-checklist', body),
  );

/** Which flag of every member a reset clears. */
export type MembershipKind = 'club' | 'sil';

/** `POST /member/reset-<kind>-memberships`: clears the flag of every member (a new season). */
export function useResetMemberships() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: MembershipKind) => api.post<unknown[]>(`/member/reset-${kind}-memberships`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.members });
    },
  });
}

/** `GET /api/club/jobs` (admins): each scheduled job, on or off for the club, and its latest runs. */
export const jobsKey = [...queryKeys.club, 'jobs'] as const;

export function useScheduledJobs() {
  const api = useApi();
  return useQuery({
    queryKey: jobsKey,
    queryFn: ({ signal }) => api.get<JobsOverview>('/club/jobs', { signal }),
  });
}

/** `POST /api/club/jobs/{job}/test`: the reminder sent now to the admin alone, in the app's language. */
export function useSendJobTest() {
  const api = useApi();
  return useMutation({
    mutationFn: ({ job, lang }: { job: 'paymentReminders' | 'unlandedLoadReminders'; lang: 'fi' | 'en' }) =>
      api.post<{ sentTo: string }>(`/club/jobs/${job}/test`, { lang }),
  });
}

/** `GET /api/club/backup` (admins): whether the database is backed up here, the days kept, the backups kept. */
export const backupKey = [...queryKeys.club, 'backup'] as const;

export function useBackupStatus() {
  const api = useApi();
  return useQuery({
    queryKey: backupKey,
    queryFn: ({ signal }) => api.get<BackupStatus>('/club/backup', { signal }),
  });
}

/** A large club's backup takes a while to make and to download on a slow line. */
const BACKUP_TIMEOUT_MS = 5 * 60_000;

/** `GET /api/club/backup/download`: a backup taken now, saved as `dz-backup-<time>.tar.gz`. */
export function useDownloadBackup() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const backup = await api.get<Blob>('/club/backup/download', {
        responseType: 'blob',
        timeoutMs: BACKUP_TIMEOUT_MS,
      });
      saveBlob(backup, backupFileName(new Date()));
    },
  });
}

/** `GET /api/club/export` (admins, issue 35): the club's own data, saved as `dz-club-<date>.json.gz`. */
export function useExportClub() {
  const api = useApi();
  return useMutation({
    mutationFn: async () => {
      const file = await api.get<Blob>('/club/export', {
        responseType: 'blob',
        timeoutMs: BACKUP_TIMEOUT_MS,
      });
      saveBlob(file, `dz-club-${new Date().toISOString().slice(0, 10)}.json.gz`);
    },
  });
}

/** `GET /api/club/live-sources` (admins): the altitude and weather sources and how they answer. */
export const liveSourcesKey = [...queryKeys.club, 'liveSources'] as const;

/** How often the settings ask again while shown: the sources are asked at most every 30 s and 10 minutes. */
const LIVE_SOURCES_REFRESH_MS = 60_000;

export function useLiveSources() {
  const api = useApi();
  return useQuery({
    queryKey: liveSourcesKey,
    queryFn: ({ signal }) => api.get<LiveSourcesResponse>('/club/live-sources', { signal }),
    refetchInterval: LIVE_SOURCES_REFRESH_MS,
  });
}
