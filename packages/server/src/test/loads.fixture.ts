import { clubDate } from '@dz/shared';
import type { FastifyInstance } from 'fastify';
import { addConfirmedUser, createTestApp, setupClub, type TestApp } from './app';
import { createTestClock, type TestClock } from './clock';
import { addPaymentMethods, createMember } from './factories';

export interface LoadsWorld {
  t: TestApp;
  admin: string;
  clubId: string;
  planeId: string;
  /** "Today" of the fixed clock, in the club's time zone. */
  today: string;
  /** The app's clock: fixed (a Saturday noon) unless a test moves it. */
  clock: TestClock;
  m: Record<'pilot' | 'fun' | 'member' | 'tandemI' | 'passenger' | 'video' | 'affI' | 'student', string>;
}

export const as = (
  app: FastifyInstance,
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url, headers: { cookie }, payload });

/** A club with a plane (1000 m 20 €, 4000 m 32 €/29 € for members), gear rent 15 € and a cast of members. */
export async function loadsWorld(
  onQuery?: (sql: string) => void,
  clock: TestClock = createTestClock(),
  extra: Pick<NonNullable<Parameters<typeof createTestApp>[1]>, 'outbound'> & {
    env?: Record<string, string>;
  } = {},
): Promise<LoadsWorld> {
  const { env = {}, ...buildExtra } = extra;
  const t = await createTestApp(env, { onQuery, now: clock.now, ...buildExtra });
  const admin = await setupClub(t.app);
  const clubId = (await as(t.app, admin, 'GET', '/api/user')).json().clubId;
  await addPaymentMethods(t.app, admin, ['Kortti']);
  await as(t.app, admin, 'PUT', '/api/club', {
    name: 'Skydive Utti',
    clubKey: 'utti2026',
    notificationEmail: '',
    defaultGearRent: 15,
  });
  const club = await as(t.app, admin, 'POST', '/api/club/plane', {
    aircraftModel: 'Cessna 206',
    registration: 'OH-CDZ',
    slots: 5,
    weightAvailable: 700,
    weightWarningThreshold: 150,
    weightDangerThreshold: 100,
    minutePrice: 10,
    jumpLines: [
      { altitude: 1000, price: 20 },
      { altitude: 4000, price: 32, priceForMembers: 29, tandemPrice: 250 },
    ],
  });
  const planeId = club.json().planes[0]._id;
  const mk = (firstName: string, over: Record<string, unknown> = {}) =>
    createMember(t.app, admin, { firstName, exitWeight: 90, ...over });
  const m = {
    pilot: (await mk('Pilotti', { isPilot: true, pilotExitWeight: 85 }))._id,
    fun: (await mk('Fun'))._id,
    member: (await mk('Member', { isClubMember: true }))._id,
    tandemI: (await mk('Tandem', { isTandemInstructor: true, tandemExitWeight: 110 }))._id,
    passenger: (await mk('Passenger', { role: 'student-tandem', tandemExitWeight: 75 }))._id,
    video: (await mk('Video', { isVideoFlyer: true }))._id,
    affI: (await mk('Aff', { isAFFInstructor: true }))._id,
    student: (await mk('Student', { role: 'student-aff' }))._id,
  };
  const today = clubDate(clock.now(), 'Europe/Helsinki');
  return { t, admin, clubId, planeId, today, clock, m };
}

export async function newLoad(w: LoadsWorld, body: Record<string, unknown> = {}): Promise<string> {
  const res = await as(w.t.app, w.admin, 'POST', '/api/loads', { date: w.today, ...body });
  if (res.statusCode !== 201) {
    throw new Error(`load create failed: ${res.statusCode} ${res.body}`);
  }
  return res.json()._id;
}

/**
 * A confirmed user linked to a new licensed member of the world's club (licensed, so that adding themselves is
 * refused for nothing but their role), with no permissions but those `change` gives (and `admin` when it says so).
 */
export async function linkedUser(
  w: LoadsWorld,
  name: string,
  change: { admin?: boolean; permissions?: { canCheckWaivers?: boolean; canManifest?: boolean } } = {},
): Promise<{ cookie: string; memberId: string; userId: string }> {
  const member = await createMember(w.t.app, w.admin, { firstName: name, exitWeight: 80, license: 'B' });
  const user = await addConfirmedUser(w.t, name.toLowerCase());
  const res = await as(w.t.app, w.admin, 'PUT', `/api/user/${user.id}`, {
    linkedMember: member._id,
    ...(change.admin ? { admin: true } : {}),
    permissions: {
      canCheckWaivers: false,
      canManifest: false,
      canTakePayments: false,
      ...change.permissions,
    },
  });
  if (res.statusCode !== 200) {
    throw new Error(`linking ${name} failed: ${res.statusCode} ${res.body}`);
  }
  return { cookie: user.cookie, memberId: member._id as string, userId: user.id };
}

export async function balanceOf(w: LoadsWorld, memberId: string): Promise<number> {
  const list = await as(w.t.app, w.admin, 'GET', '/api/member');
  return list.json().find((x: { _id: string }) => x._id === memberId).balance;
}
