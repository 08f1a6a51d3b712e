import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { createTestApp, setupClub, type TestApp } from '../test/app';
import { listenOnLoopback, nextEvent as once, socketClients } from '../test/sockets';

let t: TestApp;
let cookie: string;
let url: string;
const clients = socketClients();
const open = (extra: Parameters<typeof clients.open>[1] = {}, base = url): Socket =>
  clients.open(base, extra);

beforeAll(async () => {
  t = await createTestApp();
  cookie = await setupClub(t.app);
  url = await listenOnLoopback(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

describe('socket.io', () => {
  it('refuses a socket without a session', async () => {
    const s = open();
    const err = await once<Error>(s, 'connect_error');
    expect(err.message).toBe('unauthorized');
  });

  it('admits a signed-in socket to its club room, with presence', async () => {
    const s = open({ extraHeaders: { cookie } });
    const list = once<string[]>(s, 'userListUpdated');
    const countP = once<number>(s, 'clientsCount');
    await once(s, 'connect');
    const me = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
    expect(await list).toEqual([me._id]);
    expect(await countP).toBe(1);

    const second = open({ extraHeaders: { cookie } });
    expect(await once<number>(s, 'clientsCount')).toBe(2);
    second.disconnect();
    expect(await once<string>(s, 'userDisconnected')).toBe(me._id);
  });

  it('delivers a broadcast to the club room only after it was raised', async () => {
    const s = open({ extraHeaders: { cookie } });
    await once(s, 'connect');
    const received = once<void>(s, 'membersUpdated');
    t.app.ctx.realtime.broadcast(me().clubId, 'membersUpdated');
    await expect(received).resolves.toBeUndefined();
  });

  it('admits an anonymous public-board socket to the public room only', async () => {
    const s = open({ auth: { public: true } });
    await once(s, 'connect');
    const got: string[] = [];
    s.onAny((event: string) => got.push(event));
    const publicEvent = once<{ date: string }>(s, 'loadsUpdated');
    t.app.ctx.realtime.broadcast(me().clubId, 'membersUpdated');
    t.app.ctx.realtime.broadcastPublic(me().clubId, 'loadsUpdated', { date: '2026-06-01' });
    expect(await publicEvent).toEqual({ date: '2026-06-01' });
    expect(got).not.toContain('membersUpdated');
  });
});

let meCache: { clubId: string } | undefined;
function me() {
  if (!meCache) {
    throw new Error('me() before the club exists');
  }
  return meCache;
}
beforeAll(async () => {
  meCache = (await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).json();
});

// Several nodes: an event raised on node B reaches a client of node A through Redis.
const redisUrl = process.env.TEST_REDIS_URL;
describe.skipIf(!redisUrl)('socket.io across nodes (Redis adapter)', () => {
  it('delivers an event raised on another node', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      WEB_DIST: '/nonexistent',
      REDIS_URL: redisUrl,
    });
    const nodeA = await buildApp({ config, database: t.app.ctx.database });
    const nodeB = await buildApp({ config, database: t.app.ctx.database });
    try {
      const aUrl = await listenOnLoopback(nodeA);
      const s = open({ extraHeaders: { cookie } }, aUrl);
      await once(s, 'connect');
      const received = once<{ memberId: string }>(s, 'paymentsUpdated');
      await nodeB.ready();
      nodeB.ctx.realtime.broadcast(me().clubId, 'paymentsUpdated', { memberId: 'm1' });
      expect(await received).toEqual({ memberId: 'm1' });
      s.disconnect();
    } finally {
      await nodeA.close();
      await nodeB.close();
    }
  });

  it('logs a publish that fails once Redis is gone, and keeps the process up', async () => {
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: t.dataDir,
      WEB_DIST: '/nonexistent',
      REDIS_URL: redisUrl,
    });
    const node = await buildApp({ config, database: t.app.ctx.database });
    await node.ready();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      await node.close();
      // The adapter publishes a broadcast without awaiting it; its client has quit.
      node.ctx.realtime.broadcast(me().clubId, 'membersUpdated');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
    } finally {
      process.off('unhandledRejection', onRejection);
    }
  });
});
