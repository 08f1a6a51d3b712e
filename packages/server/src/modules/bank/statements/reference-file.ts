import { yymmddDate } from './dates';
import { type ParsedStatement, type StatementEntry, StatementRefused } from './statement';

/*
 * The Finnish reference payment file (viitesiirtoaineisto, "saapuvat viitemaksut", the banks' KTL/SVM file):
 * records of 90 characters, one a line. Positions are 1-based, as the banks' format description numbers them:
 * Finance Finland's "Saapuvat viitemaksut / Incoming reference payments, palvelukuvaus / service description"
 * (version 2.1; the one the banks' own pages, OP's, Nordea's and Danske's, refer to). Checked against three
 * readers and writers of real files: kajala/django-jbank `jbank/svm.py` (with the bank file
 * `data/svm/547392460.SVM`), judetta/payment-file-generator `file_generator.py` (which names the FFI document)
 * and the reader of the Pupesoft ERP (`viitemaksut` script).
 *
 * - record 0, batch: 1 "0", 2–7 creation date YYMMDD, 8–11 time HHMM, 12–13 bank group, 14–22 the invoicer's
 *   service id, 23 currency ("1" euro), 24–90 spaces;
 * - record 3, reference payment: 1 "3", 2–15 account (the 14 digits of the machine-readable BBAN), 16–21 booking
 *   date YYMMDD (kirjauspäivä), 22–27 payment date, 28–43 archive id (arkistointitunnus), 44–63 reference (20,
 *   right-aligned with leading zeros), 64–75 payer's name (12, an abbreviation), 76 currency ("1" euro), 77 name
 *   source, 78–87 amount in cents (10 digits), 88 correction ("0" payment, "1" correction), 89 delivery method,
 *   90 feedback code;
 * - record 5, the same fields: read here as a correction, whatever its position 88 says. (The FFI description
 *   names type 5 for direct debits, which Finland ended in 2014; a correction there is a record with "1" at 88,
 *   also read as one.)
 * - record 9, sums of the batch: 2–7 number of payments, 8–18 their sum in cents, 19–24 number of corrections,
 *   25–35 their sum, 36–52 failed direct debits (count, sum), the rest spaces.
 */

const RECORD_LENGTH = 90;

/** A field by its 1-based positions, as the format description numbers them. */
const field = (line: string, from: number, to: number) => line.slice(from - 1, to);

/** A numeric field; an empty one (a bank that trims the end of a line) is 0 when `blankIsZero`. */
function number(value: string, where: string, blankIsZero = false): number {
  if (blankIsZero && value.trim() === '') {
    return 0;
  }
  if (!/^\d+$/.test(value)) {
    throw new StatementRefused('brokenFile', `${where}: number ${JSON.stringify(value)}`);
  }
  return Number(value);
}

/** The IBAN of a Finnish account given by its 14 BBAN digits (ISO 13616 check digits), or null for no account. */
export function finnishIban(bban: string): string | null {
  if (!/^\d{14}$/.test(bban) || /^0+$/.test(bban)) {
    return null;
  }
  // the BBAN, then the country code with its letters as numbers (F 15, I 18) and 00, modulo 97
  let rest = 0;
  for (const digit of `${bban}151800`) {
    rest = (rest * 10 + Number(digit)) % 97;
  }
  return `FI${String(98 - rest).padStart(2, '0')}${bban}`;
}

/**
 * Whether the text looks like a reference payment file: it opens with a batch record (type and creation date and
 * time, in digits) and every non-empty line is a record of the format's types (a day without payments is a batch
 * and its sums).
 */
export function isReferenceFile(content: string): boolean {
  const lines = content.split(/\r?\n/).filter((l) => l.trim() !== '');
  return /^0\d{10}/.test(lines[0] ?? '') && lines.every((l) => /^[0359]\d{6}/.test(l));
}

