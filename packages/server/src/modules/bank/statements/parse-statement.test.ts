import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camt053, camt054, type FileEntry, referenceFile } from '../../../test/bank-files';
import { parseStatement } from './parse-statement';
import { decimalToCents, type StatementEntry } from './statement';

const IBAN = 'FI2112345600000785';

function parsed(file: string | Buffer) {
  const result = parseStatement(file);
  if (!result.ok) {
    throw new Error(`refused: ${result.problem} (${result.detail})`);
  }
  return result.statement;
}

function problem(file: string | Buffer) {
  const result = parseStatement(file);
  return result.ok ? 'read' : result.problem;
}

/** A hand-written camt.054 version 02 as a Finnish bank sends it: a batch of two reference payments. */
const handWritten054 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>20261127-0001</MsgId><CreDtTm>2026-11-27T06:01:00+02:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTF-1</Id>
      <CreDtTm>2026-11-27T06:01:00+02:00</CreDtTm>
      <Acct><Id><IBAN>FI2112345600000785</IBAN></Id></Acct>
      <Ntry>
        <Amt Ccy="EUR">57.5</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-26</Dt></BookgDt>
        <AcctSvcrRef>261126AAAA0001</AcctSvcrRef>
        <NtryDtls>
          <Btch><NbOfTxs>2</NbOfTxs></Btch>
          <TxDtls>
            <Refs><AcctSvcrRef>261126AAAA0001A</AcctSvcrRef></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">45.5</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>MÄKINEN MATTI</Nm></Dbtr></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Ref>10016</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>261126AAAA0001B</AcctSvcrRef></Refs>
            <AmtDtls><TxAmt><Amt Ccy="EUR">12</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Nm>Laine Liisa</Nm></Dbtr></RltdPties>
            <RmtInf><Ustrd>hyppyjä</Ustrd><Ustrd>marraskuu</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <Amt Ccy="EUR">99.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts>PDNG</Sts>
        <BookgDt><Dt>2026-11-27</Dt></BookgDt>
        <AcctSvcrRef>PENDING-1</AcctSvcrRef>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;

