import { sql } from 'drizzle-orm';
import {
  addSecondClub,
  cookiesOf,
  createTestApp,
  lastMail,
  secondClub,
  setupClub,
  type TestApp,
} from './app';
import { createTestClock } from './clock';
import { addPaymentMethods, createMember } from './factories';

/** A request as a test sends it. */
export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

/**
 * Two clubs on one installation (issue 35), each with a day of its own: club A (the setup's, whose first user is
 * the host) with a cookie per role, and club B (made by the host, run by its own admin) with the ids of everything
 * it holds: members, users, planes, loads and their jumpers, payments, waivers, programs and links.
 */
export interface TwoClubs {
  t: TestApp;
  today: string;
  /** Club A's callers: the host (also A's owner), a second admin, manifest staff, a waiver checker, a jumper, a user not linked yet. */
  a: Record<'host' | 'admin' | 'staff' | 'checker' | 'jumper' | 'unlinked', string> & {
    clubId: string;
    loadId: string;
  };
  b: {
    clubId: string;
    admin: string;
    /** Every id of B by kind; a sweep puts each where an id goes. */
    ids: Record<BIdKind, string>;
    /** Texts only B's data holds: none may show up in an answer to A. */
    markers: string[];
  };
}

export const bIdKinds = [
  'club',
  'member',
  'otherMember',
  'user',
  'jumperUser',
  'plane',
  'load',
  'landedLoad',
  'jumper',
  'transaction',
  'waiver',
  'trainingProgram',
  'waiverLink',
] as const;
export type BIdKind = (typeof bIdKinds)[number];

