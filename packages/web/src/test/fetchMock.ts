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

/**
 * Stubs the global fetch with routes keyed `METHOD /api/path`. Unknown routes answer 404 in the API's
 * envelope. Returns the mock to assert on calls.
 */
export function mockFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const route = routes[`${method} ${url.pathname}`];
    if (!route) {
      return jsonResponse(404, { message: 'Not found', locale: 'error.notFound' });
    }
    const reply =
      typeof route === 'function'
        ? await route({ method, path: url.pathname, body, search: url.search })
        : route;
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