describe('camt.054 and camt.053', () => {
  it('reads a batch entry as its transactions, each with its own bank id, and skips pending entries', () => {
    const statement = parsed(handWritten054);
    expect(statement.format).toBe('camt.054');
    expect(statement.account).toBe(IBAN);
    expect(statement.entries).toEqual<StatementEntry[]>([
      {
        entryRef: '261126AAAA0001A',
        bookingDate: '2026-11-26',
        amountCents: 4550,
        direction: 'credit',
        reversal: false,
        reference: '10016',
        payerName: 'MÄKINEN MATTI',
        message: null,
      },
      {
        entryRef: '261126AAAA0001B',
        bookingDate: '2026-11-26',
        amountCents: 1200,
        direction: 'credit',
        reversal: false,
        reference: null,
        payerName: 'Laine Liisa',
        message: 'hyppyjä marraskuu',
      },
    ]);
  });

  it('numbers the transactions of a batch without ids of their own after the entry', () => {
    const file = handWritten054.replace(/<Refs>.*?<\/Refs>/g, '');
    expect(parsed(file).entries.map((e) => e.entryRef)).toEqual(['261126AAAA0001/1', '261126AAAA0001/2']);
  });

  it.each(['02', '08'] as const)('reads version %s statements with reversals and money out', (version) => {
    const statement = parsed(
      camt053({
        iban: IBAN,
        version,
        entries: [
          {
            entryRef: 'S-1',
            bookingDate: '2026-11-20',
            amountCents: 100050,
            reference: 'RF2510016',
            payerName: 'A',
          },
          {
            entryRef: 'S-2',
            bookingDate: '2026-11-21',
            amountCents: 2000,
            direction: 'debit',
            reversal: true,
          },
          {
            entryRef: 'S-3',
            bookingDate: '2026-11-21',
            amountCents: 1,
            direction: 'debit',
            payerName: 'Öljy Oy',
          },
        ],
      }),
    );
    expect(statement.format).toBe('camt.053');
    expect(
      statement.entries.map((e) => [e.entryRef, e.amountCents, e.direction, e.reversal, e.reference]),
    ).toEqual([
      ['S-1', 100050, 'credit', false, 'RF2510016'],
      ['S-2', 2000, 'debit', true, null],
      ['S-3', 1, 'debit', false, null],
    ]);
    expect(statement.entries[0]?.payerName).toBe('A');
  });

  it.each([
    [
      'another currency',
      camt054({
        iban: IBAN,
        entries: [{ entryRef: 'X', bookingDate: '2026-11-20', amountCents: 5, currency: 'SEK' }],
      }),
      'otherCurrency',
    ],
    ['broken XML', handWritten054.slice(0, 600), 'brokenFile'],
    [
      'a batch that does not add up',
      handWritten054.replace('<Amt Ccy="EUR">57.5</Amt>', '<Amt Ccy="EUR">57.6</Amt>'),
      'brokenFile',
    ],
    ['an amount with three decimals', handWritten054.replace('45.5</Amt>', '45.505</Amt>'), 'brokenFile'],
    ['no booking date', handWritten054.replace('<BookgDt><Dt>2026-11-26</Dt></BookgDt>', ''), 'brokenFile'],
    ['no credit or debit', handWritten054.replace('<CdtDbtInd>CRDT</CdtDbtInd>', ''), 'brokenFile'],
    [
      'a document type declaration',
      handWritten054.replace(
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]>',
      ),
      'brokenFile',
    ],
    [
      'another ISO 20022 message',
      handWritten054
        .replaceAll('camt.054.001.02', 'pain.001.001.03')
        .replaceAll('BkToCstmrDbtCdtNtfctn', 'CstmrCdtTrfInitn'),
      'unknownFormat',
    ],
    ['a text file', 'Kirjauspäivä;Summa\n1.1.2026;10,00\n', 'unknownFormat'],
    ['an empty file', '', 'unknownFormat'],
    ['a file over 10 MB', Buffer.alloc(10 * 1024 * 1024 + 1, 0x20), 'tooLarge'],
  ])('refuses %s', (_name, file, expected) => {
    expect(problem(file)).toBe(expected);
  });
});

describe('the reference payment file', () => {
  const batch = {
    bookingDate: '2026-11-23',
    entries: [
      {
        entryRef: '2611230001',
        bookingDate: '2026-11-23',
        amountCents: 1234,
        reference: '10016',
        payerName: 'MAKINEN P',
      },
      {
        entryRef: '2611230002',
        bookingDate: '2026-11-23',
        amountCents: 50,
        reference: '10029',
        payerName: 'Mäkelä Ö',
      },
      {
        entryRef: '2611230003',
        bookingDate: '2026-11-23',
        amountCents: 700,
        reference: '10016',
        reversal: true,
      },
    ],
  };

  it('reads the payments and corrections of every batch, in ISO-8859-1 too', () => {
    const file = referenceFile({
      account: IBAN,
      batches: [
        batch,
        {
          ...batch,
          entries: batch.entries
            .slice(0, 1)
            .map((e) => ({ ...e, entryRef: '2611240009', bookingDate: '2026-11-24' })),
          bookingDate: '2026-11-24',
        },
      ],
    });
    const statement = parsed(Buffer.from(file, 'latin1'));
    expect(statement.format).toBe('referenceFile');
    expect(
      statement.entries.map((e) => [e.entryRef, e.bookingDate, e.amountCents, e.direction, e.reference]),
    ).toEqual([
      ['2611230001', '2026-11-23', 1234, 'credit', '00000000000000010016'],
      ['2611230002', '2026-11-23', 50, 'credit', '00000000000000010029'],
      ['2611230003', '2026-11-23', 700, 'debit', '00000000000000010016'],
      ['2611240009', '2026-11-24', 1234, 'credit', '00000000000000010016'],
    ]);
    expect(statement.entries[1]?.payerName).toBe('Mäkelä Ö');
    expect(statement.entries[2]?.reversal).toBe(true);
  });

  it('reads lines that end in LF and have lost their trailing spaces', () => {
    const file = referenceFile({ account: IBAN, batches: [batch] })
      .split('\r\n')
      .map((l) => l.trimEnd())
      .join('\n');
    expect(parsed(file).entries).toHaveLength(3);
  });

  it.each([
    [
      'sums that do not match',
      referenceFile({ account: IBAN, batches: [batch], badSum: true }),
      'sumMismatch',
    ],
    [
      'a batch without sums',
      referenceFile({ account: IBAN, batches: [batch] })
        .split('\r\n')
        .filter((l) => !l.startsWith('9'))
        .join('\r\n'),
      'brokenFile',
    ],
    [
      'another currency',
      referenceFile({
        account: IBAN,
        batches: [{ ...batch, entries: [{ ...batch.entries[0], currency: 'SEK' } as FileEntry] }],
      }),
      'otherCurrency',
    ],
    [
      'a bad date',
      referenceFile({ account: IBAN, batches: [batch] }).replace(/^3(.{14})261123/m, '3$1261399'),
      'brokenFile',
    ],
  ])('refuses %s', (_name, file, expected) => {
    expect(problem(file)).toBe(expected);
  });
});

