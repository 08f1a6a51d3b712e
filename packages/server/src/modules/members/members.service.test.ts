import { type Actor, cents, type MemberFields, memberInput } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { createEventRecorder } from '../../events/domain-events';
import { createUnitOfWork } from '../../events/unit-of-work';
import type { Mail, Mailer } from '../../mail/mailer';
import { actorOf } from '../../plugins/auth';
import { createRepos, type Repos } from '../../repos';
import { createTestClock } from '../../test/clock';
import { createTestDatabase } from '../../test/db';
import type { UserRow } from '../users/users.repo';
import { createMembersService, type MembersService } from './members.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let repos: Repos;
let uow: ReturnType<typeof createUnitOfWork>;
let members: MembersService;
let clubId: string;
let admin: Actor;
const recorder = createEventRecorder();
const clock = createTestClock();
const sent: Mail[] = [];
const mailer: Mailer = {
  delivers: false,
  async send(mail) {
    sent.push(mail);
  },
};
const onOpenLoad = new Set<string>();

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

const fields = (over: Partial<MemberFields> = {}): MemberFields =>
  memberInput.omit({ _id: true }).parse({ firstName: 'Matti', lastName: 'Meikäläinen', ...over });

beforeAll(async () => {
  database = await createTestDatabase();
  await runMigrations(database);
  repos = createRepos(database.db);
  uow = createUnitOfWork({ db: database.db, publisher: recorder });
  members = createMembersService({
    repos,
    uow,
    mailer,
    publicUrl: 'https://dz.example',
    now: clock.now,
    deletionGuards: [
      async (_tx, _clubId, ids) => {
        if (ids.some((id) => onOpenLoad.has(id))) {
          throw Object.assign(new Error('on open load'), { code: 'memberOnOpenLoad' });
        }
      },
    ],
  });
  clubId = (await repos.clubs.insert({ name: 'Utti', clubKey: 'utti' })).id;
  admin = actorOf(await addUser({ admin: true, role: 'admin' }));
});
afterAll(async () => {
  await database.drop();
});
beforeEach(() => {
  recorder.events.length = 0;
  sent.length = 0;
});

describe('create and update', () => {
  it('creates a member for a waiver checker and announces membersChanged after the commit', async () => {
    const checker = actorOf(await addUser({ canCheckWaivers: true }));
    const row = await members.create(checker, fields({ email: 'new@example.com' }), true);
    expect(row).toMatchObject({ clubId, createdBy: checker.userId, balanceCents: 0, createdAt: clock.now() });
    expect(recorder.events).toEqual([{ type: 'membersChanged', clubId }]);
    expect(sent.map((m) => m.to)).toEqual(['new@example.com']);
  });

  it('refuses a plain user, and an invitation to an address that already has a user', async () => {
    const plain = actorOf(await addUser());
    await expect(members.create(plain, fields(), false)).rejects.toMatchObject({
      code: 'noWaiverPermission',
    });
    const holder = await addUser();
    await expect(members.create(admin, fields({ email: holder.email }), true)).rejects.toMatchObject({
      code: 'emailHasUser',
    });
    expect(recorder.events).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('lets the member’s creator edit it, but not another plain user', async () => {
    const creator = await addUser({ canCheckWaivers: true });
    const row = await members.create(actorOf(creator), fields(), false);
    await repos.users.update(creator.id, { canCheckWaivers: false });
    const asCreator = actorOf({ ...creator, canCheckWaivers: false });
    const updated = await members.update(asCreator, row.id, fields({ firstName: 'Renamed' }));
    expect(updated.firstName).toBe('Renamed');
    recorder.events.length = 0;
    const stranger = actorOf(await addUser());
    await expect(members.update(stranger, row.id, fields())).rejects.toMatchObject({
      code: 'noWaiverPermission',
    });
    expect(recorder.events).toEqual([]);
  });
});

describe('delete', () => {
  it('refuses a member with a balance, all or nothing, and announces nothing', async () => {
    const a = await members.create(admin, fields(), false);
    const b = await members.create(admin, fields(), false);
    await uow.run((tx) => repos.members.setBalances(new Map([[b.id, cents(-500)]]), clock.now(), tx));
    recorder.events.length = 0;
    await expect(members.delete(admin, [a.id, b.id])).rejects.toMatchObject({ code: 'memberHasBalance' });
    expect(await repos.members.findInClub(clubId, a.id)).toBeDefined();
    expect(recorder.events).toEqual([]);
  });

  it('asks the deletion guards inside the transaction', async () => {
    const a = await members.create(admin, fields(), false);
    onOpenLoad.add(a.id);
    recorder.events.length = 0;
    await expect(members.delete(admin, [a.id])).rejects.toMatchObject({ code: 'memberOnOpenLoad' });
    expect(await repos.members.findInClub(clubId, a.id)).toBeDefined();
    expect(recorder.events).toEqual([]);
  });

  it('hides the member, unlinks its user and announces members and users', async () => {
    const user = await addUser();
    const row = await members.create(admin, fields(), false);
    await repos.users.setLinkedMember(user.id, row.id);
    recorder.events.length = 0;
    await members.delete(admin, [row.id]);
    expect(await repos.members.findInClub(clubId, row.id)).toBeUndefined();
    expect((await repos.users.findById(user.id))?.linkedMemberId).toBeNull();
    expect(recorder.events).toEqual([
      { type: 'membersChanged', clubId },
      { type: 'usersChanged', clubId },
    ]);
    // an admin brings it back
    await members.restore(admin, row.id);
    expect(await repos.members.findInClub(clubId, row.id)).toBeDefined();
  });
});

describe('list and resets', () => {
  it('shows contact details to those who manage members only', async () => {
    await members.create(admin, fields({ email: 'contact@example.com' }), false);
    const plain = actorOf(await addUser());
    const emails = async (actor: Actor) => (await members.list(actor)).map((m) => m.email);
    expect(await emails(admin)).toContain('contact@example.com');
    expect(await emails(plain)).not.toContain('contact@example.com');
    await expect(members.list(plain, { deleted: 'withBalance' })).rejects.toMatchObject({
      code: 'onlyAdmin',
    });
  });

  it('resets club memberships for admins only', async () => {
    await members.create(admin, fields({ isClubMember: true }), false);
    recorder.events.length = 0;
    const checker = actorOf(await addUser({ canCheckWaivers: true }));
    await expect(members.resetMemberships(checker, 'club')).rejects.toMatchObject({ code: 'onlyAdmin' });
    expect(recorder.events).toEqual([]);
    const list = await members.resetMemberships(admin, 'club');
    expect(list.every((m) => !m.isClubMember)).toBe(true);
    expect(recorder.events).toEqual([{ type: 'membersChanged', clubId }]);
  });
});
