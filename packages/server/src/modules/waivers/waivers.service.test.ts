import { NO_WAIVER_TEXT_VERSION, type WaiverInput, waiverBody, waiverUpdateBody } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ServiceWorld, serviceWorld } from '../../test/service-world';
import { createWaiversService, type WaiversService } from './waivers.service';

let w: ServiceWorld;
let waivers: WaiversService;

const form = (over: Partial<WaiverInput> = {}) =>
  waiverBody.parse({
    firstName: 'Maija',
    lastName: 'Hyppääjä',
    street: 'Kenttätie 1',
    zip: '45410',
    city: 'Utti',
    email: 'maija@example.com',
    phone: '+358401234567',
    exitWeight: 80,
    ownGear: false,
    clubMember: true,
    silMember: true,
    filmingPermission: true,
    totalJumps: 100,
    license: 'B',
    signature: 'M 1 1 L 2 2',
    waiverTextVersionId: NO_WAIVER_TEXT_VERSION,
    ...over,
  });

beforeAll(async () => {
  w = await serviceWorld();
  waivers = createWaiversService({ repos: w.repos, uow: w.uow, now: w.clock.now });
});
afterAll(async () => {
  await w.close();
});
beforeEach(() => {
  w.events.length = 0;
});

describe('waivers service', () => {
  it('announces waiversChanged for each change, and membersChanged when approval creates a member', async () => {
    const checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
    const signed = await waivers.sign(w.clubId, form({ email: 'events@example.com' }));
    const { signature: _s, waiverTextVersionId: _v, ...fields } = form({ email: 'events@example.com' });
    await waivers.update(checker, signed.id, waiverUpdateBody.parse({ ...fields, city: 'Kouvola' }));
    await waivers.approve(checker, signed.id, { createMember: true });
    await waivers.unapprove(checker, signed.id);
    expect(w.events.map((e) => e.type)).toEqual([
      'waiversChanged',
      'waiversChanged',
      'membersChanged',
      'waiversChanged',
      'waiversChanged',
    ]);
    expect(w.events.every((e) => e.clubId === w.clubId)).toBe(true);
  });

  it('announces nothing for a refused change', async () => {
    const plain = w.actorOf(await w.addUser());
    const checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
    const signed = await waivers.sign(w.clubId, form({ email: 'refused@example.com' }));
    await waivers.approve(checker, signed.id, {});
    w.events.length = 0;
    await expect(waivers.unapprove(plain, signed.id)).rejects.toMatchObject({ code: 'noWaiverPermission' });
    await expect(waivers.approve(checker, signed.id, { createMember: true })).rejects.toMatchObject({
      code: 'waiverAlreadyApproved',
    });
    const { signature: _s, waiverTextVersionId: _v, ...fields } = form({ email: 'nomatch@example.com' });
    await expect(waivers.update(checker, signed.id, waiverUpdateBody.parse(fields))).rejects.toMatchObject({
      code: 'waiverEditNeedsMember',
    });
    expect(w.events).toEqual([]);
  });

  it('keeps one pending waiver when the same e-mail is sent twice at once (a double tap)', async () => {
    const [a, b] = await Promise.all([
      waivers.sign(w.clubId, form({ email: 'double@example.com', firstName: 'Eka' })),
      waivers.sign(w.clubId, form({ email: 'double@example.com', firstName: 'Toka' })),
    ]);
    expect(a.id).toBe(b.id);
    const admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
    const rows = await waivers.list(admin, { search: 'double@' });
    expect(rows).toHaveLength(1);
  });
});
