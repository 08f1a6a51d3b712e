import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback, members, users } from '../../db/schema/index';
import {
  addConfirmedUser,
  cookiesOf,
  createTestApp,
  lastMail,
  setupClub,
  type TestApp,
} from '../../test/app';
import { createMember } from '../../test/factories';

let t: TestApp;
let owner: string;
let ownerId: string;

const addUser = (username: string) => addConfirmedUser(t, username);
const as = (cookie: string, method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { cookie } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await setupClub(t.app);
  ownerId = (await as(owner, 'GET', '/api/user')).json()._id;
});
afterAll(async () => {
  await t.close();
});

describe('users admin', () => {
  it('lists users for admins only', async () => {
    const plain = await addUser('plain');
    expect((await t.app.inject({ method: 'GET', url: '/api/user/all' })).statusCode).toBe(401);
    const refused = await as(plain.cookie, 'GET', '/api/user/all');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only admin can do this');
    const list = await as(owner, 'GET', '/api/user/all');
    expect(list.json().map((u: { username: string }) => u.username)).toEqual(
      expect.arrayContaining(['chief', 'plain']),
    );
  });

  it('makes a user admin and a waiver checker, and back', async () => {
    const u = await addUser('helper');
    const res = await as(owner, 'PUT', `/api/user/${u.id}`, {
      admin: true,
      permissions: { canCheckWaivers: true },
    });
    expect(res.json()).toMatchObject({ admin: true, role: 'admin', permissions: { canCheckWaivers: true } });
    const back = await as(owner, 'PUT', `/api/user/${u.id}`, { admin: false });
    expect(back.json()).toMatchObject({ admin: false, role: 'user', permissions: { canCheckWaivers: true } });
  });

  it('blocks a user (sessions end, login refused) and unblocks', async () => {
    const u = await addUser('blockme');
    await as(owner, 'PUT', `/api/user/${u.id}`, { blocked: true });
    expect((await as(u.cookie, 'GET', '/api/user')).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { usernameOrEmail: 'blockme', password: 'Password-1' },
    });
    expect(login.json().message).toBe('User is blocked from club');
    await as(owner, 'PUT', `/api/user/${u.id}`, { blocked: false });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { usernameOrEmail: 'blockme', password: 'Password-1' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('soft-removes, restores and deletes', async () => {
    const u = await addUser('removeme');
    const removed = await as(owner, 'PUT', `/api/user/remove/${u.id}`);
    expect(removed.json().removed).toEqual(expect.any(String));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { usernameOrEmail: 'removeme', password: 'Password-1' },
    });
    expect(login.statusCode).toBe(401);
    const restored = await as(owner, 'PUT', `/api/user/${u.id}`, { removed: null });
    expect(restored.json().removed).toBeNull();
    expect((await as(owner, 'DELETE', `/api/user/${u.id}`)).statusCode).toBe(200);
    expect((await as(owner, 'DELETE', `/api/user/${u.id}`)).json().message).toBe('User not found');
  });

  it('never acts on the overlord', async () => {
    const admin = await addUser('admin2');
    await as(owner, 'PUT', `/api/user/${admin.id}`, { admin: true });
    for (const [method, url, body] of [
      ['PUT', `/api/user/${ownerId}`, { blocked: true }],
      ['PUT', `/api/user/remove/${ownerId}`, undefined],
      ['DELETE', `/api/user/${ownerId}`, undefined],
    ] as const) {
      const res = await as(admin.cookie, method, url, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Cannot do this. User is overlord.');
    }
    expect((await as(owner, 'DELETE', '/api/user/me')).json().message).toBe(
      'Cannot do this. User is overlord.',
    );
  });

  it('answers 400 for a bad id and 404 for another club’s user', async () => {
    expect((await as(owner, 'PUT', '/api/user/not-a-uuid', { admin: true })).statusCode).toBe(400);
    expect(
      (await as(owner, 'PUT', '/api/user/00000000-0000-4000-8000-000000000000', { admin: true })).statusCode,
    ).toBe(404);
  });

  it('links a user to a member, one member per user', async () => {
    const u = await addUser('linkme');
    const [m] = await t.app.ctx.db.select().from(members).limit(1);
    const clash = await as(owner, 'PUT', `/api/user/${u.id}`, { linkedMember: m?.id });
    expect(clash.json().message).toBe('User is already linked to another member');
    const [free] = await t.app.ctx.db
      .insert(members)
      .values({ clubId: m?.clubId as string, firstName: 'Link', lastName: 'Me' })
      .returning();
    const linked = await as(owner, 'PUT', `/api/user/${u.id}`, { linkedMember: free?.id });
    expect(linked.json().linkedMember).toBe(free?.id);
    expect((await as(u.cookie, 'GET', '/api/member/me')).json()).toMatchObject({ firstName: 'Link' });
  });

  it('refuses to link a user whose e-mail is not confirmed, and may unlink it', async () => {
    const u = await addUser('unconfirmed');
    await t.app.ctx.db.update(users).set({ confirmed: false }).where(eq(users.id, u.id));
    const [m] = await t.app.ctx.db.select().from(members).limit(1);
    const [free] = await t.app.ctx.db
      .insert(members)
      .values({ clubId: m?.clubId as string, firstName: 'Not', lastName: 'Yet' })
      .returning();
    const res = await as(owner, 'PUT', `/api/user/${u.id}`, { linkedMember: free?.id });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Linked user email is not confirmed',
      locale: 'error.linkedUserEmailNotConfirmed',
    });
    expect((await as(owner, 'PUT', `/api/user/${u.id}`, { linkedMember: null })).statusCode).toBe(200);
  });
});

