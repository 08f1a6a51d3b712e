import { type WaiverInput, waiverBody } from '@dz/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mail, Mailer } from '../../mail/mailer';
import { type ServiceWorld, serviceWorld } from '../../test/service-world';
import { createWaiversService, type WaiversService } from './waivers.service';

let w: ServiceWorld;
let waivers: WaiversService;
let failing: WaiversService;
let version: string;
const sent: Mail[] = [];
const mailer: Mailer = {
  delivers: true,
  async send(mail) {
    sent.push(mail);
  },
};
const warn = vi.fn();
const TEXT = 'Hyppään omalla vastuullani.';

const form = (over: Partial<WaiverInput> = {}) =>
  waiverBody.parse({
    firstName: 'Maija',
    lastName: 'Hyppääjä',
    street: 'Kenttätie 1',
    zip: '45410',
    city: 'Utti',
    email: 'maija@example.com',
    phone: '+358401234567',
    exitWeight: 80,
    ownGear: false,
    clubMember: true,
    silMember: true,
    filmingPermission: true,
    totalJumps: 100,
    license: 'B',
    signature: 'M 1 1 L 2 2',
    waiverTextVersionId: version,
    ...over,
  });

beforeAll(async () => {
  w = await serviceWorld();
  waivers = createWaiversService({ repos: w.repos, uow: w.uow, now: w.clock.now, mailer });
  failing = createWaiversService({
    repos: w.repos,
    uow: w.uow,
    now: w.clock.now,
    mailer: {
      delivers: true,
      send: () => Promise.reject(new Error('SMTP down')),
    },
    log: { warn } as never,
  });
  await w.repos.clubs.insertWaiverText(w.clubId, { lang: 'fi', text: TEXT, createdAt: w.clock.now() });
  const [current] = await w.repos.clubs.currentWaiverTexts(w.clubId);
  version = current?.id ?? '';
});
afterAll(async () => {
  await w.close();
});
beforeEach(() => {
  sent.length = 0;
  warn.mockClear();
});

describe('the signer’s copy', () => {
  it('is mailed after the signing to the signer, in the form’s language, with the PDF attached', async () => {
    await waivers.sign(w.clubId, form({ email: 'copy@example.com' }), 'en');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    const [mail] = sent;
    expect(mail?.to).toBe('copy@example.com');
    expect(mail?.subject).toBe('Your waiver – Utti');
    expect(mail?.text).toContain('You signed the 2026 waiver of Utti on');
    expect(mail?.text).toContain('A waiver checker goes through it');
    expect(mail?.attachments).toHaveLength(1);
    const [pdf] = mail?.attachments ?? [];
    expect(pdf?.filename).toBe('waiver-hyppaaja-2026.pdf');
    expect(pdf?.contentType).toBe('application/pdf');
    expect(pdf?.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('speaks Finnish by default', async () => {
    await waivers.sign(w.clubId, form({ email: 'suomi@example.com' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.subject).toBe('Vastuuvapautuksesi – Utti');
    expect(sent[0]?.text).toMatch(
      /^Allekirjoitit \d+\.\d+\.2026 \d\d:\d\d \(Europe\/Helsinki\) kerhon Utti vastuuvapautuksen vuodelle 2026\.$/m,
    );
  });

  it('does not fail or undo the signing when the mail fails: it is logged', async () => {
    const row = await failing.sign(w.clubId, form({ email: 'nomail@example.com' }));
    expect(row.email).toBe('nomail@example.com');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    const admin = w.actorOf(await w.addUser({ admin: true, role: 'admin' }));
    expect(await waivers.list(admin, { search: 'nomail@' })).toHaveLength(1);
  });
});

describe('a signed waiver as evidence', () => {
  it('has the exact text signed and when its version was saved, for checkers only', async () => {
    const row = await waivers.sign(w.clubId, form({ email: 'detail@example.com' }));
    const checker = w.actorOf(await w.addUser({ canCheckWaivers: true }));
    const detail = await waivers.detail(checker, row.id);
    expect(detail.club).toEqual({ name: 'Utti', timeZone: 'Europe/Helsinki' });
    expect(detail.waiver).toMatchObject({
      _id: row.id,
      waiverText: TEXT,
      waiverTextVersionId: version,
      waiverTextSavedAt: w.clock.now().toISOString(),
    });
    const plain = w.actorOf(await w.addUser());
    await expect(waivers.detail(plain, row.id)).rejects.toMatchObject({ code: 'noWaiverPermission' });
    await expect(waivers.pdf(plain, row.id, 'fi')).rejects.toMatchObject({ code: 'noWaiverPermission' });
    await expect(waivers.detail(checker, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'waiverNotFound',
    });
  });
});
