import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Without SMTP the e2e server writes each mail as an .eml file here (`DATA_DIR/outbox`). */
const port = Number(process.env.E2E_PORT ?? 3100);
/** The outbox of the server the e2e run started (see playwright.config.ts: one data folder per port). */
export const OUTBOX = join(
  dirname(fileURLToPath(import.meta.url)),
  port === 3100 ? '.data' : `.data-${port}`,
  'outbox',
);

/**
 * Decodes a quoted-printable body: soft line breaks (`=` at a line end) join the lines, and `=XX` escapes
 * (`=3D` is `=`) become their bytes, read as UTF-8.
 */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

interface Mail {
  file: string;
  writtenAt: number;
  raw: string;
}

async function mailsTo(address: string): Promise<Mail[]> {
  const files = await readdir(OUTBOX).catch(() => [] as string[]);
  const mails: Mail[] = [];
  for (const name of files.filter((f) => f.endsWith('.eml'))) {
    const file = join(OUTBOX, name);
    const raw = await readFile(file, 'utf8');
    const headers = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
    if (new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(headers)) {
      mails.push({ file, writtenAt: (await stat(file)).mtimeMs, raw });
    }
  }
  return mails.sort((a, b) => b.writtenAt - a.writtenAt);
}

/**
 * The newest mail to an address (written at or after `since`, a `Date.now()` taken before the action that
 * sends it), decoded. Waits up to `timeoutMs` for it to appear.
 */
export async function newestMailTo(address: string, { since = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // mtime has a coarser clock on some file systems: allow a second of slack
    const mail = (await mailsTo(address)).find((m) => m.writtenAt >= since - 1000);
    if (mail) {
      return decodeQuotedPrintable(mail.raw);
    }
    if (Date.now() > deadline) {
      throw new Error(`No mail to ${address} in ${OUTBOX}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The link with `?token=` in the newest mail to an address (the confirmation or the reset link). */
export async function tokenLinkFromMail(
  address: string,
  options: { since?: number; path?: string; timeoutMs?: number } = {},
): Promise<string> {
  const text = await newestMailTo(address, options);
  const links = text.match(/https?:\/\/[^\s"'<>]+\?token=[^\s"'<>]+/g) ?? [];
  const link = links.find((l) => !options.path || new URL(l).pathname === options.path);
  if (!link) {
    throw new Error(`No ?token= link${options.path ? ` to ${options.path}` : ''} in the mail to ${address}`);
  }
  return link;
}
