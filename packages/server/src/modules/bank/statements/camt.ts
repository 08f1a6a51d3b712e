import { isoDate } from './dates';
import { decimalToCents, type ParsedStatement, type StatementEntry, StatementRefused } from './statement';
import { child, list, path, text, texts, type XmlNode, type XmlRoot, xmlTree } from './xml-tree';

/** The camt messages read, each with its message element and the element of its reports. */
const MESSAGES = {
  'camt.053': { message: 'BkToCstmrStmt', report: 'Stmt' },
  'camt.054': { message: 'BkToCstmrDbtCdtNtfctn', report: 'Ntfctn' },
} as const;

/** The camt formats read. */
export type CamtFormat = keyof typeof MESSAGES;

/** The ISO 20022 namespaces of camt.053 and camt.054, any version: all keep the entry's shape. */
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.(053|054)\.001\.\d{2}$/;

/**
 * Which camt message a document is, from its root element: an ISO 20022 `Document` in the camt.053 (bank to
 * customer statement) or camt.054 (debit/credit notification) namespace; null for any other XML.
 */
export function camtFormatOf(root: XmlRoot): CamtFormat | null {
  const kind = root.name === 'Document' ? NAMESPACE.exec(root.namespace ?? '')?.[1] : undefined;
  return kind === '053' ? 'camt.053' : kind === '054' ? 'camt.054' : null;
}

/** An amount element (`Amt` with its `Ccy`) in cents; refuses any currency but the euro. */
function euros(amount: XmlNode | undefined, where: string): number {
  const currency = amount?.['@_Ccy'];
  if (typeof currency !== 'string' || currency.trim() === '') {
    throw new StatementRefused('brokenFile', `${where}: an amount without its currency`);
  }
  if (currency.trim() !== 'EUR') {
    throw new StatementRefused('otherCurrency', `${where}: currency ${currency}`);
  }
  const digits = amount?.['#text'];
  return decimalToCents(typeof digits === 'string' ? digits : undefined);
}

/** The `Amt` child of an element, also when the parser gave it as a bare text (no `Ccy`: refused by `euros`). */
function amountOf(node: XmlNode | undefined): XmlNode | undefined {
  const bare = text(node, 'Amt');
  return child(node, 'Amt') ?? (bare === undefined ? undefined : { '#text': bare });
}

function direction(indicator: string | undefined, where: string): 'credit' | 'debit' {
  if (indicator === 'CRDT') {
    return 'credit';
  }
  if (indicator === 'DBIT') {
    return 'debit';
  }
  throw new StatementRefused('brokenFile', `${where}: CdtDbtInd ${String(indicator)}`);
}

/** Booked entries only: `Sts` is `BOOK` (versions 02–07) or `Sts/Cd` is `BOOK` (08 on); pending and others not. */
function isBooked(entry: XmlNode, where: string): boolean {
  const status = text(entry, 'Sts') ?? text(child(entry, 'Sts'), 'Cd') ?? text(child(entry, 'Sts'), 'Prtry');
  if (status === undefined) {
    throw new StatementRefused('brokenFile', `${where}: no status`);
  }
  return status === 'BOOK';
}

/** `BookgDt/Dt`, or the bank's own day of `BookgDt/DtTm`. */
function bookingDate(entry: XmlNode, where: string): string {
  const booking = child(entry, 'BookgDt');
  const date = isoDate(text(booking, 'Dt') ?? text(booking, 'DtTm'));
  if (!date) {
    throw new StatementRefused('brokenFile', `${where}: booking date`);
  }
  return date;
}

/** The payer: `RltdPties/Dbtr/Nm` (02–07) or `RltdPties/Dbtr/Pty/Nm` (08 on), else the ultimate debtor. */
function payerOf(tx: XmlNode): string | null {
  const parties = child(tx, 'RltdPties');
  const name =
    text(child(parties, 'Dbtr'), 'Nm') ??
    text(path(parties, 'Dbtr', 'Pty'), 'Nm') ??
    text(child(parties, 'UltmtDbtr'), 'Nm') ??
    text(path(parties, 'UltmtDbtr', 'Pty'), 'Nm');
  return name?.trim() || null;
}

/** The structured creditor reference (`Strd/CdtrRefInf/Ref`) and the unstructured lines (`Ustrd`) joined. */
function remittance(tx: XmlNode): { reference: string | null; message: string | null } {
  const info = child(tx, 'RmtInf');
  const reference = list(info, 'Strd')
    .map((s) => text(child(s, 'CdtrRefInf'), 'Ref')?.trim())
    .find((r): r is string => !!r);
  const lines = texts(info, 'Ustrd')
    .map((l) => l.trim())
    .filter(Boolean);
  return { reference: reference ?? null, message: lines.join(' ') || null };
}

