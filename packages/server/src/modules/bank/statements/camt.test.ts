import { describe, expect, it } from 'vitest';
import { parseStatement } from './parse-statement';
import type { StatementEntry } from './statement';

function read(file: string | Buffer) {
  const result = parseStatement(file);
  if (!result.ok) {
    throw new Error(`refused: ${result.problem} (${result.detail})`);
  }
  return result.statement;
}

const problem = (file: string | Buffer) => {
  const result = parseStatement(file);
  return result.ok ? 'read' : result.problem;
};

/** A day's statement, version 08, as a Finnish bank writes it: amounts of one or two decimals or none. */
const statement08 = `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <BkToCstmrStmt>
    <GrpHdr>
      <MsgId>STMT2026113000330</MsgId>
      <CreDtTm>2026-11-30T21:04:11+02:00</CreDtTm>
    </GrpHdr>
    <Stmt>
      <Id>2026113000330</Id>
      <ElctrncSeqNb>330</ElctrncSeqNb>
      <CreDtTm>2026-11-30T21:04:11+02:00</CreDtTm>
      <FrToDt><FrDtTm>2026-11-30T00:00:00+02:00</FrDtTm><ToDtTm>2026-11-30T23:59:59+02:00</ToDtTm></FrToDt>
      <Acct>
        <Id><IBAN>FI21 1234 5600 0007 85</IBAN></Id>
        <Ccy>EUR</Ccy>
        <Svcr><FinInstnId><BICFI>NDEAFIHH</BICFI></FinInstnId></Svcr>
      </Acct>
      <Bal>
        <Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">2500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2026-11-30</Dt></Dt>
      </Bal>
      <Bal>
        <Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp>
        <Amt Ccy="EUR">3690.06</Amt><CdtDbtInd>CRDT</CdtDbtInd>
        <Dt><Dt>2026-11-30</Dt></Dt>
      </Bal>
      <TxsSummry><TtlNtries><NbOfNtries>4</NbOfNtries></TtlNtries></TxsSummry>
      <Ntry>
        <NtryRef>1</NtryRef>
        <Amt Ccy="EUR">1234.56</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><DtTm>2026-11-30T10:15:00+02:00</DtTm></BookgDt>
        <ValDt><Dt>2026-11-30</Dt></ValDt>
        <AcctSvcrRef>20261130NDEA0001</AcctSvcrRef>
        <BkTxCd><Domn><Cd>PMNT</Cd><Fmly><Cd>RCDT</Cd><SubFmlyCd>ESCT</SubFmlyCd></Fmly></Domn></BkTxCd>
        <NtryDtls>
          <TxDtls>
            <Refs><EndToEndId>NOTPROVIDED</EndToEndId></Refs>
            <Amt Ccy="EUR">1234.56</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <AmtDtls><InstdAmt><Amt Ccy="EUR">1234.56</Amt></InstdAmt><TxAmt><Amt Ccy="EUR">1234.56</Amt></TxAmt></AmtDtls>
            <RltdPties><Dbtr><Pty><Nm>M&#228;kinen Matti &amp; Maija</Nm></Pty></Dbtr></RltdPties>
            <RmtInf><Strd><CdtrRefInf><Tp><CdOrPrtry><Cd>SCOR</Cd></CdOrPrtry></Tp><Ref>RF2510016</Ref></CdtrRefInf></Strd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <NtryRef>2</NtryRef>
        <Amt Ccy="EUR">12.5</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-30</Dt></BookgDt>
        <AcctSvcrRef>20261130NDEA0002</AcctSvcrRef>
        <NtryDtls>
          <Btch><NbOfTxs>2</NbOfTxs></Btch>
          <TxDtls>
            <Refs><AcctSvcrRef>20261130NDEA0002A</AcctSvcrRef></Refs>
            <Amt Ccy="EUR">0.5</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties><Dbtr><Pty><Nm>Laine Liisa</Nm></Pty></Dbtr></RltdPties>
            <RmtInf>
              <Ustrd>kausimaksu</Ustrd>
              <Ustrd>syksy 2026</Ustrd>
              <Strd><CdtrRefInf><Ref>00010016</Ref></CdtrRefInf></Strd>
            </RmtInf>
          </TxDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>20261130NDEA0002B</AcctSvcrRef></Refs>
            <Amt Ccy="EUR">12</Amt>
            <CdtDbtInd>CRDT</CdtDbtInd>
            <RltdPties><UltmtDbtr><Pty><Nm>Virtanen Ville</Nm></Pty></UltmtDbtr></RltdPties>
          </TxDtls>
        </NtryDtls>
      </Ntry>
      <Ntry>
        <NtryRef>3</NtryRef>
        <Amt Ccy="EUR">12.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <RvslInd>true</RvslInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-30</Dt></BookgDt>
        <AcctSvcrRef>20261130NDEA0003</AcctSvcrRef>
      </Ntry>
      <Ntry>
        <NtryRef>4</NtryRef>
        <Amt Ccy="SEK">100.00</Amt>
        <CdtDbtInd>CRDT</CdtDbtInd>
        <Sts><Cd>PDNG</Cd></Sts>
        <BookgDt><Dt>2026-12-01</Dt></BookgDt>
        <AcctSvcrRef>20261201NDEA0001</AcctSvcrRef>
      </Ntry>
      <Ntry>
        <NtryRef>5</NtryRef>
        <Amt Ccy="EUR">45.00</Amt>
        <CdtDbtInd>DBIT</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-30</Dt></BookgDt>
        <AcctSvcrRef>20261130NDEA0004</AcctSvcrRef>
        <NtryDtls>
          <TxDtls>
            <Refs><AcctSvcrRef>20261130NDEA0004X</AcctSvcrRef></Refs>
            <Amt Ccy="EUR">45.00</Amt>
            <CdtDbtInd>DBIT</CdtDbtInd>
            <RltdPties><Cdtr><Pty><Nm>Lentopetrooli Oy</Nm></Pty></Cdtr></RltdPties>
            <RmtInf><Ustrd>AVGAS 11/2026</Ustrd></RmtInf>
          </TxDtls>
        </NtryDtls>
      </Ntry>
    </Stmt>
  </BkToCstmrStmt>
</Document>`;