describe('per role', () => {
  const adminRoutes = (targetId: string) =>
    [
      ['GET', '/api/user/all', undefined],
      ['PUT', `/api/user/${targetId}`, { displayName: 'Changed' }],
      ['PUT', `/api/user/remove/${targetId}`, undefined],
      ['DELETE', `/api/user/${targetId}`, undefined],
    ] as const;

  it('answers 401 to a caller who is not signed in', async () => {
    const target = await addUser('anontarget');
    for (const [method, url, body] of [
      ...adminRoutes(target.id),
      ['GET', '/api/user/allPublic', undefined],
    ]) {
      expect((await t.app.inject({ method, url, payload: body })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('refuses a plain user and a waiver checker every admin route, and changes nothing', async () => {
    const target = await addUser('roletarget');
    const plain = await addUser('roleplain');
    const checker = await addUser('rolechecker');
    await as(owner, 'PUT', `/api/user/${checker.id}`, { permissions: { canCheckWaivers: true } });
    for (const caller of [plain, checker]) {
      for (const [method, url, body] of adminRoutes(target.id)) {
        const res = await as(caller.cookie, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().locale).toBe('error.onlyAdmin');
      }
    }
    const row = await t.app.ctx.repos.users.findById(target.id);
    expect(row).toMatchObject({ displayName: 'roletarget Jumper', removedAt: null });
  });

  it('lets an admin who is not the overlord use every admin route', async () => {
    const admin = await addUser('roleadmin');
    await as(owner, 'PUT', `/api/user/${admin.id}`, { admin: true });
    const target = await addUser('roletarget2');
    for (const [method, url, body] of adminRoutes(target.id)) {
      expect((await as(admin.cookie, method, url, body)).statusCode, `${method} ${url}`).toBe(200);
    }
  });

  it('shows the reduced list to any user linked to a member, checker or not', async () => {
    const linked = await addUser('rolelinked');
    const member = await createMember(t.app, owner, { firstName: 'Role', lastName: 'Linked' });
    await as(owner, 'PUT', `/api/user/${linked.id}`, { linkedMember: member._id });
    expect((await as(linked.cookie, 'GET', '/api/user/allPublic')).statusCode).toBe(200);
    const checker = await addUser('rolechecker2');
    await as(owner, 'PUT', `/api/user/${checker.id}`, { permissions: { canCheckWaivers: true } });
    const refused = await as(checker.cookie, 'GET', '/api/user/allPublic');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().locale).toBe('error.userNotLinked');
  });
});

describe('the reduced user list', () => {
  it('needs a linked user and shows no e-mails', async () => {
    const res = await as(owner, 'GET', '/api/user/allPublic');
    expect(res.statusCode).toBe(200);
    expect(res.json()[0]).toEqual({
      _id: expect.any(String),
      displayName: expect.any(String),
      linkedMember: expect.anything(),
    });
    const u = await addUser('nolink');
    expect((await as(u.cookie, 'GET', '/api/user/allPublic')).statusCode).toBe(403);
  });
});

describe('profile', () => {
  it('changes the display name, and the password only with the current one', async () => {
    const u = await addUser('profiler');
    expect((await as(u.cookie, 'PUT', '/api/user', { displayName: 'New Name' })).json().displayName).toBe(
      'New Name',
    );
    const noCurrent = await as(u.cookie, 'PUT', '/api/user', { newPassword: 'Password-2' });
    expect(noCurrent.statusCode).toBe(400);
    const wrong = await as(u.cookie, 'PUT', '/api/user', {
      currentPassword: 'nope',
      newPassword: 'Password-2',
    });
    expect(wrong.json().locale).toBe('error.wrongPassword');
    expect(
      (await as(u.cookie, 'PUT', '/api/user', { currentPassword: 'Password-1', newPassword: 'Password-2' }))
        .statusCode,
    ).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { usernameOrEmail: 'profiler', password: 'Password-2' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('ends every other sign-in of the user when the password changes, and keeps the one that changed it', async () => {
    const u = await addUser('twophones');
    const signIn = async () =>
      cookiesOf(
        await t.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { usernameOrEmail: 'twophones', password: 'Password-1' },
        }),
      );
    const phone = await signIn();
    const laptop = await signIn();
    const other = await addUser('bystander');
    expect((await as(laptop, 'GET', '/api/user')).statusCode).toBe(200);

    const change = await as(phone, 'PUT', '/api/user', {
      currentPassword: 'Password-1',
      newPassword: 'Password-3',
    });
    expect(change.statusCode).toBe(200);

    // the laptop's access and refresh tokens both stop working at once
    expect((await as(laptop, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await as(laptop, 'POST', '/api/refresh')).statusCode).toBe(401);
    expect((await as(u.cookie, 'GET', '/api/user')).statusCode).toBe(401);
    // the phone that changed it stays signed in, and can refresh
    expect((await as(phone, 'GET', '/api/user')).statusCode).toBe(200);
    expect((await as(phone, 'POST', '/api/refresh')).statusCode).toBe(200);
    // nobody else is touched, and a name change ends nothing
    expect((await as(other.cookie, 'GET', '/api/user')).statusCode).toBe(200);
    // the old password signs in nowhere
    expect(await signIn()).toBe('');
    expect((await as(phone, 'PUT', '/api/user', { displayName: 'Two Phones' })).statusCode).toBe(200);
    expect((await as(phone, 'GET', '/api/user')).statusCode).toBe(200);
  });

  it('changes the e-mail only after the new address is confirmed', async () => {
    const u = await addUser('mover');
    const res = await as(u.cookie, 'PUT', '/api/user', { email: 'moved@example.com' });
    expect(res.json()).toMatchObject({ email: 'mover@example.com', emailPending: true });
    const mail = lastMail(t.dataDir, '/confirm-email');
    expect(mail.to).toBe('moved@example.com');
    await t.app.inject({ method: 'POST', url: '/api/confirm-email', payload: { token: mail.token } });
    expect((await as(u.cookie, 'GET', '/api/user')).json().email).toBe('moved@example.com');
    expect((await as(u.cookie, 'PUT', '/api/user', { email: 'chief@example.com' })).json().message).toBe(
      'Email already exists',
    );
  });

  it('saves nothing of a change it refuses (the new e-mail is taken)', async () => {
    const u = await addUser('halfway');
    const res = await as(u.cookie, 'PUT', '/api/user', {
      displayName: 'Half Way',
      email: 'chief@example.com',
    });
    expect(res.json().locale).toBe('error.emailExists');
    expect((await as(u.cookie, 'GET', '/api/user')).json().displayName).toBe('halfway Jumper');
  });

  it('deletes one’s own account and logs out', async () => {
    const u = await addUser('leaver');
    const res = await as(u.cookie, 'DELETE', '/api/user/me');
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'dz_access')?.value).toBe('');
    expect(await t.app.ctx.db.select().from(users).where(eq(users.username, 'leaver'))).toHaveLength(0);
  });
});

describe('POST /api/feedback', () => {
  it('stores the message and mails the club', async () => {
    const empty = await as(owner, 'POST', '/api/feedback', { message: '   ' });
    expect(empty.statusCode).toBe(400);
    const long = await as(owner, 'POST', '/api/feedback', { message: 'x'.repeat(1001) });
    expect(long.json().validationMessage).toEqual(['message: Max 1000 characters']);
    const res = await as(owner, 'POST', '/api/feedback', { message: 'The load board is great' });
    expect(res.statusCode).toBe(201);
    expect(res.json().notification.locale).toBe('notification.feedbackSent');
    expect(await t.app.ctx.db.select().from(feedback)).toHaveLength(1);
    expect(lastMail(t.dataDir).raw).toContain('The load board is great');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/feedback', payload: { message: 'x' } })).statusCode,
    ).toBe(401);
  });
});
