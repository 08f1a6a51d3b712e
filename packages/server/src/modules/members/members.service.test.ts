import { type Actor, cents, type MemberFields, memberInput } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Mail, Mailer } from '../../mail/mailer';
import { type ServiceWorld, serviceWorld } from '../../test/service-world';
import { createMembersService, type MembersService } from './members.service';

let w: ServiceWorld;
let members: MembersService;
let admin: Actor;
const sent: Mail[] = [];
const mailer: Mailer = {
  delivers: false,
  async send(mail) {
    sent.push(mail);
  },
};
const onOpenLoad = new Set<string>();

const fields = (over: Partial<MemberFields> = {}): MemberFields =>
  memberInput.omit({ _id: true }).parse({ firstName: 'Matti', lastName: 'Meikäläinen', ...over });

beforeAll(async () => {
  w = await serviceWorld();
  members = createMembersService({
    repos: w.repos,
    uow: w.uow,
    mailer,
    publicUrl: 'https://dz.example',
    now: w.clock.now,
    deletionGuards: [
      async (_tx, _clubId, ids) => {
        if (ids.some((id) => onOpenLoad.has(id))) {
          throw Object.assign(new Error('on open load'), { code: 'memberOnOpenLoad' });
        }
      },
    ],
  });
  admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
});
afterAll(() => w.close());
beforeEach(() => {
  w.events.length = 0;
  sent.length = 0;
});

describe('create and update', () => {
  it('creates a member for a waiver checker and announces membersChanged after the commit', async () => {
    const checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
    const row = await members.create(checker, fields({ email: 'new@example.com' }), true);
    expect(row).toMatchObject({
      clubId: w.clubId,
      createdBy: checker.userId,
      balanceCents: 0,
      createdAt: w.clock.now(),
    });
    expect(w.events).toEqual([{ type: 'membersChanged', clubId: w.clubId }]);
    expect(sent.map((m) => m.to)).toEqual(['new@example.com']);
  });

  it('refuses a plain user, and an invitation to an address that already has a user', async () => {
    const plain = w.actorOf(await w.addUser());
    await expect(members.create(plain, fields(), false)).rejects.toMatchObject({
      code: 'noWaiverPermission',
    });
    const holder = await w.addUser();
    await expect(members.create(admin, fields({ email: holder.email }), true)).rejects.toMatchObject({
      code: 'emailHasUser',
    });
    expect(w.events).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('lets the member’s creator edit it, but not another plain user', async () => {
    const creator = await w.addUser({ canCheckWaivers: true });
    const row = await members.create(w.actorOf(creator), fields(), false);
    await w.repos.users.update(w.clubId, creator.id, { canCheckWaivers: false });
    const asCreator = w.actorOf({ ...creator, canCheckWaivers: false });
    const updated = await members.update(asCreator, row.id, fields({ firstName: 'Renamed' }));
    expect(updated.firstName).toBe('Renamed');
    w.events.length = 0;
    const stranger = w.actorOf(await w.addUser());
    await expect(members.update(stranger, row.id, fields())).rejects.toMatchObject({
      code: 'noWaiverPermission',
    });
    expect(w.events).toEqual([]);
  });
});

describe('delete', () => {
  it('refuses a member with a balance, all or nothing, and announces nothing', async () => {
    const a = await members.create(admin, fields(), false);
    const b = await members.create(admin, fields(), false);
    await w.uow.run(({ repos }) => repos.members.setBalances(new Map([[b.id, cents(-500)]]), w.clock.now()));
    w.events.length = 0;
    await expect(members.delete(admin, [a.id, b.id])).rejects.toMatchObject({ code: 'memberHasBalance' });
    expect(await w.repos.members.findInClub(w.clubId, a.id)).toBeDefined();
    expect(w.events).toEqual([]);
  });

  it('asks the deletion guards inside the transaction', async () => {
    const a = await members.create(admin, fields(), false);
    onOpenLoad.add(a.id);
    w.events.length = 0;
    await expect(members.delete(admin, [a.id])).rejects.toMatchObject({ code: 'memberOnOpenLoad' });
    expect(await w.repos.members.findInClub(w.clubId, a.id)).toBeDefined();
    expect(w.events).toEqual([]);
  });

  it('hides the member, unlinks its user and announces members and users', async () => {
    const user = await w.addUser();
    const row = await members.create(admin, fields(), false);
    await w.repos.users.setLinkedMember(w.clubId, user.id, row.id, w.clock.now());
    w.events.length = 0;
    await members.delete(admin, [row.id]);
    expect(await w.repos.members.findInClub(w.clubId, row.id)).toBeUndefined();
    expect((await w.repos.users.findById(user.id))?.linkedMemberId).toBeNull();
    expect(w.events).toEqual([
      { type: 'membersChanged', clubId: w.clubId },
      { type: 'usersChanged', clubId: w.clubId },
    ]);
    // an admin brings it back
    await members.restore(admin, row.id);
    expect(await w.repos.members.findInClub(w.clubId, row.id)).toBeDefined();
  });
});

describe('list and resets', () => {
  it('shows contact details to those who manage members only', async () => {
    await members.create(admin, fields({ email: 'contact@example.com' }), false);
    const plain = w.actorOf(await w.addUser());
    const emails = async (actor: Actor) => (await members.list(actor)).map((m) => m.email);
    expect(await emails(admin)).toContain('contact@example.com');
    expect(await emails(plain)).not.toContain('contact@example.com');
    await expect(members.list(plain, { deleted: 'withBalance' })).rejects.toMatchObject({
      code: 'onlyAdmin',
    });
  });

  it('resets club memberships for admins only', async () => {
    await members.create(admin, fields({ isClubMember: true }), false);
    w.events.length = 0;
    const checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
    await expect(members.resetMemberships(checker, 'club')).rejects.toMatchObject({ code: 'onlyAdmin' });
    expect(w.events).toEqual([]);
    const list = await members.resetMemberships(admin, 'club');
    expect(list.every((m) => !m.isClubMember)).toBe(true);
    expect(w.events).toEqual([{ type: 'membersChanged', clubId: w.clubId }]);
  });
});