/** The bank's id of an element: its `AcctSvcrRef` (of `Refs` for a transaction), when not empty. */
const bankRef = (node: XmlNode | undefined) => text(node, 'AcctSvcrRef')?.trim() || undefined;

/**
 * One entry's movements: one per transaction of a batch (every `TxDtls` of every `NtryDtls`), or the entry itself
 * when it has no details. The transactions must add up to the entry.
 */
function movementsOf(entry: XmlNode, where: string): StatementEntry[] {
  const total = euros(amountOf(entry), where);
  const entryDirection = direction(text(entry, 'CdtDbtInd'), where);
  const reversal = ['true', '1'].includes(text(entry, 'RvslInd')?.trim() ?? '');
  const date = bookingDate(entry, where);
  const entryRef = bankRef(entry);
  const transactions = list(entry, 'NtryDtls').flatMap((d) => list(d, 'TxDtls'));
  if (transactions.length === 0) {
    if (!entryRef) {
      throw new StatementRefused('brokenFile', `${where}: no AcctSvcrRef`);
    }
    const none = { reference: null, payerName: null, message: null };
    return [
      { entryRef, bookingDate: date, amountCents: total, direction: entryDirection, reversal, ...none },
    ];
  }
  const movements = transactions.map((tx, i): StatementEntry => {
    const at = `${where} tx ${i + 1}`;
    // the bank's id of the transaction, else the entry's (numbered inside a batch: the ids stay unique)
    const ref =
      bankRef(child(tx, 'Refs')) ??
      (entryRef && (transactions.length > 1 ? `${entryRef}/${i + 1}` : entryRef));
    if (!ref) {
      throw new StatementRefused('brokenFile', `${at}: no AcctSvcrRef`);
    }
    // `Amt` from version 03 on, `AmtDtls/TxAmt/Amt` in all; a lone transaction without either is the entry
    const amount = amountOf(tx) ?? amountOf(path(tx, 'AmtDtls', 'TxAmt'));
    if (amount === undefined && transactions.length > 1) {
      throw new StatementRefused('brokenFile', `${at}: no amount`);
    }
    const txDirection = text(tx, 'CdtDbtInd');
    return {
      entryRef: ref,
      bookingDate: date,
      amountCents: amount === undefined ? total : euros(amount, at),
      direction: txDirection === undefined ? entryDirection : direction(txDirection, at),
      reversal,
      ...remittance(tx),
      payerName: payerOf(tx),
    };
  });
  // the transactions add up to the entry (money in less money out, for a mixed batch)
  const signed = (m: StatementEntry) => (m.direction === entryDirection ? m.amountCents : -m.amountCents);
  if (movements.reduce((sum, m) => sum + signed(m), 0) !== total) {
    throw new StatementRefused('brokenFile', `${where}: the transactions do not add up to the entry`);
  }
  return movements;
}

/** An IBAN as the machines write it: no spaces, capitals. */
const electronic = (iban: string) => iban.replace(/\s+/g, '').toUpperCase();

/**
 * Reads a camt.053 (bank to customer statement) or camt.054 (debit/credit notification) of a format found by
 * `camtFormatOf`: the booked entries of every statement or notification in it, a batch entry as its
 * transactions, a movement of nothing left out. The account is the first report's IBAN.
 */
export function readCamt(xml: string, format: CamtFormat): ParsedStatement {
  const names = MESSAGES[format];
  const message = path(xmlTree(xml), 'Document', names.message);
  if (!message) {
    throw new StatementRefused('brokenFile', `no ${names.message}`);
  }
  const reports = list(message, names.report);
  if (reports.length === 0) {
    throw new StatementRefused('brokenFile', `no ${names.report}`);
  }
  const entries = reports.flatMap((report, r) =>
    list(report, 'Ntry')
      .map((entry, n) => ({ entry, where: `${names.report} ${r + 1} Ntry ${n + 1}` }))
      .filter(({ entry, where }) => isBooked(entry, where))
      .flatMap(({ entry, where }) => movementsOf(entry, where))
      .filter((m) => m.amountCents > 0),
  );
  const iban = text(path(reports[0], 'Acct', 'Id'), 'IBAN');
  return { format, account: iban ? electronic(iban) : null, entries };
}
