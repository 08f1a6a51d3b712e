import type { PublicConfig, RegisterBody } from '@dz/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useApi } from '../../app/ApiProvider';
import type { ApiClient, ApiNotification } from '../../app/api';
import { type ApiError, isApiError } from '../../app/apiError';
import { type BotCheckAction, getBotToken } from '../../app/botCheck';
import { queryKeys } from '../../app/queryKeys';

/** The answer of the account calls that only confirm; the notification is shown by the API client. */
export interface OkResponse {
  ok: true;
  notification?: ApiNotification;
}

function fetchPublicConfig(api: ApiClient, signal?: AbortSignal): Promise<PublicConfig> {
  return api.get<PublicConfig>('/config', { signal, quiet: true });
}

const configQuery = (api: ApiClient) => ({
  queryKey: queryKeys.config,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchPublicConfig(api, signal),
  staleTime: Number.POSITIVE_INFINITY,
});

/** `GET /api/config`: Google sign-in, bot check and mail delivery of this installation. */
export function usePublicConfig() {
  const api = useApi();
  return useQuery(configQuery(api));
}

/**
 * A bot-check token for an action, or undefined when the installation has no bot check (or its script
 * cannot load: the server then answers "Bot check failed", which says more than a silent failure).
 */
export function useBotToken(): (action: BotCheckAction) => Promise<string | undefined> {
  const api = useApi();
  const queryClient = useQueryClient();
  return useCallback(
    async (action) => {
      const config = await queryClient.fetchQuery(configQuery(api)).catch(() => null);
      if (!config?.botCheckSiteKey) {
        return undefined;
      }
      try {
        return await getBotToken(config.botCheckSiteKey, action);
      } catch (error) {
        console.error('bot check unavailable', error);
        return undefined;
      }
    },
    [api, queryClient],
  );
}

/**
 * The field a server error belongs to, from a map of locale keys, with the locale key as the message to
 * show there; undefined when the error is not about a field.
 */
export function fieldErrorOf<F extends string>(
  error: unknown,
  fields: Partial<Record<string, F>>,
): { field: F; message: string } | undefined {
  if (!isApiError(error)) {
    return undefined;
  }
  const field = fields[error.locale];
  return field ? { field, message: error.locale } : undefined;
}

/** Makes a call quiet for the errors that a form shows at its fields. */
export function quietFor(fields: Partial<Record<string, string>>): (error: ApiError) => boolean {
  return (error) => error.locale in fields;
}

export const registerFieldErrors: Record<string, 'clubKey' | 'username' | 'email'> = {
  'error.invalidClubKey': 'clubKey',
  'error.usernameExists': 'username',
  'error.emailExists': 'email',
};

/** `POST /api/register`. */
export function useRegisterMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      api.post<OkResponse>('/register', body, { quiet: quietFor(registerFieldErrors) }),
  });
}

/** `POST /api/sendpasswordreset`: the same answer whether or not the address has an account. */
export function useSendPasswordReset() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { email: string; botToken?: string }) =>
      api.post<OkResponse>('/sendpasswordreset', body),
  });
}

/** `POST /api/resend-confirmation`: a new confirmation link; the same answer whether or not the login exists. */
export function useResendConfirmation() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { usernameOrEmail: string }) => api.post<OkResponse>('/resend-confirmation', body),
  });
}

/** The reset link's failures, which the page explains itself. */
export const resetLinkErrors = new Set(['error.passwordResetInvalid', 'error.passwordResetFailed']);

/** `POST /api/resetpassword`. */
export function useResetPassword() {
  const api = useApi();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      api.post<OkResponse>('/resetpassword', body, { quiet: (error) => resetLinkErrors.has(error.locale) }),
  });
}
