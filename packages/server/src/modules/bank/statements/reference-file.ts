import { type ParsedStatement, type StatementEntry, StatementRefused } from './statement';

/**
 * The Finnish reference payment file (viitesiirtoaineisto, the banks' "KTL" format): 90-character records, one a
 * line. Positions (1-based, as the Finnish banks' format description "Viitesiirron aineistokuvaus" gives them):
 *
 * - record 0, batch: 1 type "0", 2–7 creation date YYMMDD, 8–11 time, 12–13 bank, 14–22 service id, 23 currency
 *   ("1" euro);
 * - record 3, reference payment, and 5, correction: 1 type, 2–15 account, 16–21 booking date YYMMDD, 22–27 payment
 *   date, 28–43 archive id, 44–63 reference, 64–75 payer's name, 76 currency ("1" euro), 77 name source, 78–87
 *   amount in cents, 88 correction ("1": a correction), 89 delivery, 90 feedback code;
 * - record 9, sums: 2–7 number of payments, 8–18 their sum in cents, 19–24 number of corrections, 25–35 their sum.
 */
const RECORD = /^[0359]/;

/** A field by its 1-based positions, as the format description numbers them. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

function yymmdd(value: string, where: string): string {
  const match = /^(\d{2})(\d{2})(\d{2})$/.exec(value);
  const [, yy, mm, dd] = match ?? [];
  const date = `20${yy}-${mm}-${dd}`;
  if (!match || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || Number(mm) > 12 || Number(dd) > 31) {
    throw new StatementRefused('brokenFile', `${where}: date ${JSON.stringify(value)}`);
  }
  return date;
}

function count(value: string, where: string): number {
  if (!/^\d+$/.test(value)) {
    throw new StatementRefused('brokenFile', `${where}: number ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/**
 * Whether the text looks like a reference payment file: it opens with a batch record and every non-empty line is a
 * record of the format's types (a day without payments is a batch and its sums).
 */
export function isReferenceFile(content: string): boolean {
  const lines = content.split(/\r?\n/).filter((l) => l.trim() !== '');
  return (lines[0] ?? '').startsWith('0') && lines.every((l) => RECORD.test(l) && /^\d{7}/.test(l));
}

/** One payment or correction record. */
function movement(line: string, where: string): StatementEntry & { account: string } {
  if (line.length < 87) {
    throw new StatementRefused('brokenFile', `${where}: a record of ${line.length} characters`);
  }
  if (field(line, 76, 76) !== '1') {
    throw new StatementRefused('otherCurrency', `${where}: currency ${field(line, 76, 76)}`);
  }
  const correction = line.startsWith('5') || field(line, 88, 88) === '1';
  const entryRef = field(line, 28, 43).trim();
  if (!entryRef) {
    throw new StatementRefused('brokenFile', `${where}: no archive id`);
  }
  const reference = field(line, 44, 63).trim();
  return {
    account: field(line, 2, 15).trim(),
    entryRef,
    bookingDate: yymmdd(field(line, 16, 21), where),
    amountCents: count(field(line, 78, 87), where),
    // a correction takes a payment back: money out of the club's account
    direction: correction ? 'debit' : 'credit',
    reversal: correction,
    reference: /^0*$/.test(reference) ? null : reference,
    payerName: field(line, 64, 75).trim() || null,
    message: null,
  };
}

/**
 * Reads a reference payment file: every batch (record 0, its payments and corrections, its sum record 9), checking
 * each batch's count and sum against its sum record. A batch without a sum record is refused as broken.
 */
export function readReferenceFile(content: string): ParsedStatement {
  const entries: StatementEntry[] = [];
  let account: string | null = null;
  let batch: { payments: number; paid: number; corrections: number; corrected: number } | null = null;
  content.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/\s+$/, '');
    const where = `line ${i + 1}`;
    if (line === '') {
      return;
    }
    switch (line[0]) {
      case '0':
        if (batch) {
          throw new StatementRefused('brokenFile', `${where}: a batch before the last one's sums`);
        }
        if (line.length >= 23 && field(line, 23, 23) !== '1' && field(line, 23, 23) !== ' ') {
          throw new StatementRefused('otherCurrency', `${where}: currency ${field(line, 23, 23)}`);
        }
        batch = { payments: 0, paid: 0, corrections: 0, corrected: 0 };
        return;
      case '3':
      case '5': {
        if (!batch) {
          throw new StatementRefused('brokenFile', `${where}: a payment outside a batch`);
        }
        const m = movement(line, where);
        account ??= m.account || null;
        if (m.reversal) {
          batch.corrections += 1;
          batch.corrected += m.amountCents;
        } else {
          batch.payments += 1;
          batch.paid += m.amountCents;
        }
        const { account: _account, ...entry } = m;
        entries.push(entry);
        return;
      }
      case '9': {
        if (!batch) {
          throw new StatementRefused('brokenFile', `${where}: sums without a batch`);
        }
        const sums = {
          payments: count(field(line, 2, 7), where),
          paid: count(field(line, 8, 18), where),
          corrections: line.length >= 35 ? count(field(line, 19, 24), where) : 0,
          corrected: line.length >= 35 ? count(field(line, 25, 35), where) : 0,
        };
        const b: { payments: number; paid: number; corrections: number; corrected: number } = batch;
        if (
          sums.payments !== b.payments ||
          sums.paid !== b.paid ||
          sums.corrections !== b.corrections ||
          sums.corrected !== b.corrected
        ) {
          throw new StatementRefused('sumMismatch', `${where}: the sums do not match the batch`);
        }
        batch = null;
        return;
      }
      default:
        throw new StatementRefused('brokenFile', `${where}: record type ${line[0]}`);
    }
  });
  if (batch) {
    throw new StatementRefused('brokenFile', 'the last batch has no sum record');
  }
  return { format: 'referenceFile', account, entries };
}
