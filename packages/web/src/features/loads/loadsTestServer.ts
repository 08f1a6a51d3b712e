import {
  actorOfUser,
  type Club,
  clubDate,
  type Load,
  type LoadJumper,
  loadPolicies,
  type Member,
  NO_WIND_LIMITS,
  seatsTaken,
  slotsLeft,
  type UserResponse,
  type WeatherResponse,
} from '@dz/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import { type MockReply, type MockRequest, mockFetch } from '../../test/fetchMock';
import {
  buildAdmin,
  buildMember as buildSharedMember,
  club as clubSummary,
  member as me,
} from '../../test/fixtures';

export const PAGE_TEST_TIMEOUT = 20_000;

// The day page is a lazy chunk: its first import (transforming it and all it uses) took more than a find's 4 s on
// the busy two-core CI machine, in whichever test of a file came first. Every file that uses this server imports it
// before its first test, outside the tests' find timeouts.
beforeAll(async () => {
  await import('./LoadsDayPage');
}, 60_000);
export const today = () => clubDate(new Date(), 'Europe/Helsinki');
export const planeId = '0b6d6a0e-51b4-4c5e-8a55-1a1a1a1a1a1a';
export const loadId = '0c000000-0000-4000-8000-000000000001';

/** A member of the loads tests: the shared builder with a surname, an exit weight and no contact details. */
export function buildMember(overrides: Partial<Member> & { _id: string; firstName: string }): Member {
  return buildSharedMember({ lastName: 'Testinen', email: '', phone: '', exitWeight: 80, ...overrides });
}

export const ids = {
  tandemInstructor: '7a000000-0000-4000-8000-000000000011',
  passenger: '7a000000-0000-4000-8000-000000000012',
  funJumper: '7a000000-0000-4000-8000-000000000013',
  video: '7a000000-0000-4000-8000-000000000014',
};

export const members: Member[] = [
  buildMember({ _id: ids.tandemInstructor, firstName: 'Teemu', isTandemInstructor: true, balance: 100 }),
  buildMember({ _id: ids.passenger, firstName: 'Paula', role: 'student-tandem', balance: 0 }),
  buildMember({ _id: ids.funJumper, firstName: 'Frank', balance: -20 }),
  buildMember({ _id: ids.video, firstName: 'Veera', isVideoFlyer: true, balance: 50 }),
];

export const club: Club = {
  ...clubSummary,
  clubKey: 'utti2026',
  slug: 'testikerho',
  notificationEmail: '',
  defaultGearRent: 15,
  allowCustomPaymentMethods: true,
  sendPaymentReminders: false,
  sendUnlandedLoadRemindersToClub: false,
  sendUnlandedLoadRemindersToJumpLeader: false,
  roundUpMinutePrice: false,
  selfManifestCutoffMinutes: 15,
  backupRetentionDays: 14,
  bankAccount: { recipient: '', iban: '', bic: '' },
  paymentTopUp: 0,
  sendPaymentReceipts: false,
  weatherIcao: '',
  weatherStation: '',
  windLimits: NO_WIND_LIMITS,
  altitudeInFeet: false,
  creditLimit: 0,
  privacyNotice: '',
  paymentMethods: [],
  planes: [
    {
      _id: planeId,
      aircraftModel: 'Cessna 206',
      registration: 'OH-CDZ',
      icaoCode: '46a1b2',
      slots: 5,
      weightAvailable: 600,
      weightWarningThreshold: 150,
      weightDangerThreshold: 100,
      isDefault: true,
      minutePrice: null,
      roundUpMinutePrice: false,
      jumpLines: [
        { _id: 'l1', altitude: 1000, price: 25, priceForMembers: null, tandemPrice: null },
        { _id: 'l2', altitude: 4000, price: 38.5, priceForMembers: null, tandemPrice: null },
      ],
    },
  ],
  trainingPrograms: [],
  waiverLinks: [],
};

export function buildJumper(
  overrides: Partial<LoadJumper> & { _id: string; memberId: string; name: string },
): LoadJumper {
  return {
    type: 'normal',
    altitude: 4000,
    groupId: overrides._id,
    groupRole: 'single',
    trainingJump: null,
    price: 53.5,
    tandemPrice: null,
    priceOverride: null,
    gearRental: null,
    ownGear: false,
    highOpening: false,
    didNotJump: false,
    exitWeight: 80,
    balance: 0,
    ...overrides,
  };
}

/**
 * A load as `user` reads it: its `can` as the server answers it to them (its presenter calls `loadPolicies` the
 * same way). The tests' stand-in for the server, never the app's own code.
 */
