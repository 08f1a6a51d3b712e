import { availabilityResponse, DEBOUNCE_MS } from '@dz/shared';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../app/ApiProvider';
import { isApiError } from '../../app/apiError';
import { useNotifications } from '../../app/notifications/NotificationProvider';
import { queryKeys } from '../../app/queryKeys';
import { useDebouncedValue } from '../../app/useDebouncedValue';

export type Availability = 'idle' | 'checking' | 'available' | 'taken';

/** Whether the automatic checks of a form may still run; the server limits them per day. */
export interface CheckLimit {
  isLimited: boolean;
  /** The server answered 429: say so once and stop checking. */
  reachLimit: () => void;
}

/** One limit shared by all the availability checks of a form. */
export function useCheckLimit(): CheckLimit {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const [isLimited, setLimited] = useState(false);
  const reached = useRef(false);
  const reachLimit = useCallback(() => {
    if (reached.current) {
      return;
    }
    reached.current = true;
    setLimited(true);
    notifications.show({ type: 'error', text: t('error.usernameCheckLimit') });
  }, [notifications, t]);
  return { isLimited, reachLimit };
}

/**
 * Whether a username or e-mail address is still free (`GET /api/user/check/{value}`), asked 500 ms after
 * the typing stops and only for a value that passes the field's own rules.
 */
export function useAvailability(value: string, isValid: boolean, limit: CheckLimit): Availability {
  const api = useApi();
  const trimmed = value.trim();
  const debounced = useDebouncedValue(trimmed, DEBOUNCE_MS);
  const isSettled = debounced === trimmed;
  const shouldCheck = isValid && trimmed !== '' && !limit.isLimited;
  const query = useQuery({
    queryKey: queryKeys.availability(debounced),
    queryFn: async ({ signal }) =>
      availabilityResponse.parse(
        await api.get<unknown>(`/user/check/${encodeURIComponent(debounced)}`, { signal, quiet: true }),
      ),
    enabled: shouldCheck && isSettled,
    staleTime: 60_000,
    retry: false,
  });

  const { reachLimit } = limit;
  useEffect(() => {
    if (isApiError(query.error) && query.error.status === 429) {
      reachLimit();
    }
  }, [query.error, reachLimit]);

  if (!shouldCheck) {
    return 'idle';
  }
  if (!isSettled || query.isFetching) {
    return 'checking';
  }
  if (query.data) {
    return query.data.available ? 'available' : 'taken';
  }
  return 'idle';
}
