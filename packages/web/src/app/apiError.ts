import { type ErrorEnvelope, errors } from '@dz/shared';

/**
 * How a call failed. `http` carries the server's envelope; the others are made up on the client so the
 * snackbar can tell a dropped connection from a slow server or a proxy's HTML error page.
 */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'aborted' | 'badStatus' | 'sessionExpired';

/** Locale keys of the failures that never reached the server's error handler. */
export const networkErrorLocales = {
  network: 'network.error',
  timeout: 'network.timeout',
  aborted: 'network.aborted',
  badStatus: 'network.badStatus',
} as const;

/** A failed API call, carrying the error envelope of `api-contract.md`. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no response arrived. */
  readonly status: number;
  readonly envelope: ErrorEnvelope;

  constructor(kind: ApiErrorKind, status: number, envelope: ErrorEnvelope) {
    super(envelope.message);
    this.name = 'ApiError';
    this.kind = kind;
    this.status = status;
    this.envelope = envelope;
  }

  /** The translation key of the failure (`error.<code>` or `network.*`). */
  get locale(): string {
    return this.envelope.locale;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** The rejection of every request waiting on a refresh that failed (spec section 4). */
export function sessionExpiredError(): ApiError {
  return new ApiError('sessionExpired', 401, {
    message: errors.sessionExpired.message,
    locale: 'error.sessionExpired',
  });
}

/** A failure without a server envelope: no connection, timed out, aborted, or a non-JSON error page. */
export function transportError(kind: Exclude<ApiErrorKind, 'http' | 'sessionExpired'>, status = 0): ApiError {
  const messages = {
    network: 'Network error',
    timeout: 'Request timed out',
    aborted: 'Request aborted',
    badStatus: `Request failed with status ${status}`,
  } as const;
  return new ApiError(kind, status, {
    message: messages[kind],
    locale: networkErrorLocales[kind],
    details: kind === 'badStatus' ? `HTTP ${status}` : undefined,
  });
}
