import { readErrorEnvelope } from '@dz/shared';
import { ApiError, isApiError, sessionExpiredError, transportError } from './apiError';

export { ApiError, isApiError } from './apiError';

/** The notification a successful response may carry (`api-contract.md`). */
export interface ApiNotification {
  locale: string;
  title?: string;
  timeout?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON; a Blob (a file the user picked) is sent as it is, as bytes. */
  body?: unknown;
  signal?: AbortSignal;
  /** Keeps the error snackbar away for this call (or for the failures the function picks). */
  quiet?: boolean | ((error: ApiError) => boolean);
  timeoutMs?: number;
  /** `blob` answers a successful response's body as a Blob (a CSV download); errors stay JSON. */
  responseType?: 'json' | 'blob';
}

export interface ApiClientOptions {
  /** Prefix of every path; `/api` in the app. */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Every failure that is not quiet, a cancelled call or a session expiry. */
  onError?: (error: ApiError) => void;
  /** A successful response carried a notification. */
  onNotification?: (notification: ApiNotification) => void;
  /**
   * The session is gone: the refresh failed, or `/refresh` or `/revoke` answered 401. `reason` is the locale
   * key to show when the server said why (`error.userBlocked`: the user was blocked while signed in;
   * `error.clubSuspended`: the host suspended the club).
   */
  onSessionExpired?: (reason?: string) => void;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
}

const DEFAULT_TIMEOUT_MS = 30_000;
/** A 401 from these is a plain answer (wrong password), not an expired session. */
const NO_REFRESH_PATHS = new Set([
  '/login',
  '/login/google',
  '/setup',
  '/register',
  '/invitations/accept',
  '/invitations/accept-existing',
]);

/** A 401 from these means the session cannot be saved: log out without asking the server. */
const SESSION_PATHS = new Set(['/refresh', '/revoke']);
/** Why a refused refresh ended the session, said to the user: a block, or the host suspended the club. */
const TOLD_REFUSALS = new Set(['error.userBlocked', 'error.clubSuspended']);

const INVALID_JSON = Symbol('invalid json');

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) {
    return undefined;
  }
  const text = await response.text();
  if (!text) {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return INVALID_JSON;
  }
}

function toHttpError(status: number, body: unknown): ApiError {
  // read without zod: the light pages use this client too
  const envelope = readErrorEnvelope(body);
  return envelope ? new ApiError('http', status, envelope) : transportError('badStatus', status);
}

function notificationOf(body: unknown): ApiNotification | null {
  if (typeof body !== 'object' || body === null || !('notification' in body)) {
    return null;
  }
  const n = (body as { notification: unknown }).notification;
  return typeof n === 'object' && n !== null && typeof (n as ApiNotification).locale === 'string'
    ? (n as ApiNotification)
    : null;
}

/**
 * The fetch wrapper of the web app: same-origin cookies, JSON, the error envelope as `ApiError`, and the
 * session rule of spec section 4. On a 401 it refreshes the session once; requests that fail meanwhile wait
 * for that one refresh and are retried when it succeeds, or all rejected with "Session expired".
 */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? '/api';
  // late-bound so a test can stub the global fetch after the client is made
  const fetchFn: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  let refreshing: Promise<'ok' | 'expired'> | null = null;
  /** Grows with every successful refresh: a 401 to a request sent before it just retries. */
  let generation = 0;

  async function send(path: string, opts: RequestOptions): Promise<Response> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      opts.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    const forwardAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', forwardAbort);
    const hasBody = opts.body !== undefined;
    const isFile = opts.body instanceof Blob;
    const contentType = isFile ? 'application/octet-stream' : 'application/json';
    try {
      return await fetchFn(`${baseUrl}${path}`, {
        method: opts.method ?? 'GET',
        credentials: 'include',
        headers: hasBody
          ? { Accept: 'application/json', 'Content-Type': contentType }
          : { Accept: 'application/json' },
        body: isFile ? (opts.body as Blob) : hasBody ? JSON.stringify(opts.body) : undefined,
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) {
        throw transportError('timeout');
      }
      if (controller.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
        throw transportError('aborted');
      }
      throw transportError('network');
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  function expireSession(reason?: string): void {
    options.onSessionExpired?.(reason);
  }

  function refreshSession(): Promise<'ok' | 'expired'> {
    refreshing ??= (async () => {
      try {
        const response = await send('/refresh', { method: 'POST' });
        if (response.ok) {
          generation += 1;
          return 'ok' as const;
        }
        if (response.status !== 401 && response.status !== 403) {
          // the server is failing, the session may still be fine: report it, keep the user signed in
          throw toHttpError(response.status, await readBody(response));
        }
        const refusal = toHttpError(response.status, await readBody(response));
        expireSession(TOLD_REFUSALS.has(refusal.locale) ? refusal.locale : undefined);
        return 'expired' as const;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  async function execute<T>(path: string, opts: RequestOptions, isRetry: boolean): Promise<T> {
    const sentAt = generation;
    const response = await send(path, opts);
    const route = path.split('?')[0] ?? path;
    if (response.status === 401 && !NO_REFRESH_PATHS.has(route)) {
      if (SESSION_PATHS.has(route) || isRetry) {
        expireSession();
        throw sessionExpiredError();
      }
      const outcome = sentAt !== generation ? 'ok' : await refreshSession();
      if (outcome === 'ok') {
        return execute<T>(path, opts, true);
      }
      throw sessionExpiredError();
    }
    if (response.ok && opts.responseType === 'blob') {
      return (await response.blob()) as T;
    }
    const body = await readBody(response);
    if (!response.ok) {
      throw toHttpError(response.status, body);
    }
    const notification = notificationOf(body);
    if (notification) {
      options.onNotification?.(notification);
    }
    return (body === INVALID_JSON ? undefined : body) as T;
  }

  function shouldReport(error: ApiError, opts: RequestOptions): boolean {
    if (error.kind === 'sessionExpired' || (error.kind === 'aborted' && opts.signal?.aborted)) {
      return false;
    }
    return typeof opts.quiet === 'function' ? !opts.quiet(error) : !opts.quiet;
  }

  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    try {
      return await execute<T>(path, opts, false);
    } catch (error) {
      if (isApiError(error) && shouldReport(error, opts)) {
        options.onError?.(error);
      }
      throw error;
    }
  }

  return {
    request,
    get: (path, opts) => request(path, { ...opts, method: 'GET' }),
    post: (path, body, opts) => request(path, { ...opts, method: 'POST', body }),
    put: (path, body, opts) => request(path, { ...opts, method: 'PUT', body }),
    delete: (path, body, opts) => request(path, { ...opts, method: 'DELETE', body }),
  };
}
