import { memberReference, referenceSeqOf, rfReference } from '@dz/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addConfirmedUser,
  createTestApp,
  lastMail,
  mailCount,
  setupClub,
  type TestApp,
} from '../../test/app';
import { camt053, camt054, referenceFile } from '../../test/bank-files';
import { createMember, updateClubSettings } from '../../test/factories';

const IBAN = 'FI2112345600000785';
const BIC = 'NDEAFIHH';

let t: TestApp;
let admin: string;
const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, payload });
const upload = (file: string, cookie = admin, contentType = 'application/xml') =>
  t.app.inject({
    method: 'POST',
    url: '/api/bank/statements',
    headers: { cookie, 'content-type': contentType },
    payload: Buffer.from(file, contentType === 'text/plain' ? 'latin1' : 'utf8'),
  });

const updateClub = (patch: Record<string, unknown>) => updateClubSettings(t.app, admin, patch);

async function memberOf(id: string): Promise<Created & { balance: number }> {
  return (await as('GET', '/api/member')).json().find((m: { _id: string }) => m._id === id);
}

async function balanceOf(id: string): Promise<number> {
  return (await memberOf(id)).balance;
}

/** Every member's cached balance equals the sum of its ledger rows. */
async function ledgerAgrees(): Promise<void> {
  const result = await t.app.ctx.db.execute(
    sql`select m.id, m.balance_cents::text as balance, (select sum(amount_cents)::text from transactions where member_id = m.id) as sum from members m`,
  );
  const rows = (result as unknown as { rows: { id: string; balance: string; sum: string | null }[] }).rows;
  expect(rows.length).toBeGreaterThan(3);
  for (const r of rows) {
    expect(Number(r.balance), r.id).toBe(Number(r.sum ?? 0));
  }
}

type Created = { _id: string; referenceNumber: string; rfReference: string };
let pekka: Created;
let liisa: Created;
let tandem: Created;
const create = async (over: Parameters<typeof createMember>[2]) =>
  (await createMember(t.app, admin, over)) as unknown as Created;

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  pekka = await create({ firstName: 'Pekka', lastName: 'Mäkinen', email: 'pekka@example.com' });
  liisa = await create({ firstName: 'Liisa', lastName: 'Laine' });
  tandem = await create({ firstName: 'Tero', lastName: 'Tandem', role: 'student-tandem' });
  const debt = await as('POST', '/api/transaction', { for: pekka._id, newBalance: -45.5, comment: 'Hypyt' });
  expect(debt.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
});

describe('reference numbers', () => {
  it('gives every member a permanent Finnish reference and its RF form, made from the club counter', async () => {
    const members = [pekka, liisa, tandem];
    expect(new Set(members.map((m) => m.referenceNumber)).size).toBe(3);
    const seq = referenceSeqOf(pekka.referenceNumber);
    expect(seq).not.toBeNull();
    expect(memberReference(seq as number)).toBe(pekka.referenceNumber);
    expect(Number(liisa.referenceNumber.slice(0, -1))).toBe(Number(pekka.referenceNumber.slice(0, -1)) + 1);
    expect(pekka.rfReference).toBe(rfReference(pekka.referenceNumber));
    const again = await memberOf(pekka._id);
    expect(again.referenceNumber).toBe(pekka.referenceNumber);
  });

  it("never gives a deleted member's reference again", async () => {
    const gone = await create({ firstName: 'Poistuva' });
    const del = await as('DELETE', '/api/member', { ids: [gone._id] });
    expect(del.statusCode).toBeLessThan(300);
    const next = await create({ firstName: 'Uusi' });
    expect(next.referenceNumber).not.toBe(gone.referenceNumber);
  });
});

