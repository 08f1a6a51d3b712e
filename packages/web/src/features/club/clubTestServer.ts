import {
  type BackupStatus,
  type Club,
  type JobsOverview,
  type LiveSourcesResponse,
  movePaymentMethod,
  NO_WIND_LIMITS,
  type Plane,
  removePaymentMethod,
  type TrainingProgram,
  type WaiverLink,
  type WaiverSettings,
} from '@dz/shared';
import { type MockReply, type MockRequest, mockFetch } from '../../test/fetchMock';
import { buildAdmin, club as clubSummary, member } from '../../test/fixtures';

/**
 * The page tests render the whole club page (every section, now the backups too) and type into real forms:
 * on a busy two-core machine the plane dialog's test took 19–23 s, so the limit is well above that (a limit
 * against hanging, not a speed check).
 */
export const PAGE_TEST_TIMEOUT = 45_000;

export const planeId = '0b6d6a0e-51b4-4c5e-8a55-1a1a1a1a1a1a';
export const programId = '0b6d6a0e-51b4-4c5e-8a55-2b2b2b2b2b2b';

export const cessna: Plane = {
  _id: planeId,
  aircraftModel: 'Cessna 206',
  registration: 'OH-CDZ',
  icaoCode: '46a1b2',
  slots: 5,
  weightAvailable: 600,
  // fuel margins: kg left for fuel under the 600 kg
  weightWarningThreshold: 150,
  weightDangerThreshold: 100,
  isDefault: true,
  minutePrice: null,
  roundUpMinutePrice: false,
  jumpLines: [
    {
      _id: '0b6d6a0e-51b4-4c5e-8a55-3c3c3c3c3c3c',
      altitude: 1000,
      price: 25,
      priceForMembers: null,
      tandemPrice: null,
    },
    {
      _id: '0b6d6a0e-51b4-4c5e-8a55-4d4d4d4d4d4d',
      altitude: 4000,
      price: 38.5,
      priceForMembers: 35,
      tandemPrice: 250,
    },
  ],
};

/** A plane as the server stores it: ids for it and its lines, lines sorted by altitude. */
function withIds(plane: Plane, id: string): Plane {
  const jumpLines = [...plane.jumpLines]
    .sort((a, b) => a.altitude - b.altitude)
    .map((line) => ({
      ...line,
      _id: line._id ?? `line-${line.altitude}`,
      priceForMembers: line.priceForMembers ?? null,
    }));
  return { ...plane, _id: id, jumpLines };
}

/** The whole club an admin gets from `GET /api/club`; override what the test is about. */
export function buildClub(overrides: Partial<Club> = {}): Club {
  return {
    ...clubSummary,
    clubKey: 'utti2026',
    slug: 'testikerho',
    notificationEmail: 'hallitus@example.com',
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
    paymentMethods: ['Käteinen', 'Tilisiirto', 'MobilePay'],
    planes: [cessna],
    trainingPrograms: [
      {
        _id: programId,
        forStudentType: 'student-sl',
        jumps: [
          { _id: 'j1', name: 'Ensimmäinen nauhahyppy', requiresInstructor: true, requiresSlInstructor: true },
          { _id: 'j2', name: 'Toinen nauhahyppy', requiresInstructor: true, requiresSlInstructor: true },
        ],
      },
    ],
    waiverLinks: [],
    ...overrides,
  };
}

/**
 * A signed-in admin and a club server that applies the club calls the way the real one does (the shared
 * rules), so a test sees the page update from the answers. `sent` records the changing calls.
 */
/** The scheduled jobs as the server answers them: no runs yet, reminders off. */
export const noJobRuns: JobsOverview = {
  jobs: [
    { name: 'paymentReminders', enabled: false, runs: [] },
    { name: 'unlandedLoadReminders', enabled: false, runs: [] },
    { name: 'deleteUnconfirmedUsers', enabled: true, runs: [] },
    { name: 'nightlyBackup', enabled: true, runs: [] },
  ],
};

/** The embedded database with two nightly backups kept. */
export const embeddedBackups: BackupStatus = {
  embedded: true,
  downloadable: true,
  retentionDays: 14,
  backups: [
    { name: 'dz-backup-20260601T210030Z.tar.gz', createdAt: '2026-06-01T21:00:30.000Z', bytes: 4_250_000 },
    { name: 'dz-backup-20260531T210012Z.tar.gz', createdAt: '2026-05-31T21:00:12.000Z', bytes: 4_190_000 },
  ],
};

/** The sources as an installation without any answers: no altitude source, the weather never asked. */
export const noLiveSources: LiveSourcesResponse = {
  altitude: {
    configured: false,
    kind: null,
    url: null,
    lastAttemptAt: null,
    lastOkAt: null,
    failures: 0,
    callsToday: 0,
    planes: [],
  },
  weather: { lastAttemptAt: null, lastOkAt: null, failures: 0, callsToday: 0, metar: null, station: null },
};

