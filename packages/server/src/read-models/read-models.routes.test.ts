import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { clubSettingsInput } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { as, type LoadsWorld, loadsWorld, newLoad } from '../test/loads.fixture';
import { listenOnLoopback, nextEvent, socketClients } from '../test/sockets';

let w: LoadsWorld;
const statements: string[] = [];
beforeAll(async () => {
  w = await loadsWorld((sql) => statements.push(sql));
});
afterAll(async () => {
  await w.t.close();
});

const board = (app: FastifyInstance, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/loads-public/today', headers });
const namesOn = (res: { json(): { loads: { jumpers: { name: string }[] }[] } }) =>
  res.json().loads.flatMap((l) => l.jumpers.map((j) => j.name));

describe('the public board, computed once per change', () => {
  it('answers 304 to a board that has the day as it is, and the new day after a change', async () => {
    const id = await newLoad(w);
    const first = await board(w.t.app);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(first.headers['cache-control']).toBe('no-cache');
    const same = await board(w.t.app, { 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.fun,
      type: 'normal',
      altitude: 4000,
    });
    const changed = await board(w.t.app, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().version).toBe(first.json().version + 1);
    expect(namesOn(changed)).toContain('Fun Meikäläinen');
  });

  it('reads only the day’s counters while nothing changed, and computes once for boards asking at once', async () => {
    await newLoad(w);
    await board(w.t.app);
    await w.t.app.ctx.boardPushes.idle();
    statements.length = 0;
    await board(w.t.app);
    // the embedded database keeps the counters read a moment ago, as nothing was written since
    const keepsReads = !!w.t.app.ctx.database.writes;
    expect(statements.filter((s) => /load_day_versions/.test(s))).toHaveLength(keepsReads ? 0 : 1);
    expect(statements.filter((s) => /from "loads"/.test(s))).toEqual([]);

    await newLoad(w);
    await w.t.app.ctx.boardPushes.idle();
    statements.length = 0;
    const answers = await Promise.all(Array.from({ length: 20 }, () => board(w.t.app)));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    // the change's socket event computed the board already (awaited above): the twenty read only counters
    expect(statements.filter((s) => /from "loads"/.test(s))).toEqual([]);
  });

  it('shows a renamed member on every day’s board (the club-wide counter)', async () => {
    const id = await newLoad(w);
    const member = w.m.video;
    await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
      memberId: member,
      type: 'normal',
      altitude: 4000,
    });
    expect(namesOn(await board(w.t.app))).toContain('Video Meikäläinen');
    const [row] = (await as(w.t.app, w.admin, 'GET', '/api/member'))
      .json()
      .filter((m: { _id: string }) => m._id === member);
    await as(w.t.app, w.admin, 'PUT', '/api/member', { ...row, firstName: 'Videoija' });
    expect(namesOn(await board(w.t.app))).toContain('Videoija Meikäläinen');
  });

  it('sends the cached brotli copy to a browser that takes it', async () => {
    const res = await board(w.t.app, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).clubName).toBe('Skydive Utti');
  });

  it('sends today’s new board with the change’s socket event, the same as the boards would fetch', async () => {
    const base = await listenOnLoopback(w.t.app);
    const sockets = socketClients();
    try {
      const s = sockets.open(base, { auth: { public: true, club: 'skydive-utti' } });
      await nextEvent(s, 'connect');
      const event = nextEvent<{ date: string; version: number; board?: Buffer }>(s, 'loadsUpdated');
      await newLoad(w);
      const change = await event;
      const fetched = await board(w.t.app);
      expect(change.date).toBe(w.today);
      expect(change.version).toBe(fetched.json().version);
      expect(JSON.parse(gunzipSync(change.board as Buffer).toString())).toEqual(fetched.json());
    } finally {
      sockets.closeAll();
    }
  });

  it('is never stale on another node: a change made on node A shows on node B’s cached board', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'dz-test-')),
      WEB_DIST: '/nonexistent',
      JOBS: 'off',
    });
    const nodeB = await buildApp({ config, database: w.t.app.ctx.database, now: w.clock.now });
    try {
      const id = await newLoad(w);
      const before = await board(nodeB);
      expect(namesOn(before)).not.toContain('Aff Meikäläinen');
      await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
        memberId: w.m.affI,
        type: 'normal',
        altitude: 4000,
      });
      const after = await board(nodeB, { 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(namesOn(after)).toContain('Aff Meikäläinen');
    } finally {
      await nodeB.close();
    }
  });
});