describe('the club account and payment info', () => {
  it('says the club has no account before one is set', async () => {
    const res = await as('GET', `/api/member/${pekka._id}/payment-info`);
    expect(res.statusCode).toBe(409);
    expect(res.json().locale).toBe('error.bankAccountMissing');
  });

  it.each([
    [{ recipient: 'Seura', iban: 'FI2112345600000786', bic: BIC }, 'bankAccount.iban'],
    [{ recipient: 'Seura', iban: IBAN, bic: 'NOTABIC' }, 'bankAccount.bic'],
    [{ recipient: 'Seura', iban: IBAN, bic: 'DEUTDEFF' }, 'bankAccount.bic'],
    [{ recipient: '', iban: IBAN, bic: BIC }, 'bankAccount.recipient'],
  ])('refuses the account %j, naming the field', async (bankAccount, field) => {
    const res = await updateClub({ bankAccount });
    expect(res.statusCode).toBe(400);
    expect(res.json().validationMessage.join('\n')).toContain(field);
  });

  it('keeps the IBAN in its electronic form, and other saves leave the account alone', async () => {
    const res = await updateClub({
      bankAccount: { recipient: 'Skydive Utti ry', iban: 'fi21 1234 5600 0007 85', bic: 'ndeafihh' },
      paymentTopUp: 50,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().bankAccount).toEqual({ recipient: 'Skydive Utti ry', iban: IBAN, bic: BIC });
    await updateClub({ name: 'Skydive Utti' });
    expect((await as('GET', '/api/club')).json()).toMatchObject({
      bankAccount: { iban: IBAN },
      paymentTopUp: 50,
    });
  });

  it('answers the debt as the amount, the EPC QR text and the virtual bar code', async () => {
    const res = await as('GET', `/api/member/${pekka._id}/payment-info`);
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({
      recipient: 'Skydive Utti ry',
      iban: IBAN,
      bic: BIC,
      reference: pekka.referenceNumber,
      rfReference: pekka.rfReference,
      amount: 45.5,
    });
    expect(info.epcQr.split('\n').slice(0, 8)).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      BIC,
      'Skydive Utti ry',
      IBAN,
      'EUR45.50',
    ]);
    expect(info.epcQr).toContain(pekka.rfReference);
    expect(info.virtualBarcode).toMatch(/^4\d{53}$/);
    expect(info.virtualBarcode.slice(1, 17)).toBe(IBAN.slice(2));
    // no debt: the club's top-up
    const liisaInfo = (await as('GET', `/api/member/${liisa._id}/payment-info`)).json();
    expect(liisaInfo.amount).toBe(50);
  });

  it("is the member's own, staff's and admins' only", async () => {
    const jumper = await addConfirmedUser(t, 'liisa');
    const link = await as('PUT', `/api/user/${jumper.id}`, { linkedMember: liisa._id });
    expect(link.statusCode).toBe(200);
    expect(
      (await as('GET', `/api/member/${liisa._id}/payment-info`, undefined, jumper.cookie)).statusCode,
    ).toBe(200);
    expect(
      (await as('GET', `/api/member/${pekka._id}/payment-info`, undefined, jumper.cookie)).statusCode,
    ).toBe(404);
    expect((await upload(camt054({ iban: IBAN, entries: [] }), jumper.cookie)).statusCode).toBe(403);
    expect((await as('GET', '/api/bank/review', undefined, jumper.cookie)).statusCode).toBe(403);
  });
});

