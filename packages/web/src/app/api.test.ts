import { describe, expect, it, vi } from 'vitest';
import { calledRoutes, jsonResponse } from '../test/fetchMock';
import { ApiError, createApiClient } from './api';

const expired = { message: 'Session expired.', locale: 'error.notAuthenticated' };

/** A promise and the function that settles it, to hold a response back. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

function fetchWith(handler: (path: string, init?: RequestInit) => Response | Promise<Response>) {
  return vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init));
}

describe('createApiClient session refresh', () => {
  it('refreshes once for two concurrent 401s and retries both', async () => {
    const refresh = deferred<Response>();
    let isRefreshed = false;
    const fetchMock = fetchWith((path) => {
      if (path === '/api/refresh') {
        return refresh.promise.then((response) => {
          isRefreshed = true;
          return response;
        });
      }
      return isRefreshed ? jsonResponse(200, { path }) : jsonResponse(401, expired);
    });
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onSessionExpired });

    const both = Promise.all([api.get('/a'), api.get('/b')]);
    await vi.waitFor(() => expect(calledRoutes(fetchMock)).toContain('POST /api/refresh'));
    // both wait for the one refresh
    expect(calledRoutes(fetchMock)).toEqual(['GET /api/a', 'GET /api/b', 'POST /api/refresh']);
    refresh.resolve(jsonResponse(200, { ok: true }));

    await expect(both).resolves.toEqual([{ path: '/api/a' }, { path: '/api/b' }]);
    expect(calledRoutes(fetchMock).filter((route) => route === 'POST /api/refresh')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(5);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects every waiting request with "Session expired" and logs out once when the refresh fails', async () => {
    const fetchMock = fetchWith(() => jsonResponse(401, expired));
    const onSessionExpired = vi.fn();
    const onError = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onSessionExpired, onError });

    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);

    for (const result of results) {
      expect(result.status).toBe('rejected');
      const error = (result as PromiseRejectedResult).reason as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.kind).toBe('sessionExpired');
      expect(error.locale).toBe('error.sessionExpired');
      expect(error.message).toBe('Session expired.');
    }
    expect(calledRoutes(fetchMock).filter((route) => route === 'POST /api/refresh')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    // one "session expired" notice comes from the logout, not one per request
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes the reason on when the refresh answers userBlocked, and reports no error of its own', async () => {
    const blocked = { message: 'User is blocked from club', locale: 'error.userBlocked' };
    const fetchMock = fetchWith((path) =>
      path === '/api/refresh' ? jsonResponse(403, blocked) : jsonResponse(401, expired),
    );
    const onSessionExpired = vi.fn();
    const onError = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onSessionExpired, onError });

    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);

    expect(results.map((r) => ((r as PromiseRejectedResult).reason as ApiError).kind)).toEqual([
      'sessionExpired',
      'sessionExpired',
    ]);
    expect(calledRoutes(fetchMock).filter((route) => route === 'POST /api/refresh')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledWith('error.userBlocked');
    expect(onError).not.toHaveBeenCalled();
  });

  it('retries without a second refresh when a refresh already succeeded after the request was sent', async () => {
    const slow = deferred<Response>();
    let isRefreshed = false;
    const fetchMock = fetchWith((path) => {
      if (path === '/api/refresh') {
        isRefreshed = true;
        return jsonResponse(200, { ok: true });
      }
      if (path === '/api/slow' && !isRefreshed) {
        return slow.promise;
      }
      return isRefreshed ? jsonResponse(200, { path }) : jsonResponse(401, expired);
    });
    const api = createApiClient({ fetch: fetchMock });

    const slowCall = api.get('/slow');
    await expect(api.get('/fast')).resolves.toEqual({ path: '/api/fast' });
    slow.resolve(jsonResponse(401, expired));

    await expect(slowCall).resolves.toEqual({ path: '/api/slow' });
    expect(calledRoutes(fetchMock).filter((route) => route === 'POST /api/refresh')).toHaveLength(1);
  });

  it('treats a 401 from /login as a plain error, without a refresh', async () => {
    const invalid = { message: 'Invalid username or password', locale: 'error.invalidCredentials' };
    const fetchMock = fetchWith(() => jsonResponse(401, invalid));
    const onError = vi.fn();
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onError, onSessionExpired });

    await expect(api.post('/login', { usernameOrEmail: 'a', password: 'b' })).rejects.toMatchObject({
      kind: 'http',
      status: 401,
      locale: 'error.invalidCredentials',
    });
    expect(calledRoutes(fetchMock)).toEqual(['POST /api/login']);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each(['/revoke', '/refresh'])('logs out without another call when %s answers 401', async (path) => {
    const fetchMock = fetchWith(() => jsonResponse(401, expired));
    const onSessionExpired = vi.fn();
    const api = createApiClient({ fetch: fetchMock, onSessionExpired });

    await expect(api.post(path)).rejects.toMatchObject({ kind: 'sessionExpired' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient responses', () => {
  it('sends JSON with the session cookies and returns the parsed body', async () => {
    const fetchMock = fetchWith(() => jsonResponse(201, { _id: 'x' }));
    const api = createApiClient({ fetch: fetchMock });

    await expect(api.post('/setup', { clubName: 'Kerho' })).resolves.toEqual({ _id: 'x' });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: '{"clubName":"Kerho"}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  it('passes the notification of a successful response on', async () => {
    const notification = { locale: 'notification.feedbackSent', timeout: 5000 };
    const onNotification = vi.fn();
    const api = createApiClient({
      fetch: fetchWith(() => jsonResponse(200, { notification })),
      onNotification,
    });

    await api.post('/feedback', { message: 'hi' });
    expect(onNotification).toHaveBeenCalledWith(notification);
  });

  it('carries the error envelope and reports it unless the call is quiet', async () => {
    const envelope = { message: 'Member not found', locale: 'error.memberNotFound', details: 'id 7' };
    const onError = vi.fn();
    const api = createApiClient({ fetch: fetchWith(() => jsonResponse(404, envelope)), onError });

    await expect(api.get('/member/7')).rejects.toMatchObject({ status: 404, envelope });
    await expect(api.get('/member/7', { quiet: true })).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/member/7', { quiet: (e) => e.status === 404 })).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('tells a network error, a timeout, an abort and a bad status apart', async () => {
    const offline = createApiClient({
      fetch: fetchWith(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    await expect(offline.get('/x')).rejects.toMatchObject({ kind: 'network', locale: 'network.error' });

    const hanging = createApiClient({
      timeoutMs: 10,
      fetch: fetchWith(
        (_path, init) =>
          new Promise((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
          }),
      ),
    });
    await expect(hanging.get('/x')).rejects.toMatchObject({ kind: 'timeout', locale: 'network.timeout' });

    const onError = vi.fn();
    const cancelled = createApiClient({
      onError,
      fetch: fetchWith(() => Promise.reject(new DOMException('Aborted', 'AbortError'))),
    });
    await expect(cancelled.get('/x')).rejects.toMatchObject({ kind: 'aborted', locale: 'network.aborted' });
    expect(onError).toHaveBeenCalledTimes(1);

    const proxy = createApiClient({
      fetch: fetchWith(() => new Response('<html>Bad gateway</html>', { status: 502 })),
    });
    await expect(proxy.get('/x')).rejects.toMatchObject({
      kind: 'badStatus',
      status: 502,
      locale: 'network.badStatus',
    });
  });
});