/**
 * A notification, version 02 with a prefix on every element: a batch whose transactions have no ids of their own,
 * and an entry whose transactions come in two `NtryDtls`.
 */
const notification02 = `<?xml version="1.0" encoding="UTF-8"?>
<ns2:Document xmlns:ns2="urn:iso:std:iso:20022:tech:xsd:camt.054.001.02">
  <ns2:BkToCstmrDbtCdtNtfctn>
    <ns2:GrpHdr><ns2:MsgId>NTF20261127</ns2:MsgId><ns2:CreDtTm>2026-11-27T06:00:00</ns2:CreDtTm></ns2:GrpHdr>
    <ns2:Ntfctn>
      <ns2:Id>NTF20261127-1</ns2:Id>
      <ns2:CreDtTm>2026-11-27T06:00:00</ns2:CreDtTm>
      <ns2:Acct><ns2:Id><ns2:IBAN>FI2112345600000785</ns2:IBAN></ns2:Id></ns2:Acct>
      <ns2:Ntry>
        <ns2:Amt Ccy="EUR">30.00</ns2:Amt>
        <ns2:CdtDbtInd>CRDT</ns2:CdtDbtInd>
        <ns2:Sts>BOOK</ns2:Sts>
        <ns2:BookgDt><ns2:Dt>2026-11-26</ns2:Dt></ns2:BookgDt>
        <ns2:AcctSvcrRef>261126OKOY0007</ns2:AcctSvcrRef>
        <ns2:NtryDtls>
          <ns2:Btch><ns2:NbOfTxs>3</ns2:NbOfTxs></ns2:Btch>
          <ns2:TxDtls>
            <ns2:AmtDtls><ns2:TxAmt><ns2:Amt Ccy="EUR">10.00</ns2:Amt></ns2:TxAmt></ns2:AmtDtls>
            <ns2:RltdPties><ns2:Dbtr><ns2:Nm>AHO ANTTI</ns2:Nm></ns2:Dbtr></ns2:RltdPties>
            <ns2:RmtInf><ns2:Strd><ns2:CdtrRefInf><ns2:Ref>10029</ns2:Ref></ns2:CdtrRefInf></ns2:Strd></ns2:RmtInf>
          </ns2:TxDtls>
          <ns2:TxDtls>
            <ns2:AmtDtls><ns2:TxAmt><ns2:Amt Ccy="EUR">15</ns2:Amt></ns2:TxAmt></ns2:AmtDtls>
          </ns2:TxDtls>
          <ns2:TxDtls>
            <ns2:AmtDtls><ns2:TxAmt><ns2:Amt Ccy="EUR">5.0</ns2:Amt></ns2:TxAmt></ns2:AmtDtls>
            <ns2:RmtInf><ns2:Ustrd>  hyppy  </ns2:Ustrd></ns2:RmtInf>
          </ns2:TxDtls>
        </ns2:NtryDtls>
      </ns2:Ntry>
      <ns2:Ntry>
        <ns2:Amt Ccy="EUR">7.00</ns2:Amt>
        <ns2:CdtDbtInd>CRDT</ns2:CdtDbtInd>
        <ns2:Sts>BOOK</ns2:Sts>
        <ns2:BookgDt><ns2:Dt>2026-11-26</ns2:Dt></ns2:BookgDt>
        <ns2:AcctSvcrRef>261126OKOY0008</ns2:AcctSvcrRef>
        <ns2:NtryDtls>
          <ns2:TxDtls><ns2:AmtDtls><ns2:TxAmt><ns2:Amt Ccy="EUR">3</ns2:Amt></ns2:TxAmt></ns2:AmtDtls></ns2:TxDtls>
        </ns2:NtryDtls>
        <ns2:NtryDtls>
          <ns2:TxDtls><ns2:AmtDtls><ns2:TxAmt><ns2:Amt Ccy="EUR">4</ns2:Amt></ns2:TxAmt></ns2:AmtDtls></ns2:TxDtls>
        </ns2:NtryDtls>
      </ns2:Ntry>
    </ns2:Ntfctn>
  </ns2:BkToCstmrDbtCdtNtfctn>
</ns2:Document>`;

