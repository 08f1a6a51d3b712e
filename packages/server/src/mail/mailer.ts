import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

/** A file sent with a mail (a signed waiver's PDF). */
export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files attached; the outbox's .eml carries them too (base64 MIME parts). */
  attachments?: MailAttachment[];
}

export interface Mailer {
  /** Sends a mail; without SMTP it is logged and written to `DATA_DIR/outbox/*.eml`. */
  send(mail: Mail): Promise<void>;
  /** Whether mails really leave the machine (SMTP_URL is set). */
  readonly delivers: boolean;
}

/**
 * nodemailer over SMTP_URL; without it each mail is rendered to a complete .eml file in the outbox,
 * so a single-machine user can still open a confirmation or reset link.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (opts.smtpUrl) {
    // the mail server is the installation's; still, a stuck one must not hold a request (nodemailer's own
    // defaults wait 2 minutes to connect and 10 minutes on a silent socket)
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      delivers: true,
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const outbox = join(opts.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    delivers: false,
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      await mkdir(outbox, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(outbox, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer);
      opts.log.info(
        {
          to: mail.to,
          subject: mail.subject,
          file,
          text: mail.text,
          attachments: mail.attachments?.map((a) => a.filename),
        },
        'mail written to outbox (no SMTP_URL)',
      );
    },
  };
}