describe('POST /api/bank/statements', () => {
  const day = '2026-11-20';
  const notification = () =>
    camt054({
      iban: IBAN,
      entries: [
        {
          entryRef: 'A-1',
          bookingDate: day,
          amountCents: 4550,
          reference: pekka.referenceNumber,
          payerName: 'MÄKINEN PEKKA',
        },
        {
          entryRef: 'BATCH-1',
          batch: [
            {
              entryRef: 'B-1',
              bookingDate: day,
              amountCents: 2000,
              reference: liisa.rfReference,
              payerName: 'Laine Liisa',
            },
            {
              entryRef: 'B-2',
              bookingDate: day,
              amountCents: 1500,
              reference: '12344',
              payerName: 'Liisa Laine',
            },
            {
              entryRef: 'B-3',
              bookingDate: day,
              amountCents: 700,
              reference: null,
              payerName: 'Tuntematon Maksaja',
            },
          ],
        },
        {
          entryRef: 'C-1',
          bookingDate: day,
          amountCents: 990,
          reference: '10019',
          payerName: 'Väärä Tarkiste',
        },
        {
          entryRef: 'D-1',
          bookingDate: day,
          amountCents: 1200,
          direction: 'debit',
          payerName: 'Lentopetrooli Oy',
        },
        {
          entryRef: 'E-1',
          bookingDate: day,
          amountCents: 3000,
          reference: tandem.referenceNumber,
          payerName: 'Tero',
        },
      ],
    });

  it("books each credit with a member's reference once, and queues the rest", async () => {
    const res = await upload(notification());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      format: 'camt.054',
      entries: 7,
      booked: 2,
      duplicates: 0,
      toReview: 5,
      bookedCents: 6550,
    });
    expect(await balanceOf(pekka._id)).toBe(0);
    expect(await balanceOf(liisa._id)).toBe(20);
    const rows = (await as('GET', `/api/transaction/member/${pekka._id}`)).json().items;
    expect(rows[0]).toMatchObject({ amount: 45.5, method: 'Tilisiirto' });
    expect(rows[0].comment).toContain('MÄKINEN PEKKA');
    expect(rows[0].comment).toContain('20.11.2026');
    expect(rows[0].comment).toContain('A-1');
    await ledgerAgrees();
  });

  it('books nothing twice: the same file again, and an overlapping statement', async () => {
    const again = await upload(notification());
    expect(again.json()).toMatchObject({ booked: 0, duplicates: 7, toReview: 0, bookedCents: 0 });
    const statement = camt053({
      iban: IBAN,
      entries: [
        { entryRef: 'A-1', bookingDate: day, amountCents: 4550, reference: pekka.referenceNumber },
        { entryRef: 'F-1', bookingDate: '2026-11-21', amountCents: 1000, reference: pekka.referenceNumber },
      ],
    });
    expect((await upload(statement)).json()).toMatchObject({
      format: 'camt.053',
      booked: 1,
      duplicates: 1,
      bookedCents: 1000,
    });
    expect(await balanceOf(pekka._id)).toBe(10);
    await ledgerAgrees();
  });

  it('books a file imported twice at the same moment once', async () => {
    const file = camt054({
      iban: IBAN,
      entries: [
        { entryRef: 'G-1', bookingDate: day, amountCents: 500, reference: liisa.referenceNumber },
        { entryRef: 'G-2', bookingDate: day, amountCents: 700, reference: liisa.referenceNumber },
      ],
    });
    const answers = await Promise.all([upload(file), upload(file), upload(file)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.json().booked, 0)).toBe(2);
    expect(await balanceOf(liisa._id)).toBe(32);
    await ledgerAgrees();
  });

  it('reads the reference payment file, and refuses one whose sums do not match', async () => {
    const batches = [
      {
        bookingDate: '2026-11-23',
        entries: [
          {
            entryRef: '2611230001',
            bookingDate: '2026-11-23',
            amountCents: 1234,
            reference: pekka.referenceNumber,
            payerName: 'MAKINEN PEKKA',
          },
        ],
      },
    ];
    const bad = await upload(referenceFile({ account: IBAN, batches, badSum: true }), admin, 'text/plain');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ locale: 'error.bankFileRefused', details: expect.any(String) });
    expect(await balanceOf(pekka._id)).toBe(10);
    const good = await upload(referenceFile({ account: IBAN, batches }), admin, 'text/plain');
    expect(good.json()).toMatchObject({ format: 'referenceFile', booked: 1, bookedCents: 1234 });
    expect(await balanceOf(pekka._id)).toBe(22.34);
  });

  it.each([
    [
      'another currency',
      camt054({
        iban: IBAN,
        entries: [
          { entryRef: 'X-1', bookingDate: day, amountCents: 100, reference: '10016', currency: 'SEK' },
        ],
      }),
    ],
    ['broken XML', '<?xml version="1.0"?><Document><BkToCstmrDbtCdtNtfctn>'],
    ['an unknown file', 'hello, this is not a bank file'],
  ])('refuses %s with the reason and books nothing', async (_name, file) => {
    const before = await balanceOf(pekka._id);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().locale).toBe('error.bankFileRefused');
    expect(res.json().detailsLocale).toMatch(/^errorDetail\.statement/);
    expect(await balanceOf(pekka._id)).toBe(before);
  });
});

