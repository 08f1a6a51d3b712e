import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../test/app';

const token = 'a-long-enough-metrics-token';

describe('GET /metrics', () => {
  let t: TestApp;
  let off: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: token });
    off = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    await off.close();
  });

  it('is not there without METRICS_TOKEN', async () => {
    const res = await off.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['no token', undefined],
    ['a wrong token', 'Bearer a-long-enough-metrics-tokeN'],
    ['the token without Bearer', token],
    ['a prefix of the token', `Bearer ${token.slice(0, 10)}`],
  ])('answers 401 to %s, in the error envelope', async (_name, authorization) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: authorization ? { authorization } : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().locale).toBe('error.notAuthenticated');
    expect(res.body).not.toContain('dropzone_');
  });

  /** A series' value in the scraped text (0 when absent): the registry is the process's, shared by test files. */
  const seriesValue = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line ? Number(line.slice(series.length + 1)) : 0;
  };
  const scrape = async () =>
    (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } }))
      .body;

  it('counts requests by route pattern, with latency buckets, sockets, jobs and cache lookups', async () => {
    const cookie = await setupClub(t.app);
    const date = '2026-11-28';
    const loads = 'dropzone_http_requests_total{method="GET",route="/api/loads/:date",status="200"}';
    const unmatched = 'dropzone_http_requests_total{method="GET",route="unmatched",status="404"}';
    const hits = 'dropzone_cache_lookups_total{result="hit"}';
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: `/api/loads/${date}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // the pattern, never the date: one series per route
    expect(seriesValue(text, loads) - seriesValue(before, loads)).toBe(3);
    expect(text).not.toContain(`/api/loads/${date}`);
    expect(seriesValue(text, unmatched) - seriesValue(before, unmatched)).toBe(1);
    // the second and third reads of the day are the cached answer
    expect(seriesValue(text, hits) - seriesValue(before, hits)).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(
      /dropzone_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/api\/loads\/:date"\}/,
    );
    expect(text).toMatch(/^dropzone_socket_clients \d+$/m);
    expect(text).toContain('# TYPE dropzone_job_runs_total counter');
    expect(text).toContain('dropzone_process_resident_memory_bytes');
    // nothing secret: no token, no cookie, no database address
    expect(text).not.toContain(token);
    expect(text).not.toMatch(/postgres:\/\/|redis:\/\//);
  });
});
