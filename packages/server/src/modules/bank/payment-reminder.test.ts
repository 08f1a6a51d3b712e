import { formatFinnishReference } from '@dz/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../../mail/mailer';
import { createTestApp, setupClub, type TestApp } from '../../test/app';
import { createMember, updateClubSettings } from '../../test/factories';
import { paymentRemindersJob } from '../jobs/reminders.jobs';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await setupClub(t.app);
});
afterAll(async () => {
  await t.close();
});

/** The Monday reminders of the club, as the job would send them at 00:00 on a Monday. */
async function remindersNow(): Promise<Mail[]> {
  const sent: Mail[] = [];
  const job = paymentRemindersJob({
    repos: t.app.ctx.repos,
    mailer: { send: async (mail) => void sent.push(mail) },
  });
  const [due] = await job.due(new Date('2026-06-15T00:00:00+03:00'));
  await due?.run();
  return sent;
}

describe('the payment reminder with the bank account', () => {
  it('carries the instructions, the debt and the QR code of a banking app', async () => {
    const debtor = (await createMember(t.app, admin, {
      firstName: 'Velka',
      email: 'velka@example.com',
    })) as unknown as {
      _id: string;
      referenceNumber: string;
    };
    await t.app.inject({
      method: 'POST',
      url: '/api/transaction',
      headers: { cookie: admin },
      payload: { for: debtor._id, newBalance: -45.5, comment: '' },
    });
    expect((await updateClubSettings(t.app, admin, { sendPaymentReminders: true })).statusCode).toBe(200);
    // without an account: the club's methods only, no QR code
    const plain = await remindersNow();
    expect(plain).toHaveLength(1);
    expect(plain[0]?.attachments).toBeUndefined();

    const account = { recipient: 'Skydive Utti ry', iban: 'FI2112345600000785', bic: 'NDEAFIHH' };
    expect((await updateClubSettings(t.app, admin, { bankAccount: account })).statusCode).toBe(200);
    const [mail] = await remindersNow();
    expect(mail?.to).toBe('velka@example.com');
    expect(mail?.text).toContain('FI21 1234 5600 0007 85');
    expect(mail?.text).toContain(formatFinnishReference(debtor.referenceNumber));
    expect(mail?.text).toMatch(/45,50\s€/);
    expect(mail?.text).toMatch(/\b4\d{53}\b/);
    const [qr] = mail?.attachments ?? [];
    expect(qr?.contentType).toBe('image/png');
    expect(qr?.content.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
  });
});
