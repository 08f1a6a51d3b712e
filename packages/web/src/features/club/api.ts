import type { ClubSummary } from '@dz/shared';
import type { ApiClient } from '../../app/api';
import type { ApiError } from '../../app/apiError';

/** A user without a member gets 403 from every call; the session shows its own screen for that. */
export const isNotLinkedError = (error: ApiError): boolean => error.locale === 'error.userNotLinked';

export function fetchClub(api: ApiClient, signal?: AbortSignal): Promise<ClubSummary> {
  return api.get<ClubSummary>('/club', { signal, quiet: isNotLinkedError });
}