const credit = {
  direction: 'credit',
  reversal: false,
  reference: null,
  payerName: null,
  message: null,
} as const;

describe('camt.053 version 08', () => {
  it('reads the booked entries: a lone transaction, a batch, a reversal and money out; pending ones not', () => {
    const statement = read(statement08);
    expect(statement.format).toBe('camt.053');
    expect(statement.account).toBe('FI2112345600000785');
    expect(statement.entries).toEqual<StatementEntry[]>([
      {
        ...credit,
        entryRef: '20261130NDEA0001',
        bookingDate: '2026-11-30',
        amountCents: 123456,
        reference: 'RF2510016',
        payerName: 'Mäkinen Matti & Maija',
      },
      {
        ...credit,
        entryRef: '20261130NDEA0002A',
        bookingDate: '2026-11-30',
        amountCents: 50,
        reference: '00010016',
        payerName: 'Laine Liisa',
        message: 'kausimaksu syksy 2026',
      },
      {
        ...credit,
        entryRef: '20261130NDEA0002B',
        bookingDate: '2026-11-30',
        amountCents: 1200,
        payerName: 'Virtanen Ville',
      },
      {
        ...credit,
        entryRef: '20261130NDEA0003',
        bookingDate: '2026-11-30',
        amountCents: 1200,
        direction: 'debit',
        reversal: true,
      },
      {
        ...credit,
        entryRef: '20261130NDEA0004X',
        bookingDate: '2026-11-30',
        amountCents: 4500,
        direction: 'debit',
        message: 'AVGAS 11/2026',
      },
    ]);
  });

  it('reads a file that starts with a byte order mark', () => {
    expect(
      read(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(statement08)])).entries,
    ).toHaveLength(5);
  });

  it('reads a reversal said as "1", and leaves a movement of nothing out', () => {
    const file = statement08
      .replace('<RvslInd>true</RvslInd>', '<RvslInd>1</RvslInd>')
      .replace('<Amt Ccy="EUR">45.00</Amt>', '<Amt Ccy="EUR">0.00</Amt>')
      .replace('<Amt Ccy="EUR">45.00</Amt>', '<Amt Ccy="EUR">0</Amt>');
    const entries = read(file).entries;
    expect(entries.find((e) => e.entryRef === '20261130NDEA0003')?.reversal).toBe(true);
    expect(entries.map((e) => e.entryRef)).not.toContain('20261130NDEA0004X');
  });
});

describe('camt.054 version 02', () => {
  it('reads a prefixed document; numbers the transactions without ids after the entry, across its NtryDtls', () => {
    const statement = read(notification02);
    expect(statement.format).toBe('camt.054');
    expect(statement.account).toBe('FI2112345600000785');
    expect(statement.entries).toEqual<StatementEntry[]>([
      {
        ...credit,
        entryRef: '261126OKOY0007/1',
        bookingDate: '2026-11-26',
        amountCents: 1000,
        reference: '10029',
        payerName: 'AHO ANTTI',
      },
      { ...credit, entryRef: '261126OKOY0007/2', bookingDate: '2026-11-26', amountCents: 1500 },
      {
        ...credit,
        entryRef: '261126OKOY0007/3',
        bookingDate: '2026-11-26',
        amountCents: 500,
        message: 'hyppy',
      },
      { ...credit, entryRef: '261126OKOY0008/1', bookingDate: '2026-11-26', amountCents: 300 },
      { ...credit, entryRef: '261126OKOY0008/2', bookingDate: '2026-11-26', amountCents: 400 },
    ]);
  });

  it("gives a lone transaction without an id or an amount the entry's", () => {
    const file = notification02.replace(
      '<ns2:TxDtls><ns2:AmtDtls><ns2:TxAmt><ns2:Amt Ccy="EUR">3</ns2:Amt></ns2:TxAmt></ns2:AmtDtls></ns2:TxDtls>\n        </ns2:NtryDtls>\n        <ns2:NtryDtls>\n          <ns2:TxDtls><ns2:AmtDtls><ns2:TxAmt><ns2:Amt Ccy="EUR">4</ns2:Amt></ns2:TxAmt></ns2:AmtDtls></ns2:TxDtls>',
      '<ns2:TxDtls><ns2:RltdPties><ns2:Dbtr><ns2:Nm>Aho Anna</ns2:Nm></ns2:Dbtr></ns2:RltdPties></ns2:TxDtls>',
    );
    expect(read(file).entries.at(-1)).toEqual({
      ...credit,
      entryRef: '261126OKOY0008',
      bookingDate: '2026-11-26',
      amountCents: 700,
      payerName: 'Aho Anna',
    });
  });
});