describe('the day view, computed once per change', () => {
  const day = () => as(w.t.app, w.admin, 'GET', `/api/loads/${w.today}`);
  const balanceOf = async (memberId: string) =>
    (await day())
      .json()
      .loads.flatMap((l: { jumpers: { memberId: string; balance: number }[] }) => l.jumpers)
      .find((j: { memberId: string }) => j.memberId === memberId)?.balance;

  it('reads only the counters while nothing changed', async () => {
    await day();
    await w.t.app.ctx.boardPushes.idle();
    statements.length = 0;
    await day();
    expect(statements.filter((s) => /from "loads"/.test(s))).toEqual([]);
  });

  it('gives staff the day with an ETag, and 304 while it is unchanged', async () => {
    const first = await day();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"d-/);
    const same = await w.t.app.inject({
      method: 'GET',
      url: `/api/loads/${w.today}`,
      headers: { cookie: w.admin, 'if-none-match': etag },
    });
    expect(same.statusCode).toBe(304);
    await newLoad(w);
    const changed = await w.t.app.inject({
      method: 'GET',
      url: `/api/loads/${w.today}`,
      headers: { cookie: w.admin, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().loads.length).toBe(first.json().loads.length + 1);
  });

  it('shows a payment, a landing elsewhere and a weight change at once', async () => {
    const id = await newLoad(w);
    await as(w.t.app, w.admin, 'POST', `/api/loads/${id}/jumpers`, {
      memberId: w.m.member,
      type: 'normal',
      altitude: 1000,
    });
    const before = await balanceOf(w.m.member);
    await as(w.t.app, w.admin, 'POST', '/api/payment', {
      memberId: w.m.member,
      amount: 50,
      method: 'Kortti',
    });
    expect(await balanceOf(w.m.member)).toBe(before + 50);

    // landing another load charges the member: this load's view shows the new balance
    const other = await newLoad(w);
    await as(w.t.app, w.admin, 'POST', `/api/loads/${other}/jumpers`, {
      memberId: w.m.member,
      type: 'normal',
      altitude: 1000,
    });
    await as(w.t.app, w.admin, 'POST', `/api/loads/${other}/land`);
    expect(await balanceOf(w.m.member)).toBe(before + 50 - 35); // 20 € at 1000 m, 15 € gear rent

    const [row] = (await as(w.t.app, w.admin, 'GET', '/api/member'))
      .json()
      .filter((m: { _id: string }) => m._id === w.m.member);
    await as(w.t.app, w.admin, 'PUT', '/api/member', { ...row, exitWeight: 101 });
    const jumpers = (await day())
      .json()
      .loads.flatMap((l: { jumpers: { memberId: string; exitWeight: number }[] }) => l.jumpers);
    expect(
      jumpers
        .filter((j: { memberId: string }) => j.memberId === w.m.member)
        .map((j: { exitWeight: number }) => j.exitWeight),
    ).toEqual([101, 101]);
  });
});

describe('the member list, computed once per change', () => {
  const list = () => as(w.t.app, w.admin, 'GET', '/api/member');
  it('reads no members while nothing changed, and shows a payment at once', async () => {
    await list();
    await w.t.app.ctx.boardPushes.idle();
    statements.length = 0;
    const again = await list();
    expect(again.headers['cache-control']).toBe('private, no-cache');
    expect(statements.filter((s) => /from "members"/.test(s))).toEqual([]);
    const before = again.json().find((m: { _id: string }) => m._id === w.m.fun).balance;
    await as(w.t.app, w.admin, 'POST', '/api/payment', { memberId: w.m.fun, amount: 12.5, method: 'Kortti' });
    expect((await list()).json().find((m: { _id: string }) => m._id === w.m.fun).balance).toBe(before + 12.5);
  });
});

describe('the club’s own settings in the cached answers', () => {
  const list = () => as(w.t.app, w.admin, 'GET', '/api/member');
  /** The club's settings as the admin would send them back (`PUT /api/club` resets what is left out). */
  async function settings() {
    const view = (await as(w.t.app, w.admin, 'GET', '/api/club')).json() as Record<string, unknown>;
    return Object.fromEntries(Object.keys(clubSettingsInput.shape).map((k) => [k, view[k]]));
  }

  it('moves the board’s and the member list’s today with the club’s time zone at once (the club’s counter)', async () => {
    const kept = await settings();
    expect((await board(w.t.app)).json().date).toBe(w.today);
    expect((await list()).headers.etag).toContain(`|${w.today}|`);
    // 09:00 UTC is 22:00 the day before in Pago Pago
    const moved = await as(w.t.app, w.admin, 'PUT', '/api/club', { ...kept, timezone: 'Pacific/Pago_Pago' });
    expect(moved.statusCode).toBe(200);
    try {
      expect((await board(w.t.app)).json().date).toBe('2026-06-12');
      expect((await list()).headers.etag).toContain('|2026-06-12|');
    } finally {
      await as(w.t.app, w.admin, 'PUT', '/api/club', kept);
    }
    expect((await board(w.t.app)).json().date).toBe(w.today);
  });

  it('finds the board by the club’s new public name at once, and no longer by the old one', async () => {
    const kept = await settings();
    const byName = (name: string) =>
      w.t.app.inject({ method: 'GET', url: `/api/loads-public/today?club=${name}` });
    expect((await byName(kept.slug as string)).statusCode).toBe(200);
    const renamed = await as(w.t.app, w.admin, 'PUT', '/api/club', { ...kept, slug: 'utti-board' });
    expect(renamed.statusCode).toBe(200);
    try {
      expect((await byName(kept.slug as string)).statusCode).toBe(404);
      expect((await byName('utti-board')).json().clubName).toBe('Skydive Utti');
    } finally {
      await as(w.t.app, w.admin, 'PUT', '/api/club', kept);
    }
    expect((await byName(kept.slug as string)).statusCode).toBe(200);
  });
});
