import { type Actor, clubSettingsInput, planeInput } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { createEventRecorder } from '../../events/domain-events';
import { createUnitOfWork } from '../../events/unit-of-work';
import { actorOf } from '../../plugins/auth';
import { createRepos, type Repos } from '../../repos';
import { createTestClock } from '../../test/clock';
import { createTestDatabase } from '../../test/db';
import { type ClubService, createClubService } from './club.service';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let repos: Repos;
let clubs: ClubService;
let clubId: string;
let admin: Actor;
let checker: Actor;
const recorder = createEventRecorder();

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
  database = await createTestDatabase();
  await runMigrations(database);
  repos = createRepos(database.db);
  const uow = createUnitOfWork({ db: database.db, publisher: recorder });
  clubs = createClubService({ repos, uow, now: createTestClock().now });
  clubId = (await repos.clubs.insert({ name: 'Utti', clubKey: 'utti', notificationEmail: 'hq@example.com' }))
    .id;
  const user = (over: { admin?: boolean; canCheckWaivers?: boolean }, name: string) =>
    repos.users.insert({ clubId, username: name, email: `${name}@example.com`, displayName: name, ...over });
  admin = actorOf(await user({ admin: true }, 'chief'));
  checker = actorOf(await user({ canCheckWaivers: true }, 'checker'));
});
afterAll(async () => {
  await database.drop();
});
beforeEach(() => {
  recorder.events.length = 0;
});

describe('club settings', () => {
  it('shows the club key and notification address to admins only', async () => {
    expect(await clubs.view(admin)).toMatchObject({ clubKey: 'utti', notificationEmail: 'hq@example.com' });
    const seen = await clubs.view(checker);
    expect(seen.clubKey).toBeUndefined();
    expect(seen.notificationEmail).toBeUndefined();
  });

  it('stores prices in cents, answers them in euros, jump lines by altitude, and announces clubChanged', async () => {
    const answered = await clubs.addPlane(admin, plane());
    expect(answered.planes[0]).toMatchObject({
      isDefault: true,
      minutePrice: 9.5,
      jumpLines: [
        { altitude: 1000, price: 20, priceForMembers: null, tandemPrice: 250 },
        { altitude: 3000, price: 32.5, priceForMembers: 30, tandemPrice: null },
      ],
    });
    const stored = await repos.clubs.aggregate(clubId);
    expect(stored?.planes[0]?.minutePriceCents).toBe(950);
    expect(stored?.planes[0]?.jumpLines.map((l) => l.priceCents)).toEqual([2000, 3250]);
    expect(recorder.events).toEqual([{ type: 'clubChanged', clubId }]);
  });

  it('refuses anyone but an admin, writes nothing and announces nothing', async () => {
    const body = clubSettingsInput.parse({ name: 'Other', clubKey: 'other1', notificationEmail: '' });
    await expect(clubs.updateSettings(checker, body)).rejects.toMatchObject({ code: 'onlyAdmin' });
    await expect(clubs.addPlane(checker, plane())).rejects.toMatchObject({ code: 'onlyAdmin' });
    expect((await repos.clubs.findById(clubId))?.name).toBe('Utti');
    expect(recorder.events).toEqual([]);
  });

  it('rolls back a refused change: a duplicate payment method publishes nothing', async () => {
    await clubs.addPaymentMethod(admin, 'Käteinen');
    recorder.events.length = 0;
    await expect(clubs.addPaymentMethod(admin, 'käteinen')).rejects.toMatchObject({
      code: 'invalidData',
      detail: 'paymentMethodExists',
    });
    expect((await repos.clubs.findById(clubId))?.paymentMethods).toEqual(['Käteinen']);
    expect(recorder.events).toEqual([]);
  });

  it('saves the gear rent in cents', async () => {
    const body = clubSettingsInput.parse({
      name: 'Utti',
      clubKey: 'utti',
      notificationEmail: 'hq@example.com',
      defaultGearRent: 15.5,
    });
    expect((await clubs.updateSettings(admin, body)).defaultGearRent).toBe(15.5);
    expect((await repos.clubs.findById(clubId))?.defaultGearRentCents).toBe(1550);
  });
});

describe('public pages', () => {
  it('find the club by its key, or the only club, when nobody is signed in', async () => {
    await clubs.addWaiverLink(admin, { title: 'Waiver', url: 'https://example.com/w' });
    expect((await clubs.waiverLinks(null, 'utti')).map((l) => l.title)).toEqual(['Waiver']);
    expect((await clubs.waiverLinks(null)).map((l) => l.title)).toEqual(['Waiver']);
    expect(await clubs.waiverLinks(null, 'nope')).toEqual([]);
    await expect(clubs.privacyNotice(null, 'nope')).rejects.toMatchObject({ code: 'clubNotFound' });
    expect((await clubs.privacyNotice(null, 'utti')).clubName).toBe('Utti');
  });
});
