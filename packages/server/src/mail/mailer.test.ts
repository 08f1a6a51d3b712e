import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

describe('createMailer without SMTP_URL', () => {
  it('writes each mail as a complete .eml file to the outbox', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dz-mail-'));
    const mailer = createMailer({ from: 'Club <club@example.com>', dataDir, log: pino({ level: 'silent' }) });
    expect(mailer.delivers).toBe(false);
    await mailer.send({
      to: 'jumper@example.com',
      subject: 'Confirm',
      text: 'Open http://localhost:3000/confirm-email?token=abc',
    });
    const files = readdirSync(join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const eml = readFileSync(join(dataDir, 'outbox', files[0] as string), 'utf8');
    expect(eml).toContain('To: jumper@example.com');
    expect(eml).toContain('Subject: Confirm');
    expect(eml).toContain('confirm-email?token=abc');
  });
});

describe('an attachment in the outbox', () => {
  it('is a MIME part of the .eml with its file name, type and base64 content', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dz-mail-'));
    const mailer = createMailer({ from: 'club@example.com', dataDir, log: pino({ level: 'silent' }) });
    await mailer.send({
      to: 'jumper@example.com',
      subject: 'Copy',
      text: 'Attached',
      attachments: [
        {
          filename: 'waiver-hyppaaja-2026.pdf',
          content: Buffer.from('%PDF-1.3 test'),
          contentType: 'application/pdf',
        },
      ],
    });
    const [file] = readdirSync(join(dataDir, 'outbox'));
    const eml = readFileSync(join(dataDir, 'outbox', file as string), 'utf8');
    expect(eml).toContain('Content-Type: application/pdf; name=waiver-hyppaaja-2026.pdf');
    expect(eml).toContain('Content-Disposition: attachment; filename=waiver-hyppaaja-2026.pdf');
    expect(eml).toContain(Buffer.from('%PDF-1.3 test').toString('base64'));
  });
});
