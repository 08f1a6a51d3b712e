import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { decimalToCents, type ParsedStatement, type StatementEntry, StatementRefused } from './statement';

/** What the XML parser makes of an element: text, attributes (`@_…`), children, lists. */
type Node = Record<string, unknown>;

/** The camt elements that repeat: always read as lists, one element or many. */
const LISTS = new Set(['Stmt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd', 'Bal']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  removeNSPrefix: true,
  // texts stay texts: an amount "10.50" or a reference "00012345" is never turned into a number
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => LISTS.has(name),
});

/** The ISO 20022 namespaces read: camt.053 and camt.054, versions 02 to 13. */
const NAMESPACE = /^urn:iso:std:iso:20022:tech:xsd:camt\.(053|054)\.001\.(0[2-9]|1[0-3])$/;

const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const child = (node: unknown, name: string): Node | undefined => {
  const v = isNode(node) ? node[name] : undefined;
  return isNode(v) ? v : undefined;
};
const list = (node: unknown, name: string): Node[] => {
  const v = isNode(node) ? node[name] : undefined;
  return Array.isArray(v) ? v.filter(isNode) : [];
};
/** An element's text, whether it has attributes (`#text`) or not. */
const text = (node: unknown, name: string): string | undefined => {
  const v = isNode(node) ? node[name] : undefined;
  if (typeof v === 'string') {
    return v;
  }
  return isNode(v) && typeof v['#text'] === 'string' ? v['#text'] : undefined;
};
const path = (node: unknown, ...names: string[]): Node | undefined =>
  names.reduce<Node | undefined>((at, name) => child(at, name), isNode(node) ? node : undefined);

/** Whether the text is a camt document (its root names the message): the format detection's first look. */
export function camtKind(xml: string): 'camt.053' | 'camt.054' | null {
  const head = xml.slice(0, 4096);
  if (!head.trimStart().startsWith('<')) {
    return null;
  }
  if (/camt\.053\.001\./.test(head) || head.includes('BkToCstmrStmt')) {
    return 'camt.053';
  }
  if (/camt\.054\.001\./.test(head) || head.includes('BkToCstmrDbtCdtNtfctn')) {
    return 'camt.054';
  }
  return null;
}

/** An amount element in cents; refuses any currency but the euro. */
function euros(amount: Node | string | undefined, where: string): number {
  const currency = isNode(amount) ? amount['@_Ccy'] : undefined;
  if (currency !== 'EUR') {
    throw new StatementRefused(
      currency ? 'otherCurrency' : 'brokenFile',
      `${where}: currency ${String(currency)}`,
    );
  }
  return decimalToCents(isNode(amount) ? String(amount['#text'] ?? '') : amount);
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

/** Booked entries only: `Sts` is `BOOK` (versions 02–07) or `Sts/Cd` is `BOOK` (08 on). */
function isBooked(entry: Node): boolean {
  return (text(entry, 'Sts') ?? text(child(entry, 'Sts'), 'Cd')) === 'BOOK';
}

function bookingDate(entry: Node, where: string): string {
  const booking = child(entry, 'BookgDt');
  const date = text(booking, 'Dt') ?? text(booking, 'DtTm')?.slice(0, 10);
  if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    throw new StatementRefused('brokenFile', `${where}: booking date`);
  }
  return date;
}

/** The payer: `RltdPties/Dbtr/Nm` (02–07) or `RltdPties/Dbtr/Pty/Nm` (08 on), else the ultimate debtor. */
function payerOf(tx: Node | undefined): string | null {
  const parties = child(tx, 'RltdPties');
  const name =
    text(child(parties, 'Dbtr'), 'Nm') ??
    text(path(parties, 'Dbtr', 'Pty'), 'Nm') ??
    text(child(parties, 'UltmtDbtr'), 'Nm') ??
    text(path(parties, 'UltmtDbtr', 'Pty'), 'Nm');
  return name?.trim() || null;
}

function remittance(tx: Node | undefined): { reference: string | null; message: string | null } {
  const info = child(tx, 'RmtInf');
  const reference = list(info, 'Strd')
    .map((s) => text(child(s, 'CdtrRefInf'), 'Ref'))
    .find((r): r is string => !!r);
  const lines =
    isNode(info) && Array.isArray(info.Ustrd) ? info.Ustrd.filter((l) => typeof l === 'string') : [];
  return { reference: reference?.trim() || null, message: lines.join(' ').trim() || null };
}

