import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';

let t: TestApp;
const bigScript = `const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}];`;
beforeAll(async () => {
  const web = mkdtempSync(join(tmpdir(), 'dz-web-'));
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Dropzone</title><div id="root"></div>');
  writeFileSync(join(web, 'board.html'), '<!doctype html><title>Board</title><div id="root"></div>');
  writeFileSync(join(web, 'login.html'), '<!doctype html><title>Login</title><div id="root"></div>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  // as the build leaves a large script: beside it its brotli and gzip copies
  writeFileSync(join(web, 'assets', 'big-def456.js'), bigScript);
  writeFileSync(join(web, 'assets', 'big-def456.js.br'), brotliCompressSync(bigScript));
  writeFileSync(join(web, 'assets', 'big-def456.js.gz'), gzipSync(bigScript));
  t = await createTestApp({ WEB_DIST: web });
});
afterAll(async () => {
  await t.close();
});

describe('serving the web app', () => {
  it.each(['/', '/loads/2026-06-01', '/members', '/some/unknown/page'])(
    'answers index.html for %s',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['no Accept header', {}],
    ['curl', { accept: '*/*' }],
    ['a browser', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' }],
  ])('answers the page for / and client routes to %s', async (_name, headers) => {
    for (const url of ['/', '/members', '/loads/2026-06-01']) {
      const res = await t.app.inject({ method: 'GET', url, headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it.each(['/loads-public', '/loads-public?club=utti', '/loads-public/'])(
    "answers the light board's own page for %s",
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Board</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
      const app = await t.app.inject({
        method: 'GET',
        url: '/loads-public-x',
        headers: { accept: 'text/html' },
      });
      expect(app.body).toContain('<title>Dropzone</title>');
    },
  );

  it.each(['/login', '/login/', '/login?next=x'])(
    "answers the light login page's own page for %s",
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Login</title>');
      const app = await t.app.inject({
        method: 'GET',
        url: '/login/google',
        headers: { accept: 'text/html' },
      });
      expect(app.body).toContain('<title>Dropzone</title>');
    },
  );

  it.each([
    ['/pokat', '/loads-public'],
    ['/pokat/', '/loads-public'],
    ['/pokat?club=utti', '/loads-public?club=utti'],
  ])('sends the short address %s to the board at %s', async (url, location) => {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(location);
  });

  it('answers the JSON envelope to a client that asks for JSON only', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/members',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().locale).toBe('error.notFound');
  });

  it('serves hashed assets as immutable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the build’s precompressed copy of a file to a browser that takes it, the file itself otherwise', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('compresses a large JSON answer with brotli or gzip, and leaves a small one alone', async () => {
    const url = '/api/docs/json';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    const doc = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
    expect(doc.info.title).toBe('Dropzone API');
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify(doc).length / 5);
    const small = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the API envelope for unknown API paths, even when HTML is accepted', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().locale).toBe('error.notFound');
  });

  it('answers a missing asset with 404, not the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
  });
});