describe('refusing a camt file', () => {
  it.each([
    [
      'a transaction in another currency',
      statement08.replace('<Amt Ccy="EUR">0.5</Amt>', '<Amt Ccy="USD">0.5</Amt>'),
      'otherCurrency',
    ],
    [
      'an entry in another currency',
      statement08.replace('<Amt Ccy="EUR">12.00</Amt>', '<Amt Ccy="SEK">12.00</Amt>'),
      'otherCurrency',
    ],
    [
      'an amount without its currency',
      statement08.replace('<Amt Ccy="EUR">12.00</Amt>', '<Amt>12.00</Amt>'),
      'brokenFile',
    ],
    [
      'an amount with a comma',
      statement08.replace('<Amt Ccy="EUR">12.00</Amt>', '<Amt Ccy="EUR">12,00</Amt>'),
      'brokenFile',
    ],
    [
      'a negative amount',
      statement08.replace('<Amt Ccy="EUR">12.00</Amt>', '<Amt Ccy="EUR">-12.00</Amt>'),
      'brokenFile',
    ],
    ['an entry without an amount', statement08.replace('<Amt Ccy="EUR">12.00</Amt>', ''), 'brokenFile'],
    [
      'a batch that does not add up',
      statement08.replace('<Amt Ccy="EUR">12.5</Amt>', '<Amt Ccy="EUR">12.51</Amt>'),
      'brokenFile',
    ],
    [
      'a batch transaction without an amount',
      notification02.replace('<ns2:TxAmt><ns2:Amt Ccy="EUR">15</ns2:Amt></ns2:TxAmt>', ''),
      'brokenFile',
    ],
    [
      'a day that does not exist',
      statement08.replace('<Dt>2026-11-30</Dt></BookgDt>', '<Dt>2026-02-30</Dt></BookgDt>'),
      'brokenFile',
    ],
    [
      'an entry without a booking date',
      statement08.replace('<BookgDt><DtTm>2026-11-30T10:15:00+02:00</DtTm></BookgDt>', ''),
      'brokenFile',
    ],
    [
      'an indicator that is neither',
      statement08.replace('<CdtDbtInd>DBIT</CdtDbtInd>', '<CdtDbtInd>DEBIT</CdtDbtInd>'),
      'brokenFile',
    ],
    ['an entry without a status', statement08.replace('<Sts><Cd>BOOK</Cd></Sts>', ''), 'brokenFile'],
    [
      'an entry without any bank id',
      statement08.replace('<AcctSvcrRef>20261130NDEA0003</AcctSvcrRef>', ''),
      'brokenFile',
    ],
    [
      'a statement message without statements',
      statement08.replace(/<Stmt>[\s\S]*<\/Stmt>/, ''),
      'brokenFile',
    ],
    [
      'a notification in the statement namespace',
      notification02.replace('camt.054.001.02', 'camt.053.001.02'),
      'brokenFile',
    ],
    ['XML cut short', statement08.slice(0, 2000), 'brokenFile'],
    [
      'an element the parser will not take',
      statement08.replace('<ElctrncSeqNb>330</ElctrncSeqNb>', '<constructor>1</constructor>'),
      'brokenFile',
    ],
    [
      'a document type declaration',
      statement08.replace('<?xml version="1.0" encoding="UTF-8"?>', '<!DOCTYPE Document [<!ENTITY x "y">]>'),
      'brokenFile',
    ],
    [
      'two root elements',
      '<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/><Document/>',
      'brokenFile',
    ],
    [
      'XML that is not ISO 20022',
      '<?xml version="1.0"?><note><to>Tove</to><body>Hi</body></note>',
      'unknownFormat',
    ],
    [
      'an account report (camt.052)',
      statement08.replaceAll('camt.053.001.08', 'camt.052.001.08'),
      'unknownFormat',
    ],
    ['a camt document without its namespace', statement08.replace(/ xmlns="[^"]*"/, ''), 'unknownFormat'],
  ])('refuses %s', (_name, file, expected) => {
    expect(problem(file)).toBe(expected);
  });
});