export function loadAsSeenBy(user: UserResponse, load: Omit<Load, 'can'>): Load {
  const can = loadPolicies(actorOfUser(user), {
    jumpLeaderId: load.jumpLeader?._id ?? null,
    state: load.state,
  });
  return { ...load, can };
}

/**
 * A load of the tests, as an admin reads it (`can` as an admin's for its state unless given); its slots left
 * follow its plane's slots and jumpers unless given.
 */
export function buildLoad(overrides: Partial<Load> = {}): Load {
  const built: Omit<Load, 'can'> = {
    _id: loadId,
    number: 1,
    date: today(),
    state: 'open',
    plane: { _id: planeId, registration: 'OH-CDZ', aircraftModel: 'Cessna 206', slots: 5 },
    pilot: null,
    jumpLeader: null,
    estimatedTakeoff: null,
    takeoff: null,
    land: null,
    flightTime: null,
    flightMinutes: null,
    notes: '',
    comment: '',
    refuelAfter: false,
    groundPersonnel: [],
    minutePricing: false,
    jumpers: [],
    weight: { total: 0, available: 600, level: 'ok' },
    totalPrice: 0,
    created: '2026-01-01T10:00:00.000Z',
    landedAt: null,
    call: null,
    slotsLeft: null,
    ...overrides,
  };
  const load = overrides.can ? { ...built, can: overrides.can } : loadAsSeenBy(buildAdmin(), built);
  return 'slotsLeft' in overrides
    ? load
    : { ...load, slotsLeft: slotsLeft(load.plane?.slots, seatsTaken(load.jumpers)) };
}

/**
 * A route of a test's own: recorded in `sent`; it may give the day's loads as they are after it, and a status
 * other than 200 (a refusal).
 */
export type ExtraRoute = (request: MockRequest) => { body: unknown; loads?: Load[]; status?: number };

/** The weather of a club that has set no airport or station: nothing is over any limit. */
export const weatherOff: WeatherResponse = {
  status: 'off',
  reading: null,
  metar: null,
  station: null,
  exceedances: [],
  limits: NO_WIND_LIMITS,
};

/**
 * A signed-in admin and a loads server; every changing call is recorded and answers the load given. `extra`
 * adds routes (`METHOD /api/path`), e.g. the other loads' calls; `memberList` is what `GET /api/member` answers;
 * `weather` what `GET /api/weather` answers (each time it is asked: a function may change its answer).
 */
export function loadsServer(
  initial: Load[],
  answer: (request: MockRequest) => Load = () => initial[0] ?? buildLoad(),
  extra: Record<string, ExtraRoute> = {},
  memberList: readonly Member[] = members,
  weather: () => WeatherResponse = () => weatherOff,
) {
  let loads = initial;
  const sent: MockRequest[] = [];
  const change = (request: MockRequest): MockReply => {
    sent.push(request);
    const changed = answer(request);
    // the server keeps the change: the day's list asked for again shows it
    loads = loads.some((l) => l._id === changed._id)
      ? loads.map((l) => (l._id === changed._id ? changed : l))
      : [...loads, changed];
    return { status: 200, body: changed };
  };
  const load = initial[0] ?? buildLoad();
  const fetchMock = mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: buildAdmin() },
    'GET /api/member/me': { status: 200, body: me },
    'GET /api/member': { status: 200, body: memberList },
    'GET /api/club': { status: 200, body: club },
    'GET /api/weather': () => ({ status: 200, body: weather() }),
    [`GET /api/loads/${today()}`]: () => ({ status: 200, body: { loads } }),
    'POST /api/loads': change,
    'POST /api/loads/land': (request) => {
      sent.push(request);
      return { status: 200, body: { ok: true } };
    },
    [`PUT /api/loads/${load._id}`]: change,
    [`PUT /api/loads/${load._id}/call`]: change,
    [`POST /api/loads/${load._id}/jumpers`]: change,
    [`POST /api/loads/${load._id}/land`]: change,
    [`POST /api/loads/${load._id}/open`]: change,
    ...Object.fromEntries(
      Object.entries(extra).map(([key, route]) => [
        key,
        (request: MockRequest): MockReply => {
          sent.push(request);
          const reply = route(request);
          loads = reply.loads ?? loads;
          return { status: reply.status ?? 200, body: reply.body };
        },
      ]),
    ),
  });
  return { fetchMock, sent };
}

/** A load card with its fields open: the compact card keeps them behind "Edit load". */
export async function openLoadFields(number = 1) {
  const card = within(await screen.findByRole('article', { name: `Load ${number}` }));
  await userEvent.click(card.getByRole('button', { name: 'Edit load' }));
  return card;
}