/** One payment or correction record, with the account it was paid to. */
function movement(line: string, where: string): StatementEntry & { bban: string } {
  // a bank may trim the spaces that end a line: the last fields (delivery method, feedback code) may be missing
  if (line.length < 88) {
    throw new StatementRefused('brokenFile', `${where}: a record of ${line.length} characters`);
  }
  const currency = field(line, 76, 76);
  if (currency !== '1') {
    throw new StatementRefused('otherCurrency', `${where}: currency code ${JSON.stringify(currency)}`);
  }
  const corrected = field(line, 88, 88);
  if (!['0', '1'].includes(corrected)) {
    throw new StatementRefused('brokenFile', `${where}: correction code ${JSON.stringify(corrected)}`);
  }
  const correction = line.startsWith('5') || corrected === '1';
  const entryRef = field(line, 28, 43).trim();
  if (!entryRef) {
    throw new StatementRefused('brokenFile', `${where}: no archive id`);
  }
  const bookingDate = yymmddDate(field(line, 16, 21));
  if (!bookingDate) {
    throw new StatementRefused('brokenFile', `${where}: booking date ${JSON.stringify(field(line, 16, 21))}`);
  }
  const reference = field(line, 44, 63).trim();
  return {
    bban: field(line, 2, 15),
    entryRef,
    bookingDate,
    amountCents: number(field(line, 78, 87), where),
    // a correction takes a payment back: money out of the club's account
    direction: correction ? 'debit' : 'credit',
    reversal: correction,
    reference: /^0*$/.test(reference) ? null : reference,
    payerName: field(line, 64, 75).trim() || null,
    message: null,
  };
}

/** What a batch's records add up to, to check against its sum record. */
interface Sums {
  payments: number;
  paid: number;
  corrections: number;
  corrected: number;
}

/**
 * Whether a sum record agrees with the batch: its payments (count and sum of the records that are not
 * corrections) and its corrections. A bank that counts the corrections among the payments as well is read too.
 */
function agrees(sums: Sums, batch: Sums): boolean {
  const corrections = sums.corrections === batch.corrections && sums.corrected === batch.corrected;
  const payments = sums.payments === batch.payments && sums.paid === batch.paid;
  const all =
    sums.payments === batch.payments + batch.corrections && sums.paid === batch.paid + batch.corrected;
  return corrections && (payments || all);
}

/**
 * Reads a reference payment file: every batch (record 0, its payments and corrections, its sum record 9),
 * checking each batch's counts and sums against its sum record. Lines end in LF or CRLF, may have lost their
 * trailing spaces, and blank lines are skipped. The account is the first record's, as an IBAN.
 */
export function readReferenceFile(content: string): ParsedStatement {
  const entries: StatementEntry[] = [];
  let account: string | null = null;
  let batch: Sums | null = null;
  content.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.replace(/\s+$/, '');
    const where = `line ${i + 1}`;
    if (line === '') {
      return;
    }
    if (line.length > RECORD_LENGTH) {
      throw new StatementRefused('brokenFile', `${where}: a record of ${line.length} characters`);
    }
    switch (line[0]) {
      case '0': {
        if (batch) {
          throw new StatementRefused('brokenFile', `${where}: a batch before the last one's sums`);
        }
        const currency = field(line, 23, 23);
        if (currency !== '1' && currency.trim() !== '') {
          throw new StatementRefused('otherCurrency', `${where}: currency code ${JSON.stringify(currency)}`);
        }
        batch = { payments: 0, paid: 0, corrections: 0, corrected: 0 };
        return;
      }
      case '3':
      case '5': {
        if (!batch) {
          throw new StatementRefused('brokenFile', `${where}: a payment outside a batch`);
        }
        const { bban, ...entry } = movement(line, where);
        account ??= finnishIban(bban);
        if (entry.reversal) {
          batch.corrections += 1;
          batch.corrected += entry.amountCents;
        } else {
          batch.payments += 1;
          batch.paid += entry.amountCents;
        }
        // a record of nothing is counted in the sums, but is no movement
        if (entry.amountCents > 0) {
          entries.push(entry);
        }
        return;
      }
      case '9': {
        if (!batch) {
          throw new StatementRefused('brokenFile', `${where}: sums without a batch`);
        }
        const sums: Sums = {
          payments: number(field(line, 2, 7), where),
          paid: number(field(line, 8, 18), where),
          corrections: number(field(line, 19, 24), where, true),
          corrected: number(field(line, 25, 35), where, true),
        };
        if (!agrees(sums, batch)) {
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
