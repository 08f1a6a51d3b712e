/**
 * Bank files shaped like the ones Finnish banks send, written by the tests themselves (route tests, the parser's
 * round trip, the Playwright spec): camt.053 statements and camt.054 notifications (versions 02 and 08) and the
 * reference payment file. No clock: the dates are the entries'.
 */

export interface FileEntry {
  entryRef: string;
  bookingDate: string;
  amountCents: number;
  direction?: 'credit' | 'debit';
  reversal?: boolean;
  reference?: string | null;
  payerName?: string | null;
  message?: string | null;
  currency?: string;
}

/** An entry of several transactions (a bank's batch of reference payments), booked as one. */
export interface FileBatch {
  entryRef: string;
  batch: FileEntry[];
}

type CamtEntry = FileEntry | FileBatch;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Cents as a camt amount: "12.30". */
const amount = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const isBatch = (e: CamtEntry): e is FileBatch => 'batch' in e;

function transaction(e: FileEntry, version: '02' | '08'): string {
  const debtor = e.payerName
    ? version === '08'
      ? `<RltdPties><Dbtr><Pty><Nm>${escapeXml(e.payerName)}</Nm></Pty></Dbtr></RltdPties>`
      : `<RltdPties><Dbtr><Nm>${escapeXml(e.payerName)}</Nm></Dbtr></RltdPties>`
    : '';
  const reference = e.reference
    ? `<Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>${escapeXml(e.reference)}</Ref></CdtrRefInf></Strd>`
    : '';
  const message = e.message ? `<Ustrd>${escapeXml(e.message)}</Ustrd>` : '';
  const remittance = reference || message ? `<RmtInf>${message}${reference}</RmtInf>` : '';
  const currency = e.currency ?? 'EUR';
  return [
    '<TxDtls>',
    `<Refs><AcctSvcrRef>${escapeXml(e.entryRef)}</AcctSvcrRef><EndToEndId>NOTPROVIDED</EndToEndId></Refs>`,
    `<AmtDtls><TxAmt><Amt Ccy="${currency}">${amount(e.amountCents)}</Amt></TxAmt></AmtDtls>`,
    `<CdtDbtInd>${e.direction === 'debit' ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
    debtor,
    remittance,
    '</TxDtls>',
  ].join('');
}

function entry(e: CamtEntry, version: '02' | '08', n: number): string {
  const txs = isBatch(e) ? e.batch : [e];
  const first = txs[0];
  const credit = (t: FileEntry) => (t.direction === 'debit' ? -t.amountCents : t.amountCents);
  const net = txs.reduce((sum, t) => sum + credit(t), 0);
  const status = version === '08' ? '<Sts><Cd>BOOK</Cd></Sts>' : '<Sts>BOOK</Sts>';
  const date = first?.bookingDate ?? '2026-01-01';
  return [
    '<Ntry>',
    `<NtryRef>${n}</NtryRef>`,
    `<Amt Ccy="${first?.currency ?? 'EUR'}">${amount(Math.abs(net))}</Amt>`,
    `<CdtDbtInd>${net < 0 ? 'DBIT' : 'CRDT'}</CdtDbtInd>`,
    first?.reversal ? '<RvslInd>true</RvslInd>' : '',
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

function camt(kind: '053' | '054', p: { iban: string; entries: CamtEntry[]; version?: '02' | '08' }): string {
  const version = p.version ?? '02';
  const date = firstDate(p.entries);
  const [message, report] = kind === '053' ? ['BkToCstmrStmt', 'Stmt'] : ['BkToCstmrDbtCdtNtfctn', 'Ntfctn'];
  const balances =
    kind === '053'
      ? `<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>${date}</Dt></Dt></Bal>`
      : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.${kind}.001.${version}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">`,
    `<${message}>`,
    `<GrpHdr><MsgId>${kind}-${date}-${p.entries.length}</MsgId><CreDtTm>${date}T06:00:00+02:00</CreDtTm></GrpHdr>`,
    `<${report}>`,
    `<Id>${kind}-${date}</Id>`,
    `<CreDtTm>${date}T06:00:00+02:00</CreDtTm>`,
    `<Acct><Id><IBAN>${p.iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>`,
    balances,
    ...p.entries.map((e, i) => entry(e, version, i + 1)),
    `</${report}>`,
    `</${message}>`,
    '</Document>',
  ].join('\n');
}

/** An ISO 20022 camt.053 bank to customer statement of the account. */
export function camt053(p: { iban: string; entries: CamtEntry[]; version?: '02' | '08' }): string {
  return camt('053', p);
}

/** An ISO 20022 camt.054 debit/credit notification (what Finnish banks send for reference payments). */
export function camt054(p: { iban: string; entries: CamtEntry[]; version?: '02' | '08' }): string {
  return camt('054', p);
}

const yymmdd = (date: string) => date.slice(2).replace(/-/g, '');
const digits = (n: number, width: number) => String(n).padStart(width, '0');
const text = (s: string, width: number) => s.slice(0, width).padEnd(width, ' ');

/** One payment (record 3) or correction (record 5) of the reference payment file, 90 characters. */
function referenceRecord(account: string, e: FileEntry): string {
  const correction = e.reversal || e.direction === 'debit';
  return [
    correction ? '5' : '3',
    text(account.replace(/\D/g, '').slice(-14).padStart(14, '0'), 14),
    yymmdd(e.bookingDate),
    yymmdd(e.bookingDate),
    text(e.entryRef, 16),
    (e.reference ?? '').padStart(20, '0'),
    text(e.payerName ?? '', 12),
    e.currency && e.currency !== 'EUR' ? '2' : '1',
    'A',
    digits(e.amountCents, 10),
    correction ? '1' : '0',
    'A',
    ' ',
  ].join('');
}

/**
 * The Finnish reference payment file: each batch a header (record 0), its payments (3) and corrections (5), and its
 * sum record (9); `badSum` writes a sum one cent off.
 */
export function referenceFile(p: {
  account: string;
  batches: { bookingDate: string; entries: FileEntry[] }[];
  badSum?: boolean;
}): string {
  const lines = p.batches.flatMap((b) => {
    const payments = b.entries.filter((e) => !e.reversal && e.direction !== 'debit');
    const corrections = b.entries.filter((e) => e.reversal || e.direction === 'debit');
    const sum = (es: FileEntry[]) => es.reduce((s, e) => s + e.amountCents, 0);
    return [
      text(`0${yymmdd(b.bookingDate)}060013123456789${'1'}`, 90),
      ...b.entries.map((e) => referenceRecord(p.account, e)),
      text(
        `9${digits(payments.length, 6)}${digits(sum(payments) + (p.badSum ? 1 : 0), 11)}${digits(corrections.length, 6)}${digits(sum(corrections), 11)}`,
        90,
      ),
    ];
  });
  return `${lines.join('\r\n')}\r\n`;
}
