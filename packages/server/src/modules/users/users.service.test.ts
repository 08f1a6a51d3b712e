import type { Actor } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ServiceWorld, serviceWorld } from '../../test/service-world';
import { createUsersService } from './users.service';

let w: ServiceWorld;
const accounts = { isAvailable: vi.fn(async () => true), sendConfirmation: vi.fn(async () => {}) };
let service: ReturnType<typeof createUsersService>;

beforeAll(async () => {
  w = await serviceWorld();
  service = createUsersService({ repos: w.repos, uow: w.uow, accounts, now: w.clock.now });
});
afterAll(() => w.close());
beforeEach(() => {
  w.events.length = 0;
  vi.clearAllMocks();
});

describe('users admin', () => {
  it('refuses a caller who is not an admin, even a waiver checker, and announces nothing', async () => {
    const target = await w.addUser();
    for (const caller of [await w.addUser(), await w.addUser({ canCheckWaivers: true })]) {
      const actor: Actor = w.actorOf(caller);
      await expect(service.listAll(actor)).rejects.toMatchObject({ code: 'onlyAdmin' });
      await expect(service.adminUpdate(actor, target.id, { blocked: true })).rejects.toMatchObject({
        code: 'onlyAdmin',
      });
      await expect(service.remove(actor, target.id)).rejects.toMatchObject({ code: 'onlyAdmin' });
      await expect(service.delete(actor, target.id)).rejects.toMatchObject({ code: 'onlyAdmin' });
    }
    expect((await w.repos.users.findById(target.id))?.blocked).toBe(false);
    expect(w.events).toEqual([]);
  });

  it('announces usersChanged once, after an admin’s change commits', async () => {
    const admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
    const target = await w.addUser();
    const updated = await service.adminUpdate(admin, target.id, { displayName: 'Renamed' });
    expect(updated.displayName).toBe('Renamed');
    expect(w.events).toEqual([{ type: 'usersChanged', clubId: w.clubId }]);
  });

  it('writes and announces nothing when a link is refused', async () => {
    const admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
    const other = await w.addUser();
    const taken = (await w.addMember({ user: other })).id;
    const target = await w.addUser();
    await expect(
      service.adminUpdate(admin, target.id, { displayName: 'Not saved', linkedMember: taken }),
    ).rejects.toMatchObject({ code: 'userAlreadyLinked' });
    expect((await w.repos.users.findById(target.id))?.displayName).toBe(target.displayName);
    expect(w.events).toEqual([]);
  });

  it('deletes a user, unlinks its member and announces usersChanged', async () => {
    const admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
    const target = await w.addUser();
    const member = (await w.addMember({ user: target })).id;
    await service.delete(admin, target.id);
    expect(await w.repos.users.findById(target.id)).toBeUndefined();
    expect((await w.repos.members.findInClub(w.clubId, member))?.linkedUserId).toBeNull();
    expect(w.events).toEqual([{ type: 'usersChanged', clubId: w.clubId }]);
  });

  it('never acts on the overlord, not even for itself', async () => {
    const admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
    const overlord = await w.addUser({ role: 'overlord' });
    await expect(service.remove(admin, overlord.id)).rejects.toMatchObject({ code: 'userIsOverlord' });
    await expect(service.deleteSelf(w.actorOf(overlord))).rejects.toMatchObject({ code: 'userIsOverlord' });
    expect(w.events).toEqual([]);
  });
});

describe('listPublic', () => {
  it('needs a linked caller and leaves removed users out', async () => {
    const unlinked = await w.addUser();
    await expect(service.listPublic(w.actorOf(unlinked))).rejects.toMatchObject({ code: 'userNotLinked' });
    const gone = await w.addUser({ removedAt: new Date() });
    const linked = await w.addUser();
    // linked on the member's side only: the caller's actor names the member, the stored user row does not
    const member = await w.addMember({ linkedUserId: linked.id });
    const rows = await service.listPublic({ ...w.actorOf(linked), memberId: member.id });
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
    const user = await w.addUser();
    accounts.isAvailable.mockResolvedValueOnce(false);
    await expect(
      service.updateProfile(w.actorOf(user), { displayName: 'Changed', email: 'taken@example.com' }),
    ).rejects.toMatchObject({ code: 'emailExists' });
    expect((await w.repos.users.findById(user.id))?.displayName).toBe(user.displayName);
    expect(accounts.sendConfirmation).not.toHaveBeenCalled();
    expect(w.events).toEqual([]);
  });

  it('saves the name, mails a link to a new address after commit and announces usersChanged', async () => {
    const user = await w.addUser();
    const result = await service.updateProfile(w.actorOf(user), {
      displayName: 'Changed',
      email: 'new@example.com',
    });
    expect(result).toMatchObject({ emailPending: true, user: { displayName: 'Changed', email: user.email } });
    expect(accounts.sendConfirmation).toHaveBeenCalledWith(
      expect.objectContaining({ id: user.id }),
      'new@example.com',
    );
    expect(w.events).toEqual([{ type: 'usersChanged', clubId: w.clubId }]);
  });
});
