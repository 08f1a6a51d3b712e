import type { StatementFormat } from '@dz/shared';

/** The bank file formats read: ISO 20022 camt.053 and camt.054, and the Finnish reference payment file. */
export type { StatementFormat };

/** One movement on the club's account: a credit (money in) or a debit (money out). */
export interface StatementEntry {
  /**
   * The bank's own unique id of this movement: camt `TxDtls/Refs/AcctSvcrRef`, else the entry's `AcctSvcrRef`
   * (with "/" and the transaction's number inside a batch); the reference file's archive id (arkistointitunnus).
   * Never empty: what makes an import idempotent.
   */
  entryRef: string;
  /** The bank's booking date, YYYY-MM-DD. */
  bookingDate: string;
  /** Always positive, in cents. */
  amountCents: number;
  /** Money in or out of the club's account: camt `CdtDbtInd` (of the transaction, else the entry). */
  direction: 'credit' | 'debit';
  /** camt `RvslInd` true, or the reference file's correction: the bank took an earlier movement back. */
  reversal: boolean;
  /** The structured creditor reference as the file has it (national or RF; leading zeros kept), or null. */
  reference: string | null;
  /** camt `RltdPties/Dbtr/Nm` (or `Dbtr/Pty/Nm`, else the ultimate debtor's); the reference file's payer name. */
  payerName: string | null;
  /** camt `RmtInf/Ustrd` lines joined with a space, or null. */
  message: string | null;
}

/** What a bank file says: its format, its account, and its movements in the file's order. */
export interface ParsedStatement {
  format: StatementFormat;
  /** The account's IBAN, when the file says: camt `Acct/Id/IBAN`, the reference file's account number. */
  account: string | null;
  entries: StatementEntry[];
}

/** Why a file is refused whole: nothing of it is booked. */
export type StatementProblem = 'unknownFormat' | 'brokenFile' | 'otherCurrency' | 'sumMismatch' | 'tooLarge';

/** A file read (`ok`), or refused whole with the reason. */
export type ParseResult =
  | { ok: true; statement: ParsedStatement }
  | {
      ok: false;
      problem: StatementProblem;
      /** For the log only, never shown. */
      detail: string;
    };

/** A refusal thrown inside a reader and turned into a `ParseResult` at the top (`parseStatement`). */
export class StatementRefused extends Error {
  constructor(
    readonly problem: StatementProblem,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * A decimal amount as banks write it ("12", "0.5", "1234.56") in cents, by the digits and never through a float;
 * anything else (a sign, a third decimal, an exponent, empty) is refused as a broken file.
 */
export function decimalToCents(text: string | undefined): number {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec((text ?? '').trim());
  if (!match) {
    throw new StatementRefused('brokenFile', `amount ${JSON.stringify(text)}`);
  }
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
