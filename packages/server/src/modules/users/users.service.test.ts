import type { Actor } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { clubs, members } from '../../db/schema/index';
import { createEventRecorder } from '../../events/domain-events';
import { createUnitOfWork } from '../../events/unit-of-work';
import { actorOf } from '../../plugins/auth';
import { createRepos, type Repos } from '../../repos';
import { createTestClock } from '../../test/clock';
import { createTestDatabase } from '../../test/db';
import type { UserRow } from './users.repo';
import { createUsersService } from './users.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let repos: Repos;
let clubId: string;
const recorder = createEventRecorder();
const accounts = { isAvailable: vi.fn(async () => true), sendConfirmation: vi.fn(async () => {}) };
let service: ReturnType<typeof createUsersService>;

let seq = 0;
async function addUser(over: Partial<UserRow> = {}): Promise<UserRow> {
  seq += 1;
  return repos.users.insert({
    clubId,
    username: `user${seq}`,
    email: `user${seq}@example.com`,
    displayName: `User ${seq}`,
    confirmed: true,
    ...over,
  });
}
async function addMember(linkedUserId: string | null = null): Promise<string> {
  const [m] = await database.db
    .insert(members)
    .values({ clubId, firstName: 'Maija', lastName: 'Jumper', linkedUserId })
    .returning();
  return m?.id as string;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database);
  repos = createRepos(database.db);
  const [club] = await database.db.insert(clubs).values({ name: 'Utti', clubKey: 'k' }).returning();
  clubId = club?.id as string;
  const uow = createUnitOfWork({ db: database.db, publisher: recorder });
  service = createUsersService({ repos, uow, accounts, now: createTestClock().now });
});
afterAll(async () => {
  await database.drop();
});
beforeEach(() => {
  recorder.events.length = 0;
  vi.clearAllMocks();
});

describe('users admin', () => {
  it('refuses a caller who is not an admin, even a waiver checker, and announces nothing', async () => {
    const target = await addUser();
    for (const caller of [await addUser(), await addUser({ canCheckWaivers: true })]) {
      const actor: Actor = actorOf(caller);
      await expect(service.listAll(actor)).rejects.toMatchObject({ code: 'onlyAdmin' });
      await expect(service.adminUpdate(actor, target.id, { blocked: true })).rejects.toMatchObject({
        code: 'onlyAdmin',
      });
      await expect(service.remove(actor, target.id)).rejects.toMatchObject({ code: 'onlyAdmin' });
      await expect(service.delete(actor, target.id)).rejects.toMatchObject({ code: 'onlyAdmin' });
    }
    expect((await repos.users.findById(target.id))?.blocked).toBe(false);
    expect(recorder.events).toEqual([]);
  });

  it('announces usersChanged once, after an admin’s change commits', async () => {
    const admin = actorOf(await addUser({ admin: true, role: 'admin' }));
    const target = await addUser();
    const updated = await service.adminUpdate(admin, target.id, { displayName: 'Renamed' });
    expect(updated.displayName).toBe('Renamed');
    expect(recorder.events).toEqual([{ type: 'usersChanged', clubId }]);
  });

  it('writes and announces nothing when a link is refused', async () => {
    const admin = actorOf(await addUser({ admin: true, role: 'admin' }));
    const other = await addUser();
    const taken = await addMember(other.id);
    const target = await addUser();
    await expect(
      service.adminUpdate(admin, target.id, { displayName: 'Not saved', linkedMember: taken }),
    ).rejects.toMatchObject({ code: 'userAlreadyLinked' });
    expect((await repos.users.findById(target.id))?.displayName).toBe(target.displayName);
    expect(recorder.events).toEqual([]);
  });

  it('deletes a user, unlinks its member and announces usersChanged', async () => {
    const admin = actorOf(await addUser({ admin: true, role: 'admin' }));
    const target = await addUser();
    const member = await addMember(target.id);
    await repos.users.update(target.id, { linkedMemberId: member });
    await service.delete(admin, target.id);
    expect(await repos.users.findById(target.id)).toBeUndefined();
    expect((await repos.members.findInClub(clubId, member))?.linkedUserId).toBeNull();
    expect(recorder.events).toEqual([{ type: 'usersChanged', clubId }]);
  });

  it('never acts on the overlord, not even for itself', async () => {
    const admin = actorOf(await addUser({ admin: true, role: 'admin' }));
    const overlord = await addUser({ role: 'overlord' });
    await expect(service.remove(admin, overlord.id)).rejects.toMatchObject({ code: 'userIsOverlord' });
    await expect(service.deleteSelf(actorOf(overlord))).rejects.toMatchObject({ code: 'userIsOverlord' });
    expect(recorder.events).toEqual([]);
  });
});

describe('listPublic', () => {
  it('needs a linked caller and leaves removed users out', async () => {
    const unlinked = await addUser();
    await expect(service.listPublic(actorOf(unlinked))).rejects.toMatchObject({ code: 'userNotLinked' });
    const gone = await addUser({ removedAt: new Date() });
    const linked = await addUser();
    const member = await addMember(linked.id);
    const rows = await service.listPublic({ ...actorOf(linked), memberId: member });
    expect(rows.map((r) => r.id)).toContain(linked.id);
    expect(rows.map((r) => r.id)).not.toContain(gone.id);
    expect(rows.find((r) => r.id === linked.id)).toEqual({
      id: linked.id,
      displayName: linked.displayName,
      linkedMemberId: null,
    });
  });
});

describe('updateProfile', () => {
  it('saves nothing when the new e-mail is taken', async () => {
    const user = await addUser();
    accounts.isAvailable.mockResolvedValueOnce(false);
    await expect(
      service.updateProfile(actorOf(user), { displayName: 'Changed', email: 'taken@example.com' }),
    ).rejects.toMatchObject({ code: 'emailExists' });
    expect((await repos.users.findById(user.id))?.displayName).toBe(user.displayName);
    expect(accounts.sendConfirmation).not.toHaveBeenCalled();
    expect(recorder.events).toEqual([]);
  });

  it('saves the name, mails a link to a new address after commit and announces usersChanged', async () => {
    const user = await addUser();
    const result = await service.updateProfile(actorOf(user), {
      displayName: 'Changed',
      email: 'new@example.com',
    });
    expect(result).toMatchObject({ emailPending: true, user: { displayName: 'Changed', email: user.email } });
    expect(accounts.sendConfirmation).toHaveBeenCalledWith(
      expect.objectContaining({ id: user.id }),
      'new@example.com',
    );
    expect(recorder.events).toEqual([{ type: 'usersChanged', clubId }]);
  });
});
