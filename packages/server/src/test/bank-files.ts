/**
 * Bank files shaped like the ones Finnish banks send, written by the tests themselves (route tests, the parser's
 * round trip, the Playwright spec): camt.053 statements and camt.054 notifications (versions 02 and 08) and the
 * reference payment file. No clock: the dates are the entries'.
 */

/** One movement to write: a payment in (the default), or money out, or a bank's reversal. */
export interface FileEntry {
  /** The bank's id: camt `TxDtls/Refs/AcctSvcrRef` (and a lone one's entry's); the archive id (16 at most). */
  entryRef: string;
  /** YYYY-MM-DD. */
  bookingDate: string;
  /** Positive cents. */
  amountCents: number;
  direction?: 'credit' | 'debit';
  reversal?: boolean;
  /** A national reference or an RF one; the reference file carries the national one (20 digits at most). */
  reference?: string | null;
  /** The reference file keeps the first 12 characters, as the banks' name abbreviation does. */
  payerName?: string | null;
  /** camt only (`RmtInf/Ustrd`): the reference file has no message. */
  message?: string | null;
  /** EUR unless said: another code makes a file that is refused. */
  currency?: string;
}

/** A camt entry of several transactions (a bank's batch of reference payments), booked as one on the account. */
export interface FileBatch {
  /** The entry's `AcctSvcrRef`. */
  entryRef: string;
  /** Its transactions: one booking date, all reversals or none (and, in version 02, one direction). */
  batch: FileEntry[];
}

type CamtEntry = FileEntry | FileBatch;
type Version = '02' | '08';

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cents as a camt amount, by the digits: 1230 → "12.30". */
function amount(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) {
    throw new RangeError(`not an amount of cents: ${cents}`);
  }
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const isBatch = (e: CamtEntry): e is FileBatch => 'batch' in e;
const signed = (t: FileEntry) => (t.direction === 'debit' ? -t.amountCents : t.amountCents);
const indicator = (credit: boolean) => (credit ? 'CRDT' : 'DBIT');

/** One `TxDtls` in the element order of the schema: version 08 has the transaction's own amount and direction. */
function transaction(t: FileEntry, version: Version): string {
  const name = t.payerName ? `<Nm>${escapeXml(t.payerName)}</Nm>` : '';
  const debtor = name && (version === '08' ? `<Dbtr><Pty>${name}</Pty></Dbtr>` : `<Dbtr>${name}</Dbtr>`);
  const reference = t.reference
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${escapeXml(t.reference)}</Ref></CdtrRefInf></Strd>`
    : '';
  const message = t.message ? `<Ustrd>${escapeXml(t.message)}</Ustrd>` : '';
  const amt = `<Amt Ccy="${escapeXml(t.currency ?? 'EUR')}">${amount(t.amountCents)}</Amt>`;
  return [
    '<TxDtls>',
    `<Refs><AcctSvcrRef>${escapeXml(t.entryRef)}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>`,
    version === '08' ? `${amt}<CdtDbtInd>${indicator(t.direction !== 'debit')}</CdtDbtInd>` : '',
    `<AmtDtls><TxAmt>${amt}</TxAmt></AmtDtls>`,
    debtor && `<RltdPties>${debtor}</RltdPties>`,
    reference || message ? `<RmtInf>${message}${reference}</RmtInf>` : '',
    '</TxDtls>',
  ].join('');
}

/** One booked `Ntry`: a lone transaction, or a batch whose amount is its transactions' (in less out). */
function entry(e: CamtEntry, version: Version, n: number): string {
  const txs = isBatch(e) ? e.batch : [e];
  const [first] = txs;
  if (!first) {
    throw new RangeError(`batch ${e.entryRef} has no transactions`);
  }
  const same = (f: (t: FileEntry) => unknown) => txs.every((t) => f(t) === f(first));
  if (!same((t) => t.bookingDate) || !same((t) => t.reversal ?? false)) {
    throw new RangeError(`batch ${e.entryRef}: one booking date and reversal for all its transactions`);
  }
  if (version === '02' && !same((t) => t.direction ?? 'credit')) {
    throw new RangeError(`batch ${e.entryRef}: version 02 has no direction of a transaction's own`);
  }
  const net = txs.reduce((sum, t) => sum + signed(t), 0);
  const status = version === '08' ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  const date = first.bookingDate;
  return [
    '<Ntry>',
    `<NtryRef>${n}</NtryRef>`,
    `<Amt Ccy="${escapeXml(first.currency ?? 'EUR')}">${amount(Math.abs(net))}</Amt>`,
    `<CdtDbtInd>${indicator(isBatch(e) ? net >= 0 : first.direction !== 'debit')}</CdtDbtInd>`,
    first.reversal ? '<RvslInd>true</RvslInd>' : '',
    status,
    `<BookgDt><Dt>${date}</Dt></BookgDt>`,
    `<ValDt><Dt>${date}</Dt></ValDt>`,
    `<AcctSvcrRef>${escapeXml(e.entryRef)}</AcctSvcrRef>`,
    '<BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>VCOM</SubFmlyCd></Fmly></Domn></BkTxCd>',
    '<NtryDtls>',
    isBatch(e) ? `<Btch><NbOfTxs>${txs.length}</NbOfTxs></Btch>` : '',
    ...txs.map((t) => transaction(t, version)),
    '</NtryDtls>',
    '</Ntry>',
  ].join('');
}