describe('the review queue', () => {
  it('lists what did not book, with the reason and a name match', async () => {
    const res = await as('GET', '/api/bank/review');
    expect(res.statusCode).toBe(200);
    const byPayer = Object.fromEntries(res.json().map((e: { payerName: string }) => [e.payerName, e]));
    expect(byPayer['Liisa Laine']).toMatchObject({
      reason: 'unknownReference',
      amount: 15,
      suggestedMember: { _id: liisa._id },
    });
    expect(byPayer['Tuntematon Maksaja']).toMatchObject({ reason: 'noReference', suggestedMember: null });
    expect(byPayer['Väärä Tarkiste']).toMatchObject({ reason: 'badCheckDigit' });
    expect(byPayer['Lentopetrooli Oy']).toMatchObject({ reason: 'debit', amount: -12 });
    expect(byPayer.Tero).toMatchObject({ reason: 'noAccount' });
  });

  it('assigns a credit to a member once, and keeps it in the audit trail', async () => {
    const entry = (await as('GET', '/api/bank/review'))
      .json()
      .find((e: { payerName: string }) => e.payerName === 'Liisa Laine');
    const before = await balanceOf(liisa._id);
    const res = await as('POST', `/api/bank/review/${entry._id}/assign`, { memberId: liisa._id });
    expect(res.statusCode).toBe(200);
    expect(await balanceOf(liisa._id)).toBe(before + 15);
    const twice = await as('POST', `/api/bank/review/${entry._id}/assign`, { memberId: liisa._id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().locale).toBe('error.bankEntryResolved');
    const audit = (await as('GET', '/api/audit')).json();
    const actions = audit.events.map((a: { action: string }) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['bankImport', 'bankAssigned']));
    await ledgerAgrees();
  });

  it('refuses to book money out on a member, and dismisses it with a reason', async () => {
    const debit = (await as('GET', '/api/bank/review'))
      .json()
      .find((e: { reason: string }) => e.reason === 'debit');
    const assign = await as('POST', `/api/bank/review/${debit._id}/assign`, { memberId: pekka._id });
    expect(assign.statusCode).toBe(409);
    expect(assign.json().locale).toBe('error.bankEntryNotCredit');
    expect((await as('POST', `/api/bank/review/${debit._id}/dismiss`, { reason: '' })).statusCode).toBe(400);
    const res = await as('POST', `/api/bank/review/${debit._id}/dismiss`, { reason: 'Polttoainelasku' });
    expect(res.statusCode).toBe(200);
    const left = (await as('GET', '/api/bank/review')).json().map((e: { _id: string }) => e._id);
    expect(left).not.toContain(debit._id);
  });
});

describe('receipts', () => {
  it('mails "we received your payment" when the club wants it', async () => {
    await updateClub({ sendPaymentReceipts: true });
    const before = mailCount(t.dataDir);
    const res = await upload(
      camt054({
        iban: IBAN,
        entries: [
          { entryRef: 'H-1', bookingDate: day(), amountCents: 2500, reference: pekka.referenceNumber },
        ],
      }),
    );
    expect(res.json().booked).toBe(1);
    await expect.poll(() => mailCount(t.dataDir)).toBe(before + 1);
    const mail = lastMail(t.dataDir);
    expect(mail.to).toBe('pekka@example.com');
    expect(mail.raw).toContain('25,00');
  });
});

function day() {
  return '2026-11-24';
}
