import type { LoadCan, MemberCan } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, type LoadsWorld, linkedUser, loadsWorld, newLoad } from '../test/loads.fixture';

/**
 * The cached answers carry the reader's `can` (issue 29): the day view and the member list are kept per policy
 * class (`policyClass`): every admin shares one, anyone else has their own, and a browser's copy of one class is
 * never "not modified" for another.
 */
let w: LoadsWorld;
const statements: string[] = [];
const users: Record<
  'admin2' | 'staffA' | 'staffB' | 'checker',
  { cookie: string; memberId: string; userId: string }
> = {} as never;
let ledLoad = '';

beforeAll(async () => {
  w = await loadsWorld((sql) => statements.push(sql));
  users.admin2 = await linkedUser(w, 'Toinenadmin', { admin: true });
  users.staffA = await linkedUser(w, 'Staffa', { permissions: { canManifest: true } });
  users.staffB = await linkedUser(w, 'Staffb', { permissions: { canManifest: true } });
  users.checker = await linkedUser(w, 'Checker', { permissions: { canCheckWaivers: true } });
  // a landed load that manifest staff A leads: A may reopen it, B may not
  ledLoad = await newLoad(w, { pilot: w.m.pilot, jumpLeader: users.staffA.memberId });
  expect((await as(w.t.app, w.admin, 'POST', `/api/loads/${ledLoad}/land`)).statusCode).toBe(200);
}, 60_000);
afterAll(() => w.t.close());

const day = (cookie: string, etag?: string) =>
  w.t.app.inject({
    method: 'GET',
    url: `/api/loads/${w.today}`,
    headers: { cookie, ...(etag ? { 'if-none-match': etag } : {}) },
  });
const canOn = (res: { json(): { loads: { _id: string; can: LoadCan }[] } }, id: string) =>
  res.json().loads.find((l) => l._id === id)?.can;

describe('the day view per policy class', () => {
  it('is made once for all admins, with the admins’ `can`', async () => {
    const first = await day(w.admin);
    await w.t.app.ctx.boardPushes.idle();
    statements.length = 0;
    const other = await day(users.admin2.cookie);
    expect(statements.filter((s) => /from "loads"/.test(s))).toEqual([]);
    expect(other.headers.etag).toBe(first.headers.etag);
    expect(other.body).toBe(first.body);
    expect(canOn(other, ledLoad)).toMatchObject({ reopen: true, editTimes: true, edit: false });
  });

  it('is each staff member’s own: the leader of a load may reopen it, other staff may not', async () => {
    const a = await day(users.staffA.cookie);
    const b = await day(users.staffB.cookie);
    expect(canOn(a, ledLoad)).toMatchObject({ reopen: true, editTimes: true });
    expect(canOn(b, ledLoad)).toMatchObject({ reopen: false, editTimes: true });
    const admin = await day(w.admin);
    expect(new Set([a.headers.etag, b.headers.etag, admin.headers.etag]).size).toBe(3);
    // what each then does is what their `can` said
    expect((await as(w.t.app, users.staffB.cookie, 'POST', `/api/loads/${ledLoad}/open`)).statusCode).toBe(
      403,
    );
  });

  it('answers 304 to a copy of the reader’s own class only', async () => {
    const a = await day(users.staffA.cookie);
    expect((await day(users.staffA.cookie, a.headers.etag as string)).statusCode).toBe(304);
    const b = await day(users.staffB.cookie, a.headers.etag as string);
    expect(b.statusCode).toBe(200);
    expect(canOn(b, ledLoad)?.reopen).toBe(false);
  });

  it('follows a change of the reader’s permissions at once', async () => {
    const before = await day(users.checker.cookie);
    expect(canOn(before, ledLoad)?.editTimes).toBe(false);
    const grant = (canManifest: boolean) =>
      as(w.t.app, w.admin, 'PUT', `/api/user/${users.checker.userId}`, { permissions: { canManifest } });
    expect((await grant(true)).statusCode).toBe(200);
    try {
      const after = await day(users.checker.cookie, before.headers.etag as string);
      expect(after.statusCode).toBe(200);
      expect(canOn(after, ledLoad)?.editTimes).toBe(true);
    } finally {
      await grant(false);
    }
  });
});

const members = (cookie: string) => as(w.t.app, cookie, 'GET', '/api/member');
const memberCan = (res: { json(): { _id: string; can: MemberCan }[] }, id: string) =>
  res.json().find((m) => m._id === id)?.can;

describe('the member list per policy class', () => {
  it('is one for all admins, and the checker’s own: a checker reads their own logbook only', async () => {
    const admin = await members(w.admin);
    await w.t.app.ctx.boardPushes.idle();
    statements.length = 0;
    const admin2 = await members(users.admin2.cookie);
    expect(statements.filter((s) => /from "members"/.test(s))).toEqual([]);
    expect(admin2.headers.etag).toBe(admin.headers.etag);
    expect(memberCan(admin2, w.m.fun)).toEqual({
      edit: true,
      delete: true,
      restore: false,
      pay: true,
      seeLedger: true,
      seeLogbook: true,
    });
    const checker = await members(users.checker.cookie);
    expect(checker.headers.etag).not.toBe(admin.headers.etag);
    expect(memberCan(checker, w.m.fun)).toMatchObject({ edit: true, pay: false, seeLogbook: false });
    expect(memberCan(checker, users.checker.memberId)).toMatchObject({ seeLogbook: true });
    expect((await members(users.checker.cookie)).headers.etag).toBe(checker.headers.etag);
    const notMine = await w.t.app.inject({
      method: 'GET',
      url: '/api/member',
      headers: { cookie: users.checker.cookie, 'if-none-match': admin.headers.etag as string },
    });
    expect(notMine.statusCode).toBe(200);
  });
});
