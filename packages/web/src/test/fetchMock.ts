import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  path: string;
  body: unknown;
  /** The query string, `?a=b` or empty. */
  search: string;
}

export interface MockReply {
  status: number;
  body?: unknown;
}

type Route = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** A JSON `Response` as the server sends it. */
export function jsonResponse(status: number, body?: unknown): Response {
  return new Response(body === undefined || status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const notSignedIn: MockReply = {
  status: 401,
  body: { message: 'Session expired.', locale: 'error.notAuthenticated' },
};

async function answer(route: Route, request: MockRequest): Promise<MockReply> {
  return typeof route === 'function' ? await route(request) : route;
}

/**
 * `GET /api/session` as the server makes it, from a test's own routes of the calls it replaces (setup status,
 * user, club, own member): a test that mocks those needs no session route of its own.
 */
async function sessionOf(routes: Record<string, Route>, request: MockRequest): Promise<MockReply> {
  const call = async (key: string) => {
    const route = routes[key];
    return route ? answer(route, { ...request, path: key.split(' ')[1] ?? '' }) : null;
  };
  const setup = await call('GET /api/setup');
  if (setup && setup.status !== 200) {
    return setup;
  }
  const needsSetup = (setup?.body as { needsSetup?: boolean } | undefined)?.needsSetup ?? false;
  const anonymous = { status: 200, body: { needsSetup, user: null, club: null, member: null } };
  // without the session cookies (their readable marker) the server knows no user
  const signedIn = document.cookie.split(/;\s*/).includes('dz_session=1');
  const user = needsSetup || !signedIn ? null : await call('GET /api/user');
  if (!user || user.status === 404) {
    return anonymous;
  }
  if (user.status !== 200) {
    return user;
  }
  const body = user.body as { linkedMember?: string | null; confirmed?: boolean };
  const [club, member] =
    body.linkedMember && body.confirmed !== false
      ? await Promise.all([call('GET /api/club'), call('GET /api/member/me')])
      : [null, null];
  const both = club?.status === 200 && member?.status === 200;
  return {
    status: 200,
    body: { needsSetup, user: body, club: both ? club.body : null, member: both ? member.body : null },
  };
}

/**
 * Stubs the global fetch with routes keyed `METHOD /api/path`. Unknown routes answer 404 in the API's
 * envelope. Returns the mock to assert on calls.
 */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, body, search: url.search };
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      if (`${method} ${url.pathname}` === 'GET /api/session') {
        const reply = await sessionOf(routes, request);
        return jsonResponse(reply.status, reply.body);
      }
      return jsonResponse(404, { message: 'Not found', locale: 'error.notFound' });
    }
    const reply = await answer(route, request);
    return jsonResponse(reply.status, reply.body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The `METHOD path` of each call made to a fetch mock. */
export function calledRoutes(fetchMock: ReturnType<typeof mockFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    return `${init?.method ?? 'GET'} ${url.pathname}`;
  });
}