/** One entry's movements: one per transaction of a batch, or the entry itself when it has no details. */
function movementsOf(entry: Node, where: string): StatementEntry[] {
  const total = euros(child(entry, 'Amt') ?? text(entry, 'Amt'), where);
  const entryDirection = direction(text(entry, 'CdtDbtInd'), where);
  const reversal = text(entry, 'RvslInd') === 'true';
  const date = bookingDate(entry, where);
  const entryRef = text(entry, 'AcctSvcrRef') ?? text(entry, 'NtryRef');
  const transactions = list(entry, 'NtryDtls').flatMap((d) => list(d, 'TxDtls'));
  if (transactions.length === 0) {
    if (!entryRef) {
      throw new StatementRefused('brokenFile', `${where}: no bank reference`);
    }
    return [
      {
        entryRef,
        bookingDate: date,
        amountCents: total,
        direction: entryDirection,
        reversal,
        reference: null,
        payerName: null,
        message: null,
      },
    ];
  }
  const movements = transactions.map((tx, i): StatementEntry => {
    const at = `${where} tx ${i + 1}`;
    const amount =
      child(tx, 'Amt') ?? text(tx, 'Amt') ?? child(path(tx, 'AmtDtls', 'TxAmt'), 'Amt') ?? undefined;
    const own = text(child(tx, 'Refs'), 'AcctSvcrRef');
    const ref = own ?? (entryRef && (transactions.length > 1 ? `${entryRef}/${i + 1}` : entryRef));
    if (!ref) {
      throw new StatementRefused('brokenFile', `${at}: no bank reference`);
    }
    // a lone transaction without an amount of its own is the entry's
    const amountCents = amount === undefined && transactions.length === 1 ? total : euros(amount, at);
    const txDirection = text(tx, 'CdtDbtInd');
    return {
      entryRef: ref,
      bookingDate: date,
      amountCents,
      direction: txDirection ? direction(txDirection, at) : entryDirection,
      reversal,
      ...remittance(tx),
      payerName: payerOf(tx),
    };
  });
  // a batch's transactions add up to the entry (money in less money out, for a mixed batch)
  const signed = (m: StatementEntry) => (m.direction === entryDirection ? m.amountCents : -m.amountCents);
  if (movements.reduce((sum, m) => sum + signed(m), 0) !== total) {
    throw new StatementRefused('brokenFile', `${where}: the batch does not add up to the entry`);
  }
  return movements;
}

/**
 * Reads an ISO 20022 camt.053 (bank to customer statement) or camt.054 (debit/credit notification): the booked
 * entries of every statement or notification in it, a batch entry as its transactions. A document type
 * declaration is refused (no entities of the file's own are expanded).
 */
export function readCamt(xml: string, kind: 'camt.053' | 'camt.054'): ParsedStatement {
  if (/<!DOCTYPE/i.test(xml) || XMLValidator.validate(xml) !== true) {
    throw new StatementRefused('brokenFile', 'not well-formed XML');
  }
  const document = child(parser.parse(xml), 'Document');
  const namespace = document?.['@_xmlns'];
  if (typeof namespace === 'string' && !NAMESPACE.test(namespace)) {
    throw new StatementRefused('unknownFormat', `namespace ${namespace}`);
  }
  const message =
    kind === 'camt.053' ? child(document, 'BkToCstmrStmt') : child(document, 'BkToCstmrDbtCdtNtfctn');
  if (!message) {
    throw new StatementRefused(document ? 'brokenFile' : 'unknownFormat', `no ${kind} message`);
  }
  const reports = list(message, kind === 'camt.053' ? 'Stmt' : 'Ntfctn');
  if (reports.length === 0) {
    throw new StatementRefused('brokenFile', 'no statement or notification');
  }
  const entries = reports.flatMap((report, r) =>
    list(report, 'Ntry')
      .map((entry, n) => ({ entry, where: `report ${r + 1} entry ${n + 1}` }))
      .filter(({ entry }) => isBooked(entry))
      .flatMap(({ entry, where }) => movementsOf(entry, where)),
  );
  const account = text(path(reports[0], 'Acct', 'Id'), 'IBAN') ?? null;
  return { format: kind, account, entries };
}
