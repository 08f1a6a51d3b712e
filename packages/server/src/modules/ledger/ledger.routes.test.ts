import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupClub, type TestApp } from '../../test/app';
import { addPaymentMethods, createMember } from '../../test/factories';

let t: TestApp;
let admin: string;
let memberId: string;
const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin }, payload });

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
  await addPaymentMethods(t.app, admin, ['Käteinen', 'Kortti']);
  memberId = (await createMember(t.app, admin, { firstName: 'Pekka' }))._id;
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/payment', () => {
  it('adds the amount and answers the member', async () => {
    const res = await as('POST', '/api/payment', {
      memberId,
      amount: 50.25,
      method: 'Käteinen',
      comment: 'Kesäkortti',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: memberId, balance: 50.25 });
  });

  it.each([
    [{ amount: 0.001 }, 400, 'amount: Invalid amount'],
    [{ amount: 100001 }, 400, 'amount: Maximum 100000'],
    [{ amount: 0 }, 400, 'amount: Invalid amount'],
    [{ method: '' }, 400, 'method: Method is required'],
    [{ memberId: '00000000-0000-4000-8000-000000000000' }, 404, null],
  ])('refuses %j', async (over, status, line) => {
    const res = await as('POST', '/api/payment', {
      memberId,
      amount: 10,
      method: 'Käteinen',
      comment: '',
      ...over,
    });
    expect(res.statusCode).toBe(status);
    if (line) {
      expect(res.json().validationMessage).toContain(line);
    }
  });

  it('refuses a custom method unless the club allows them', async () => {
    expect((await as('POST', '/api/payment', { memberId, amount: 1, method: 'Bitcoin' })).statusCode).toBe(
      200,
    );
    await t.app.inject({
      method: 'PUT',
      url: '/api/club',
      headers: { cookie: admin },
      payload: {
        name: 'Skydive Utti',
        clubKey: 'utti2026',
        notificationEmail: '',
        allowCustomPaymentMethods: false,
      },
    });
    const res = await as('POST', '/api/payment', { memberId, amount: 1, method: 'Bitcoin' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('You cannot enter custom payment methods');
  });

  it('refuses a balance beyond the bounds and saves nothing', async () => {
    const res = await as('POST', '/api/payment', { memberId, amount: 99999, method: 'Kortti' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid amount');
    const me = await as('GET', `/api/transaction/member/${memberId}`);
    expect(me.json().items.every((i: { amount: number }) => i.amount !== 99999)).toBe(true);
  });

  it('pays once for a double-submitted payment (same idempotency key)', async () => {
    const key = crypto.randomUUID();
    const before = (await as('GET', `/api/transaction/member/${memberId}`)).json().pagination.totalItems;
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        as('POST', '/api/payment', { memberId, amount: 20, method: 'Kortti', idempotencyKey: key }),
      ),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const after = (await as('GET', `/api/transaction/member/${memberId}`)).json().pagination.totalItems;
    expect(after - before).toBe(1);
  });

  it('answers 409 when a key is reused with another member, amount or method, and writes nothing', async () => {
    const key = crypto.randomUUID();
    const other = (await createMember(t.app, admin, { firstName: 'Toinen' }))._id;
    const first = await as('POST', '/api/payment', {
      memberId,
      amount: 7,
      method: 'Kortti',
      idempotencyKey: key,
    });
    expect(first.statusCode).toBe(200);
    const before = (await as('GET', '/api/transaction/all')).json().pagination.totalItems;
    for (const over of [{ memberId: other }, { amount: 8 }, { method: 'Käteinen' }, { comment: 'Eri' }]) {
      const res = await as('POST', '/api/payment', {
        memberId,
        amount: 7,
        method: 'Kortti',
        idempotencyKey: key,
        ...over,
      });
      expect(res.statusCode, JSON.stringify(over)).toBe(409);
      expect(res.json()).toMatchObject({ locale: 'error.idempotencyKeyReused' });
    }
    // a new balance with a payment's key is another request too
    const asBalance = await as('POST', '/api/transaction', {
      for: memberId,
      newBalance: 7,
      idempotencyKey: key,
    });
    expect(asBalance.statusCode).toBe(409);
    expect((await as('GET', '/api/transaction/all')).json().pagination.totalItems).toBe(before);
    // the same request again answers the first result
    const repeat = await as('POST', '/api/payment', {
      memberId,
      amount: 7,
      method: 'Kortti',
      idempotencyKey: key,
    });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()._id).toBe(memberId);
  });

  it('takes payments sent at once to one member each once, each row with the balance it left', async () => {
    const payee = (await createMember(t.app, admin, { firstName: 'Jono' }))._id;
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        as('POST', '/api/payment', { memberId: payee, amount: i + 1, method: 'Kortti', comment: `${i}` }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const rows = (await as('GET', `/api/transaction/member/${payee}?limit=100`)).json().items as {
      amount: number;
      newBalance: number;
    }[];
    expect(rows).toHaveLength(12);
    // in the order the member's row took them, each row's balance is the one before it plus its amount
    const inOrder = [...rows].sort((a, b) => a.newBalance - b.newBalance);
    let balance = 0;
    for (const row of inOrder) {
      balance += row.amount;
      expect(row.newBalance).toBeCloseTo(balance, 2);
    }
    expect(balance).toBe(78);
    const list = (await as('GET', '/api/member')).json() as { _id: string; balance: number }[];
    expect(list.find((m) => m._id === payee)?.balance).toBe(78);
    expect(Math.max(...results.map((r) => r.json().balance))).toBe(78);
    // each payment is in the audit log with the balance before and after it
    const { events } = (await as('GET', `/api/audit?memberId=${payee}`)).json() as {
      events: { action: string; before: { balance: number }; after: { balance: number; amount: number } }[];
    };
    const payments = events.filter((e) => e.action === 'payment');
    expect(payments).toHaveLength(12);
    const moves = payments
      .map((e): [number, number] => [e.before.balance, e.after.balance])
      .sort((a, b) => a[0] - b[0]);
    expect(moves[0]?.[0]).toBe(0);
    expect(moves.at(-1)?.[1]).toBe(78);
    // each payment starts from the balance the one before it left
    expect(moves.slice(1).map(([before]) => before)).toEqual(moves.slice(0, -1).map(([, after]) => after));
  });

  it('refuses tandem students, who have no account', async () => {
    const tandem = await createMember(t.app, admin, { firstName: 'Tandem', role: 'student-tandem' });
    const res = await as('POST', '/api/payment', { memberId: tandem._id, amount: 10, method: 'Kortti' });
    expect(res.json().message).toBe('Payment failed. Please try again.');
  });
});

describe('POST /api/transaction (new balance)', () => {
  it('writes the difference as one transaction', async () => {
    const res = await as('POST', '/api/transaction', {
      for: memberId,
      newBalance: -12.5,
      comment: 'Korjaus',
    });
    expect(res.json().balance).toBe(-12.5);
    const list = await as('GET', `/api/transaction/member/${memberId}?limit=1`);
    expect(list.json().items[0]).toMatchObject({
      newBalance: -12.5,
      kind: 'newBalance',
      comment: 'Korjaus',
      forName: 'Pekka Meikäläinen',
    });
  });

  it('answers a repeated new balance once and a changed one with 409', async () => {
    const key = crypto.randomUUID();
    const body = { for: memberId, newBalance: 3, comment: 'Tasaus', idempotencyKey: key };
    expect((await as('POST', '/api/transaction', body)).json().balance).toBe(3);
    await as('POST', '/api/payment', { memberId, amount: 1, method: 'Kortti' });
    // the repeat writes nothing more: the balance stays what the payment made it
    const repeat = await as('POST', '/api/transaction', body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().balance).toBe(4);
    const changed = await as('POST', '/api/transaction', { ...body, newBalance: 5 });
    expect(changed.statusCode).toBe(409);
  });

  it('needs exactly one of amount and newBalance', async () => {
    expect((await as('POST', '/api/transaction', { for: memberId })).statusCode).toBe(400);
    expect(
      (await as('POST', '/api/transaction', { for: memberId, amount: 1, newBalance: 2 })).statusCode,
    ).toBe(400);
  });
});

describe('transaction lists', () => {
  it('pages, sorts and filters', async () => {
    const all = await as('GET', '/api/transaction/all?limit=2&page=1&sortKey=amount&sortDirection=asc');
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items).toHaveLength(2);
    expect(body.pagination).toMatchObject({ page: 1, limit: 2, skip: 0 });
    expect(body.items[0].amount).toBeLessThanOrEqual(body.items[1].amount);
    const byMethod = await as('GET', '/api/transaction/all?method=Kortti');
    expect(byMethod.json().items.every((i: { method: string }) => i.method === 'Kortti')).toBe(true);
    const byComment = await as('GET', '/api/transaction/all?comment=kesä');
    expect(byComment.json().items.map((i: { comment: string }) => i.comment)).toEqual(['Kesäkortti']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' }).format(new Date());
    const byDate = await as('GET', `/api/transaction/all?startDate=${today}&endDate=${today}`);
    expect(byDate.json().pagination.totalItems).toBe(body.pagination.totalItems);
    const none = await as('GET', '/api/transaction/all?endDate=2000-01-01');
    expect(none.json().items).toEqual([]);
    expect((await as('GET', '/api/transaction/all?startDate=yesterday')).statusCode).toBe(400);
  });

  it('shows the personal list to the linked user and exports CSV', async () => {
    const personal = await as('GET', '/api/transaction/personal');
    expect(personal.statusCode).toBe(200);
    const all = (await as('GET', '/api/transaction/all')).json().items;
    const csv = await as('POST', '/api/transaction/export', {
      ids: all.map((i: { _id: string }) => i._id),
      lang: 'en',
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toContain('Date,Member,Amount,New balance,Method,Comment,Created by');
    expect(csv.body).toContain('Kesäkortti');
  });

  it('exports a comment that looks like a formula as text, and negative amounts as numbers', async () => {
    await as('POST', '/api/payment', { memberId, amount: -12.5, method: 'Kortti', comment: '@SUM(1+1)*cmd' });
    const all = (await as('GET', '/api/transaction/all?comment=cmd')).json().items;
    const csv = await as('POST', '/api/transaction/export', {
      ids: all.map((i: { _id: string }) => i._id),
      lang: 'fi',
    });
    const row = csv.body.split('\n').find((line: string) => line.includes('SUM')) ?? '';
    expect(row).toContain(";'@SUM(1+1)*cmd;");
    expect(row).toContain(';-12,50;');
  });

  it('exports every row the filter matches, in Finnish: semicolons, decimal commas, club times', async () => {
    for (const amount of [12.5, 7, 3.25]) {
      await as('POST', '/api/payment', { memberId, amount, method: 'Kortti', comment: 'Csv-suodatin' });
    }
    const all = (await as('GET', '/api/transaction/all?comment=Csv-suodatin')).json().items;
    expect(all).toHaveLength(3);
    const res = await as('POST', '/api/transaction/export', {
      filter: { comment: 'Csv-suodatin', limit: 1, page: 1 },
      lang: 'fi',
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Päivämäärä;Jäsen;Summa;Uusi saldo;Maksutapa;Kommentti;Kirjaaja');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).map((l) => l.split(';')[2])).toEqual(['3,25', '7,00', '12,50']);
    const when = new Date(all[0].date);
    const helsinki = new Intl.DateTimeFormat('fi-FI', {
      timeZone: 'Europe/Helsinki',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .format(when)
      .replace('.', ':');
    expect(lines[1]).toMatch(new RegExp(`^\\d{1,2}\\.\\d{1,2}\\.\\d{4} ${helsinki};`));
  });

  it('exports in English with commas and decimal points when the browser asks for English', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/transaction/export',
      headers: { cookie: admin, 'accept-language': 'en-GB,en;q=0.9' },
      payload: { filter: { comment: 'Csv-suodatin' } },
    });
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Date,Member,Amount,New balance,Method,Comment,Created by');
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual(['3.25', '7.00', '12.50']);
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2},/);
  });

  it('writes times in the club’s own zone, and lang wins over Accept-Language', async () => {
    const settings = { name: 'Skydive Utti', clubKey: 'utti2026', notificationEmail: '' };
    const put = (timezone: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/club',
        headers: { cookie: admin },
        payload: { ...settings, timezone },
      });
    expect((await put('America/New_York')).statusCode).toBe(200);
    try {
      const all = (await as('GET', '/api/transaction/all?comment=Csv-suodatin&sortDirection=asc')).json()
        .items;
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/transaction/export',
        headers: { cookie: admin, 'accept-language': 'en-US' },
        payload: { filter: { comment: 'Csv-suodatin', sortDirection: 'asc' }, lang: 'fi' },
      });
      const lines = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]?.startsWith('Päivämäärä;')).toBe(true);
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-GB', {
          timeZone: 'America/New_York',
          year: 'numeric',
          month: 'numeric',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        })
          .formatToParts(new Date(all[0].date))
          .map((p) => [p.type, p.value]),
      );
      expect(lines[1]?.split(';')[0]).toBe(
        `${parts.day}.${parts.month}.${parts.year} ${parts.hour}:${parts.minute}`,
      );
    } finally {
      expect((await put('Europe/Helsinki')).statusCode).toBe(200);
    }
  });

  it('refuses payments and the full list to non-admins', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/transaction/all' });
    expect(res.statusCode).toBe(401);
  });
});
