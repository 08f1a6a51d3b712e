import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camt053, camt054, type FileBatch, type FileEntry, referenceFile } from '../../../test/bank-files';
import { parseStatement } from './parse-statement';
import type { StatementEntry } from './statement';

/** Properties run this often (FUZZ_RUNS for a longer run). */
const runs = Number(process.env.FUZZ_RUNS ?? 80);

const IBAN = 'FI2112345600000785';

function read(file: string | Buffer) {
  const result = parseStatement(file);
  if (!result.ok) {
    throw new Error(`refused: ${result.problem} (${result.detail})`);
  }
  return result.statement;
}

/** A real day of this century, by its digits (no clock, no time zone). */
const day = fc
  .record({
    y: fc.integer({ min: 2000, max: 2099 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** A text as people and banks write it: letters of Finnish and Swedish, digits, XML's own characters; trimmed. */
const words = (max: number) =>
  fc
    .stringMatching(new RegExp(`^[A-Za-z0-9ÄÖÅäöåÉé&<>"';:./ -]{1,${max}}$`))
    .map((s) => s.trim())
    .filter((s) => s !== '');

const bankRef = fc.stringMatching(/^[A-Z0-9]{4,16}$/);
const national = fc.stringMatching(/^[1-9]\d{3,15}$/);
const reference = fc.oneof(
  national,
  national.map((n) => `RF${String(n.length % 90).padStart(2, '0')}${n}`),
);
const direction = fc.constantFrom<'credit' | 'debit'>('credit', 'debit');

/** One movement as a test would write it, with what may be left unsaid left out at random. */
const movement = (
  date: fc.Arbitrary<string>,
  reversal: fc.Arbitrary<boolean>,
  dir: fc.Arbitrary<'credit' | 'debit'>,
) =>
  fc.record(
    {
      entryRef: bankRef,
      bookingDate: date,
      amountCents: fc.integer({ min: 1, max: 9_999_999_999 }),
      direction: dir,
      reversal,
      reference: fc.option(reference, { nil: null }),
      payerName: fc.option(words(40), { nil: null }),
      message: fc.option(words(60), { nil: null }),
    },
    { requiredKeys: ['entryRef', 'bookingDate', 'amountCents'] },
  );

/** What the reader gives back for a movement written alone or in a batch. */
const expected = (t: FileEntry): StatementEntry => ({
  entryRef: t.entryRef,
  bookingDate: t.bookingDate,
  amountCents: t.amountCents,
  direction: t.direction ?? 'credit',
  reversal: t.reversal ?? false,
  reference: t.reference ?? null,
  payerName: t.payerName ?? null,
  message: t.message ?? null,
});

/** A camt entry: a lone movement, or a batch of one day and one reversal flag (and in version 02, one direction). */
const camtEntry = (version: '02' | '08') =>
  fc.oneof(
    movement(day, fc.boolean(), direction),
    fc
      .record({
        entryRef: bankRef,
        bookingDate: day,
        reversal: fc.boolean(),
        direction: fc.option(direction, { nil: undefined }),
        txs: fc.array(movement(day, fc.boolean(), direction), { minLength: 1, maxLength: 4 }),
      })
      .map(
        ({ entryRef, bookingDate, reversal, direction: one, txs }): FileBatch => ({
          entryRef,
          // what the batch shares is said on every transaction; a version 02 batch has one direction
          batch: txs.map((t) => ({
            ...t,
            bookingDate,
            reversal,
            direction: version === '02' ? (one ?? 'credit') : (t.direction ?? one),
          })),
        }),
      ),
  );

describe('round trip: what the writers write reads back the same', () => {
  it.each([
    ['camt.053', '02'],
    ['camt.053', '08'],
    ['camt.054', '02'],
    ['camt.054', '08'],
  ] as const)('%s version %s', (format, version) => {
    const write = format === 'camt.053' ? camt053 : camt054;
    fc.assert(
      fc.property(fc.array(camtEntry(version), { maxLength: 6 }), (entries) => {
        const statement = read(write({ iban: IBAN, version, entries }));
        expect(statement.format).toBe(format);
        expect(statement.account).toBe(IBAN);
        expect(statement.entries).toEqual(
          entries.flatMap((e) => ('batch' in e ? e.batch : [e])).map(expected),
        );
      }),
      { numRuns: runs },
    );
  });

  /** A payment or a correction of the reference file: its fields fit, the payer's name cut to 12 by the writer. */
  const payment = fc.record(
    {
      entryRef: bankRef,
      bookingDate: day,
      amountCents: fc.integer({ min: 1, max: 9_999_999_999 }),
      reversal: fc.boolean(),
      reference: fc.option(reference, { nil: null }),
      payerName: fc.option(words(20), { nil: null }),
    },
    { requiredKeys: ['entryRef', 'bookingDate', 'amountCents'] },
  );
  const batches = fc.array(fc.record({ bookingDate: day, entries: fc.array(payment, { maxLength: 5 }) }), {
    minLength: 1,
    maxLength: 3,
  });
  /** The reference as the file carries it: the national one (of an RF one too), 20 digits. */
  const asFiled = (ref: string | null | undefined) =>
    ref ? (ref.startsWith('RF') ? ref.slice(4) : ref).padStart(20, '0') : null;

  it.each([
    ['UTF-8, CRLF', (text: string) => Buffer.from(text, 'utf8')],
    [
      'ISO-8859-1, LF, trailing spaces trimmed',
      (text: string) =>
        Buffer.from(
          text
            .split('\r\n')
            .map((l) => l.trimEnd())
            .join('\n'),
          'latin1',
        ),
    ],
  ])('the reference payment file, %s', (_name, encode) => {
    fc.assert(
      fc.property(batches, (bs) => {
        const statement = read(encode(referenceFile({ account: IBAN, batches: bs })));
        expect(statement.format).toBe('referenceFile');
        expect(statement.account).toBe(bs.some((b) => b.entries.length > 0) ? IBAN : null);
        expect(statement.entries).toEqual(
          bs
            .flatMap((b) => b.entries)
            .map((e) => ({
              ...expected(e),
              direction: e.reversal ? 'debit' : 'credit',
              reference: asFiled(e.reference),
              payerName: e.payerName?.slice(0, 12).trim() || null,
            })),
        );
      }),
      { numRuns: runs },
    );
  });

  it('refuses what the writer wrote with a wrong sum', () => {
    fc.assert(
      fc.property(batches, (bs) => {
        const result = parseStatement(referenceFile({ account: IBAN, batches: bs, badSum: true }));
        expect(result.ok ? 'read' : result.problem).toBe('sumMismatch');
      }),
      { numRuns: runs },
    );
  });
});