export function clubServer(
  initial: Club = buildClub(),
  initialWaiver: WaiverSettings = { texts: [], checklist: [] },
  jobs: JobsOverview = noJobRuns,
  backups: BackupStatus = embeddedBackups,
  liveSources: LiveSourcesResponse = noLiveSources,
) {
  let club = initial;
  let waiver = initialWaiver;
  let version = 0;
  const sent: MockRequest[] = [];
  /** The waiver settings calls the way the server answers them: a new version per save, ids for new items. */
  const waiverAnswer =
    (change: (w: WaiverSettings, request: MockRequest) => WaiverSettings) =>
    (request: MockRequest): MockReply => {
      sent.push(request);
      waiver = change(waiver, request);
      return { status: 200, body: waiver };
    };
  const answer =
    (change: (c: Club, request: MockRequest) => Club) =>
    (request: MockRequest): MockReply => {
      sent.push(request);
      club = change(club, request);
      return { status: 200, body: club };
    };
  const move = answer((c, request) => {
    const body = request.body as { newIndex: number; paymentMethod?: string };
    const index = Number(request.path.split('/').pop());
    return {
      ...c,
      paymentMethods: movePaymentMethod(c.paymentMethods, index, body.newIndex, body.paymentMethod),
    };
  });
  const members = (request: MockRequest): MockReply => {
    sent.push(request);
    return { status: 200, body: [member, member] };
  };
  const routes: Record<string, (request: MockRequest) => MockReply> = {
    'PUT /api/club': answer((c, r) => ({ ...c, ...(r.body as Partial<Club>) })),
    'POST /api/club/plane': answer((c, r) => ({
      ...c,
      planes: [...c.planes, withIds(r.body as Plane, '0b6d6a0e-51b4-4c5e-8a55-5e5e5e5e5e5e')],
    })),
    'PUT /api/club/plane': answer((c, r) => ({
      ...c,
      planes: c.planes.map((p) => (p._id === (r.body as Plane)._id ? withIds(r.body as Plane, p._id) : p)),
    })),
    'POST /api/club/payment-method': answer((c, r) => ({
      ...c,
      paymentMethods: [...c.paymentMethods, (r.body as { paymentMethod: string }).paymentMethod],
    })),
    'DELETE /api/club/payment-method/1': answer((c) => ({
      ...c,
      paymentMethods: removePaymentMethod(c.paymentMethods, 1),
    })),
    'POST /api/club/training-program': answer((c, r) => {
      const body = r.body as Omit<TrainingProgram, '_id'>;
      const jumps = body.jumps.map((j, i) => ({ ...j, _id: `new-${i}` }));
      return { ...c, trainingPrograms: [...c.trainingPrograms, { ...body, jumps, _id: 'new-program' }] };
    }),
    [`DELETE /api/club/training-program/${programId}`]: answer((c) => ({
      ...c,
      trainingPrograms: c.trainingPrograms.filter((p) => p._id !== programId),
    })),
    'POST /api/club/waiver-link': answer((c, r) => ({
      ...c,
      waiverLinks: [...c.waiverLinks, { ...(r.body as WaiverLink), _id: 'new-link' }],
    })),
    'PUT /api/club/waiver-text': waiverAnswer((w, r) => {
      const body = r.body as { lang: 'fi' | 'en'; text: string };
      version += 1;
      const saved = { ...body, versionId: `version-${version}`, created: '2026-05-01T09:00:00.000Z' };
      return { ...w, texts: [...w.texts.filter((x) => x.lang !== body.lang), saved] };
    }),
    'PUT /api/club/waiver-checklist': waiverAnswer((w, r) => {
      const body = r.body as { items: { _id?: string; label: string }[] };
      return {
        ...w,
        checklist: body.items.map((i, n) => ({ _id: i._id ?? `item-new-${n}`, label: i.label })),
      };
    }),
    'POST /api/club/jobs/paymentReminders/test': (request) => {
      sent.push(request);
      return { status: 200, body: { sentTo: 'ada@example.com' } };
    },
    'POST /api/member/reset-club-memberships': members,
    'POST /api/member/reset-sil-memberships': members,
  };
  for (const index of [0, 1, 2, 3]) {
    routes[`PUT /api/club/payment-method/${index}`] = move;
  }
  const fetchMock = mockFetch({
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: buildAdmin() },
    'GET /api/member/me': { status: 200, body: member },
    'GET /api/club': () => ({ status: 200, body: club }),
    'GET /api/club/waiver-settings': () => ({ status: 200, body: waiver }),
    'GET /api/club/jobs': { status: 200, body: jobs },
    'GET /api/club/backup': { status: 200, body: backups },
    'GET /api/club/live-sources': { status: 200, body: liveSources },
    'GET /api/club/backup/download': { status: 200, body: 'a gzipped tarball' },
    'GET /api/club/export': { status: 200, body: 'a gzipped archive' },
    ...routes,
  });
  return {
    fetchMock,
    sent,
    /** Another admin changed the club on the server. */
    changeElsewhere: (change: (c: Club) => Club) => {
      club = change(club);
    },
  };
}