export async function call(t: TestApp, cookie: string | undefined, req: Req) {
  return t.app.inject({
    method: req.method,
    url: req.url,
    ...(req.payload ? { payload: req.payload } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

async function ok(t: TestApp, cookie: string, req: Req): Promise<Record<string, unknown>> {
  const res = await call(t, cookie, req);
  if (res.statusCode >= 300) {
    throw new Error(`${req.method} ${req.url}: ${res.statusCode} ${res.body}`);
  }
  return res.body ? res.json() : {};
}

let address = 0;
/** Registers with a club key, confirms from the outbox, signs in; answers the user's id and cookie. */
async function registered(t: TestApp, clubKey: string, username: string) {
  address += 1;
  const remoteAddress = `10.20.${Math.floor(address / 250)}.${address % 250}`;
  const password = 'Password-9';
  await t.app.inject({
    method: 'POST',
    url: '/api/register',
    remoteAddress,
    payload: { clubKey, username, email: `${username}@example.com`, displayName: `${username} X`, password },
  });
  await t.app.inject({
    method: 'POST',
    url: '/api/confirm-email',
    payload: { token: lastMail(t.dataDir, '/confirm-email').token },
  });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress,
    payload: { usernameOrEmail: username, password },
  });
  return { id: res.json()._id as string, cookie: cookiesOf(res) };
}

const plane = (registration: string, model: string) => ({
  aircraftModel: model,
  registration,
  slots: 5,
  weightAvailable: 700,
  weightWarningThreshold: 150,
  weightDangerThreshold: 100,
  minutePrice: 10,
  fuelMarginWarning: 30,
  fuelMarginDanger: 15,
  jumpLines: [{ altitude: 4000, price: 32 }],
});

/** Club A's user linked to a new member, with the rights `change` gives. */
async function linked(
  t: TestApp,
  admin: string,
  clubKey: string,
  name: string,
  change: object = {},
): Promise<{ id: string; cookie: string; memberId: string }> {
  const member = await createMember(t.app, admin, { firstName: name, exitWeight: 80, license: 'B' });
  const user = await registered(t, clubKey, name.toLowerCase());
  await ok(t, admin, {
    method: 'PUT',
    url: `/api/user/${user.id}`,
    payload: { linkedMember: member._id, ...change },
  });
  return { ...user, memberId: member._id as string };
}

export async function twoClubs(): Promise<TwoClubs> {
  const clock = createTestClock();
  const t = await createTestApp({}, { now: clock.now });
  const host = await setupClub(t.app);
  const today = '2026-06-13';
  const aKey = 'utti2026';
  await addPaymentMethods(t.app, host, ['Kortti']);
  const aPlane = (
    await ok(t, host, { method: 'POST', url: '/api/club/plane', payload: plane('OH-AAA', 'Cessna 206') })
  ).planes as { _id: string }[];
  const admin = await linked(t, host, aKey, 'Aadmin', { admin: true });
  const staff = await linked(t, host, aKey, 'Astaff', { permissions: { canManifest: true } });
  const checker = await linked(t, host, aKey, 'Achecker', { permissions: { canCheckWaivers: true } });
  const jumper = await linked(t, host, aKey, 'Ajumper');
  const unlinked = await registered(t, aKey, 'aunlinked');
  const aLoad = (await ok(t, host, {
    method: 'POST',
    url: '/api/loads',
    payload: { date: today, plane: aPlane[0]?._id },
  })) as { _id: string };

  // club B, made by the host and run by its own admin
  const second = await addSecondClub(t, host);
  const b = second.adminCookie;
  await addPaymentMethods(t.app, b, ['Käteinen']);
  const bClub = await ok(t, b, {
    method: 'POST',
    url: '/api/club/plane',
    payload: plane('OH-BBB', 'Bsecret Otter'),
  });
  const bPlaneId = (bClub.planes as { _id: string; registration: string }[]).find(
    (p) => p.registration === 'OH-BBB',
  )?._id;
  await ok(t, b, {
    method: 'POST',
    url: '/api/club/training-program',
    payload: { forStudentType: 'student-aff' },
  });
  await ok(t, b, {
    method: 'POST',
    url: '/api/club/waiver-link',
    payload: { title: 'Bsecret link', url: 'https://example.com/bsecret' },
  });
  const bMember = await createMember(t.app, b, {
    firstName: 'Bsecretfirst',
    lastName: 'Bsecretlast',
    email: 'bsecret@example.com',
    exitWeight: 80,
    license: 'C',
  });
  const bOther = await createMember(t.app, b, { firstName: 'Bsecondsecret', exitWeight: 75, license: 'B' });
  const bJumper = await registered(t, secondClub.clubKey, 'bjumper');
  await ok(t, b, { method: 'PUT', url: `/api/user/${bJumper.id}`, payload: { linkedMember: bOther._id } });
  await ok(t, b, {
    method: 'POST',
    url: '/api/payment',
    payload: { memberId: bMember._id, amount: 100, method: 'Käteinen', comment: 'Bsecret payment' },
  });
  const bLoad = (await ok(t, b, {
    method: 'POST',
    url: '/api/loads',
    payload: { date: today, plane: bPlaneId },
  })) as {
    _id: string;
  };
  const withJumper = await ok(t, b, {
    method: 'POST',
    url: `/api/loads/${bLoad._id}/jumpers`,
    payload: { memberId: bMember._id, type: 'normal', altitude: 4000 },
  });
  const jumperId = (withJumper.jumpers as { _id: string }[])[0]?._id ?? '';
  const landed = (await ok(t, b, {
    method: 'POST',
    url: '/api/loads',
    payload: { date: today, plane: bPlaneId },
  })) as {
    _id: string;
  };
  await ok(t, b, {
    method: 'POST',
    url: `/api/loads/${landed._id}/jumpers`,
    payload: { memberId: bOther._id, type: 'normal', altitude: 4000 },
  });
  await ok(t, b, {
    method: 'PUT',
    url: `/api/loads/${landed._id}`,
    payload: { pilot: bMember._id },
  }).catch(() => undefined);
  await call(t, b, { method: 'POST', url: `/api/loads/${landed._id}/land` });
  const transactions = (await ok(t, b, { method: 'GET', url: '/api/transaction/all' })) as {
    items: { _id: string }[];
  };
  const transactionId = transactions.items[0]?._id ?? '';
  const form = (
    await call(t, undefined, { method: 'GET', url: `/api/waiver-form?club=${secondClub.slug}` })
  ).json();
  address += 1;
  const signed = await t.app.inject({
    method: 'POST',
    url: `/api/waiver?club=${secondClub.slug}`,
    remoteAddress: `10.21.0.${address % 250}`,
    payload: {
      waiver: {
        firstName: 'Bsecretwaiver',
        lastName: 'Signer',
        street: 'Bkatu 1',
        zip: '45410',
        city: 'Bsecretcity',
        email: 'bwaiver@example.com',
        phone: '+358401234999',
        canopy: 'Sabre2',
        canopySize: 170,
        wingLoad: 1.1,
        exitWeight: 80.5,
        nextEquipmentExpiration: '2026-12-01',
        ownGear: true,
        clubMember: true,
        silMember: true,
        filmingPermission: false,
        totalJumps: 250,
        license: 'C',
        note: '',
        signature: 'M 10 10 L 20 20 L 30 15',
        waiverTextVersionId: form.versionId,
      },
    },
  });
  if (signed.statusCode !== 201) {
    throw new Error(`B's waiver: ${signed.statusCode} ${signed.body}`);
  }
  const club = await ok(t, b, { method: 'GET', url: '/api/club' });
  const programId = (club.trainingPrograms as { _id: string }[] | undefined)?.[0]?._id ?? '';
  const linkId = (club.waiverLinks as { _id: string }[] | undefined)?.[0]?._id ?? '';
  const ids: Record<BIdKind, string> = {
    club: second.clubId,
    member: bMember._id as string,
    otherMember: bOther._id as string,
    user: second.adminId,
    jumperUser: bJumper.id,
    plane: bPlaneId ?? '',
    load: bLoad._id,
    landedLoad: landed._id,
    jumper: jumperId,
    transaction: transactionId,
    waiver:
      ((await ok(t, b, { method: 'GET', url: '/api/waivers' })) as unknown as { _id: string }[])[0]?._id ??
      '',
    trainingProgram: programId,
    waiverLink: linkId,
  };
  for (const [kind, id] of Object.entries(ids)) {
    if (!id) {
      throw new Error(`B has no ${kind}`);
    }
  }
  return {
    t,
    today,
    a: {
      clubId: (await ok(t, host, { method: 'GET', url: '/api/user' })).clubId as string,
      loadId: aLoad._id,
      host,
      admin: admin.cookie,
      staff: staff.cookie,
      checker: checker.cookie,
      jumper: jumper.cookie,
      unlinked: unlinked.cookie,
    },
    b: {
      clubId: second.clubId,
      admin: b,
      ids,
      markers: [
        ...Object.values(ids),
        'Bsecret',
        'bsecret@example.com',
        'bwaiver@example.com',
        'bjumper',
        'secondadmin',
        secondClub.clubKey,
        'OH-BBB',
      ],
    },
  };
}

/**
 * Every row of club B, as one text per table: every table with a `club_id`, and B's own club row. Two equal
 * fingerprints mean nothing of B was written in between.
 */
export async function fingerprintOf(t: TestApp, clubId: string): Promise<Record<string, string>> {
  const db = t.app.ctx.db;
  const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
  const tables = await t.app.ctx.repos.clubData.clubTables();
  const out: Record<string, string> = {};
  for (const table of tables) {
    const [row] = rows<{ n: number; h: string }>(
      await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from "${table}" t where club_id = '${clubId}'`,
        ),
      ),
    );
    out[table] = `${row?.n}:${row?.h}`;
  }
  const [club] = rows<{ h: string }>(
    await db.execute(sql.raw(`select md5(t::text) as h from clubs t where id = '${clubId}'`)),
  );
  out.clubs = club?.h ?? '';
  return out;
}