describe('decimalToCents', () => {
  it.each([
    ['0.5', 50],
    ['12', 1200],
    ['1234.56', 123456],
    ['0.01', 1],
    ['999999999.99', 99999999999],
  ])('%s → %i cents', (text, cents) => {
    expect(decimalToCents(text)).toBe(cents);
  });

  it.each(['', '-1', '1.234', '1e3', '1,5', ' ', '.5'])('refuses %j', (text) => {
    expect(() => decimalToCents(text)).toThrow();
  });
});

describe('round trip', () => {
  const ref = fc.stringMatching(/^[A-Z0-9]{6,14}$/);
  const entryArb = (i: number) =>
    fc.record({
      entryRef: ref.map((r) => `${r}${i}`),
      bookingDate: fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      amountCents: fc.integer({ min: 1, max: 99_999_999 }),
      direction: fc.constantFrom<'credit' | 'debit'>('credit', 'debit'),
      reference: fc.option(fc.stringMatching(/^[1-9]\d{3,18}$/), { nil: null }),
      payerName: fc.option(fc.stringMatching(/^[A-Za-zÄÖäö][A-Za-zÄÖäö .-]{0,10}[A-Za-zÄÖäö]$/), {
        nil: null,
      }),
    });
  const entries = fc
    .integer({ min: 1, max: 8 })
    .chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => entryArb(i))));

  it('reads back what the camt writers wrote, in both versions', () => {
    fc.assert(
      fc.property(
        entries,
        fc.constantFrom<'02' | '08'>('02', '08'),
        fc.boolean(),
        (es, version, statement) => {
          const write = statement ? camt053 : camt054;
          const read = parsed(write({ iban: IBAN, version, entries: es }));
          expect(read.entries).toEqual(
            es.map((e) => ({
              ...e,
              reversal: false,
              message: null,
              reference: e.reference,
              payerName: e.payerName,
            })),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads back what the reference file writer wrote', () => {
    fc.assert(
      fc.property(entries, (es) => {
        const date = es[0]?.bookingDate ?? '2026-01-01';
        const file = referenceFile({ account: IBAN, batches: [{ bookingDate: date, entries: es }] });
        const read = parsed(Buffer.from(file, 'latin1'));
        expect(
          read.entries.map((e) => [
            e.entryRef,
            e.amountCents,
            e.direction,
            e.reference?.replace(/^0+/, '') ?? null,
          ]),
        ).toEqual(es.map((e) => [e.entryRef, e.amountCents, e.direction, e.reference]));
      }),
      { numRuns: 60 },
    );
  });
});
