import type { Club, Member } from '@dz/shared';
import { NO_WIND_LIMITS } from '@dz/shared';
import { buildAdmin, buildMember, club as clubSummary, member as me } from '../../test/fixtures';

export { buildMember };

/** A small club: a coach with a nickname, an AFF student in debt, a pilot, a tandem student, an instructor. */
export const testMembers: Member[] = [
  buildMember({
    _id: '7a000000-0000-4000-8000-000000000001',
    nickname: 'Masa',
    license: 'C',
    isCoach: true,
    isClubMember: true,
    balance: 88,
  }),
  buildMember({
    _id: '7a000000-0000-4000-8000-000000000002',
    firstName: 'Liisa',
    lastName: 'Laine',
    email: 'liisa@example.com',
    role: 'student-aff',
    isClubMember: true,
    balance: -45.5,
  }),
  buildMember({
    _id: '7a000000-0000-4000-8000-000000000003',
    firstName: 'Pekka',
    lastName: 'Pilotti',
    email: 'pekka@example.com',
    isPilot: true,
  }),
  buildMember({
    _id: '7a000000-0000-4000-8000-000000000004',
    firstName: 'Tiina',
    lastName: 'Tandem',
    email: '',
    role: 'student-tandem',
  }),
  buildMember({
    _id: '7a000000-0000-4000-8000-000000000005',
    firstName: 'Olli',
    lastName: 'Opettaja',
    email: 'olli@example.com',
    license: 'D',
    isAFFInstructor: true,
    isTandemInstructor: true,
    isClubMember: true,
    balance: 300,
  }),
];

/** The club as `GET /api/club` answers an admin: ordered payment methods, custom ones allowed. */
export const testClub: Club = {
  ...clubSummary,
  clubKey: 'utti2026',
  slug: 'testikerho',
  notificationEmail: '',
  defaultGearRent: 0,
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
  paymentMethods: ['Käteinen', 'Kortti', 'Tilisiirto'],
  planes: [],
  trainingPrograms: [],
  waiverLinks: [],
};

export const testAdmin = buildAdmin({ _id: '00000000-0000-4000-8000-0000000000aa' });

/** The routes every signed-in page needs: setup done, the user, the club and the user's member. */
export function sessionRoutes(user = testAdmin, club: Club = testClub) {
  return {
    'GET /api/setup': { status: 200, body: { needsSetup: false } },
    'GET /api/user': { status: 200, body: user },
    'GET /api/club': { status: 200, body: club },
    'GET /api/member/me': { status: 200, body: me },
  };
}

/** Every URL (path and query) a fetch mock was called with, for a method. */
export function calledUrls(fetchMock: { mock: { calls: unknown[][] } }, method = 'GET'): string[] {
  return fetchMock.mock.calls
    .filter(([, init]) => ((init as RequestInit | undefined)?.method ?? 'GET') === method)
    .map(([input]) => {
      const url = new URL(String(input), 'http://localhost');
      return `${url.pathname}${url.search}`;
    });
}

/** Records the files the app saves through a link (a CSV export) instead of navigating in jsdom. */
export function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      next += 1;
      blobs.set(`blob:test/${next}`, blob);
      return `blob:test/${next}`;
    },
    revokeObjectURL: () => undefined,
  });
  const original = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob) {
      files.push({ name: this.download, blob });
    }
  };
  return { files, restore: () => (HTMLAnchorElement.prototype.click = original) };
}