function firstDate(entries: CamtEntry[]): string {
  const first = entries[0];
  return (first && (isBatch(first) ? first.batch[0]?.bookingDate : first.bookingDate)) ?? '2026-01-01';
}

/** A balance element of a statement (`OPBD` opening, `CLBD` closing). */
function balance(code: 'OPBD' | 'CLBD', cents: number, date: string): string {
  return [
    `<Bal><Tp><CdOrPrtry><Cd>${code}</Cd></CdOrPrtry></Tp>`,
    `<Amt Ccy="EUR">${amount(Math.abs(cents))}</Amt><CdtDbtInd>${indicator(cents >= 0)}</CdtDbtInd>`,
    `<Dt><Dt>${date}</Dt></Dt></Bal>`,
  ].join('');
}

function camt(kind: '053' | '054', p: { iban: string; entries: CamtEntry[]; version?: Version }): string {
  const version = p.version ?? '02';
  const date = firstDate(p.entries);
  const [message, report] = kind === '053' ? ['BkToCstmrStmt', 'Stmt'] : ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'];
  const opening = 100000;
  const closing = p.entries
    .flatMap((e) => (isBatch(e) ? e.batch : [e]))
    .reduce((sum, t) => sum + signed(t), opening);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${kind}.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    `<${message}>`,
    `<GrpHdr><MsgId>${kind}-${date}-${p.entries.length}</MsgId><CreDtTm>${date}T06:00:00+02:00</CreDtTm></GrpHdr>`,
    `<${report}>`,
    `<Id>${kind}-${date}</Id>`,
    `<CreDtTm>${date}T06:00:00+02:00</CreDtTm>`,
    `<Acct><Id><IBAN>${escapeXml(p.iban)}</IBAN></Id><Ccy>EUR</Ccy></Acct>`,
    kind === '053' ? balance('OPBD', opening, date) + balance('CLBD', closing, date) : '',
    ...p.entries.map((e, i) => entry(e, version, i + 1)),
    `</${report}>`,
    `</${message}>`,
    '</Document>',
  ].join('\n');
}

/** An ISO 20022 camt.053 bank to customer statement of the account (version 02 unless said). */
export function camt053(p: { iban: string; entries: CamtEntry[]; version?: Version }): string {
  return camt('053', p);
}

/** An ISO 20022 camt.054 debit/credit notification (what Finnish banks send for reference payments). */
export function camt054(p: { iban: string; entries: CamtEntry[]; version?: Version }): string {
  return camt('054', p);
}

const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');
const digits = (n: number, width: number) => String(n).padStart(width, '0');
const text = (s: string, width: number) => s.slice(0, width).padEnd(width, ' ');

/** The reference as the reference payment file carries it: the national one (an RF one's own), 20 digits. */
function nationalReference(reference: string | null | undefined): string {
  const compact = (reference ?? '').replace(/\s+/g, '').toUpperCase();
  const national = compact.startsWith('RF') ? compact.slice(4) : compact;
  if (!/^\d{0,20}$/.test(national)) {
    throw new RangeError(`the reference payment file has no room for the reference ${reference}`);
  }
  return national.padStart(20, '0');
}

/** A payment (record 3), or a correction (record 5, its correction code 1) of the reference payment file. */
function referenceRecord(account: string, e: FileEntry): string {
  if (e.entryRef.length > 16) {
    throw new RangeError(`an archive id has 16 characters at most: ${e.entryRef}`);
  }
  const correction = e.reversal || e.direction === 'debit';
  return [
    correction ? '5' : '3',
    account,
    yymmdd(e.bookingDate),
    yymmdd(e.bookingDate),
    text(e.entryRef, 16),
    nationalReference(e.reference),
    text(e.payerName ?? '', 12),
    (e.currency ?? 'EUR') === 'EUR' ? '1' : '2',
    'A',
    digits(e.amountCents, 10),
    correction ? '1' : '0',
    'A',
    ' ',
  ].join('');
}

/**
 * The Finnish reference payment file (CRLF lines of 90 characters): each batch a header (record 0), its payments
 * (3) and corrections (5: a reversal or money out), and its sum record (9). The account is written as the 14 BBAN
 * digits of the Finnish IBAN; `badSum` writes the payments' sum one cent off.
 */
export function referenceFile(p: {
  account: string;
  batches: { bookingDate: string; entries: FileEntry[] }[];
  badSum?: boolean;
}): string {
  const account = p.account.replace(/\s+/g, '').toUpperCase();
  if (!/^FI\d{16}$/.test(account)) {
    throw new RangeError(`not a Finnish IBAN: ${p.account}`);
  }
  const bban = account.slice(4);
  const lines = p.batches.flatMap((b) => {
    const corrections = b.entries.filter((e) => e.reversal || e.direction === 'debit');
    const payments = b.entries.filter((e) => !corrections.includes(e));
    const sum = (es: FileEntry[]) => es.reduce((s, e) => s + e.amountCents, 0);
    return [
      text(`0${yymmdd(b.bookingDate)}0600${'13'}${'123456789'}1`, 90),
      ...b.entries.map((e) => referenceRecord(bban, e)),
      text(
        [
          '9',
          digits(payments.length, 6),
          digits(sum(payments) + (p.badSum ? 1 : 0), 11),
          digits(corrections.length, 6),
          digits(sum(corrections), 11),
          digits(0, 6),
          digits(0, 11),
        ].join(''),
        90,
      ),
    ];
  });
  return `${lines.join('\r\n')}\r\n`;
}
