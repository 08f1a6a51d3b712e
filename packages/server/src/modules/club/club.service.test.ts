import { type Actor, clubSettingsInput, isAdmin, planeInput } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ServiceWorld, serviceWorld } from '../../test/service-world';
import { toClub } from './club.presenter';
import type { ClubAggregate } from './club.repo';
import { type ClubService, createClubService } from './club.service';

/** The club as the routes answer it to this actor. */
const asSeenBy = async (actor: Actor, a: Promise<ClubAggregate>) =>
  toClub(await a, { admin: isAdmin(actor) });

let w: ServiceWorld;
let clubs: ClubService;
let admin: Actor;
let checker: Actor;

const plane = (over: Record<string, unknown> = {}) =>
  planeInput.parse({
    aircraftModel: 'Cessna 206',
    registration: 'OH-CDZ',
    minutePrice: 9.5,
    jumpLines: [
      { altitude: 3000, price: 32.5, priceForMembers: 30 },
      { altitude: 1000, price: 20, tandemPrice: 250 },
    ],
    ...over,
  });

beforeAll(async () => {
  w = await serviceWorld({ club: { notificationEmail: 'hq@example.com' } });
  clubs = createClubService({ repos: w.repos, uow: w.uow, now: w.clock.now });
  admin = w.actorOf(await w.addUser({ admin: true }));
  checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
});
afterAll(() => w.close());
beforeEach(() => {
  w.events.length = 0;
});

describe('club settings', () => {
  it('shows the club key and notification address to admins only', async () => {
    expect(await asSeenBy(admin, clubs.view(admin))).toMatchObject({
      clubKey: 'utti',
      notificationEmail: 'hq@example.com',
    });
    const seen = await asSeenBy(checker, clubs.view(checker));
    expect(seen.clubKey).toBeUndefined();
    expect(seen.notificationEmail).toBeUndefined();
  });

  it('stores prices in cents, answers them in euros, jump lines by altitude, and announces clubChanged', async () => {
    const answered = await asSeenBy(admin, clubs.addPlane(admin, plane()));
    expect(answered.planes[0]).toMatchObject({
      isDefault: true,
      minutePrice: 9.5,
      jumpLines: [
        { altitude: 1000, price: 20, priceForMembers: null, tandemPrice: 250 },
        { altitude: 3000, price: 32.5, priceForMembers: 30, tandemPrice: null },
      ],
    });
    const stored = await w.repos.clubs.aggregate(w.clubId);
    expect(stored?.planes[0]?.minutePriceCents).toBe(950);
    expect(stored?.planes[0]?.jumpLines.map((l) => l.priceCents)).toEqual([2000, 3250]);
    expect(w.events).toEqual([{ type: 'clubChanged', clubId: w.clubId }]);
  });

  it('refuses anyone but an admin, writes nothing and announces nothing', async () => {
    const body = clubSettingsInput.parse({ name: 'Other', clubKey: 'other1', notificationEmail: '' });
    await expect(clubs.updateSettings(checker, body)).rejects.toMatchObject({ code: 'onlyAdmin' });
    await expect(clubs.addPlane(checker, plane())).rejects.toMatchObject({ code: 'onlyAdmin' });
    expect((await w.repos.clubs.findById(w.clubId))?.name).toBe('Utti');
    expect(w.events).toEqual([]);
  });

  it('rolls back a refused change: a duplicate payment method publishes nothing', async () => {
    await clubs.addPaymentMethod(admin, 'Käteinen');
    w.events.length = 0;
    await expect(clubs.addPaymentMethod(admin, 'käteinen')).rejects.toMatchObject({
      code: 'invalidData',
      detail: 'paymentMethodExists',
    });
    expect((await w.repos.clubs.findById(w.clubId))?.paymentMethods).toEqual(['Käteinen']);
    expect(w.events).toEqual([]);
  });

  it('saves the gear rent in cents', async () => {
    const body = clubSettingsInput.parse({
      name: 'Utti',
      clubKey: 'utti',
      notificationEmail: 'hq@example.com',
      defaultGearRent: 15.5,
    });
    expect((await asSeenBy(admin, clubs.updateSettings(admin, body))).defaultGearRent).toBe(15.5);
    expect((await w.repos.clubs.findById(w.clubId))?.defaultGearRentCents).toBe(1550);
  });
});

describe('public pages', () => {
  it('find the club by its public name, or the only club, never by its key, when nobody is signed in', async () => {
    await clubs.addWaiverLink(admin, { title: 'Waiver', url: 'https://example.com/w' });
    expect((await clubs.waiverLinks(null, 'utti-dz')).map((l) => l.title)).toEqual(['Waiver']);
    expect((await clubs.waiverLinks(null)).map((l) => l.title)).toEqual(['Waiver']);
    expect(await clubs.waiverLinks(null, 'nope')).toEqual([]);
    expect(await clubs.waiverLinks(null, 'utti')).toEqual([]);
    await expect(clubs.privacyNotice(null, 'nope')).rejects.toMatchObject({ code: 'clubNotFound' });
    expect((await clubs.privacyNotice(null, 'utti-dz')).clubName).toBe('Utti');
  });
});
