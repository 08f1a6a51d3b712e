import { type WaiverDetail, waiverDocument } from '@dz/shared';
import { describe, expect, it } from 'vitest';
import { renderWaiverPdf, winAnsi } from './waiver-pdf';

/** A 1×1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const detail = (over: Partial<WaiverDetail['waiver']> = {}): WaiverDetail => ({
  club: { name: 'Skydive Utti', timeZone: 'Europe/Helsinki' },
  waiver: {
    _id: 'w1',
    firstName: 'Maija',
    lastName: 'Hyppääjä',
    street: 'Kenttätie 1',
    zip: '45410',
    city: 'Utti',
    email: 'maija@example.com',
    phone: '+358401234567',
    canopy: 'Sabre2',
    canopySize: 170,
    wingLoad: 1.1,
    exitWeight: 80.5,
    nextEquipmentExpiration: null,
    ownGear: false,
    clubMember: true,
    silMember: true,
    filmingPermission: false,
    totalJumps: 250,
    license: 'C',
    note: "Łukasz's note ✓",
    signature: 'M 10 10 L 20 20 L 30 15',
    waiverTextVersionId: 'v-1',
    waiverText: 'Hyppään omalla vastuullani.\nYmmärrän riskit.',
    waiverTextSavedAt: '2026-01-02T08:00:00.000Z',
    signedAt: '2026-11-22T12:05:00.000Z',
    year: 2026,
    status: 'pending',
    approvedBy: null,
    approvedByName: null,
    approvedAt: null,
    memberId: null,
    checklist: [],
    modified: '2026-11-22T12:05:00.000Z',
    ...over,
  },
});

/** The text the page streams show (pdfkit writes each line as hex strings in a TJ array, WinAnsi bytes). */
function textOf(pdf: Buffer): string {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\[([^\]]*)\] TJ/g)]
    .map((m) =>
      [...(m[1] ?? '').matchAll(/<([0-9a-f]*)>/gi)]
        .map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
}

describe('renderWaiverPdf', () => {
  it('is a PDF holding the signer, every label and the signed text, with the path signature stroked', async () => {
    const pdf = await renderWaiverPdf(waiverDocument(detail(), 'fi'), { compress: false });
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = textOf(pdf);
    expect(text).toContain('Skydive Utti');
    expect(text).toContain('Vastuuvapautus 2026: Maija Hyppääjä');
    expect(text).toContain('Hyppään omalla vastuullani.');
    expect(text).toContain('Ymmärrän riskit.');
    expect(text).toContain('22.11.2026 14:05 (Europe/Helsinki)');
    expect(text).toContain('Uloshyppypaino');
    expect(text).toContain('Odottaa tarkistusta');
    // no glyph Helvetica lacks: Ł loses its stroke to nothing known, so it is a question mark
    expect(text).toContain("?ukasz's note ?");
  });

  it('draws a PNG signature as an image, labels in English', async () => {
    const pdf = await renderWaiverPdf(waiverDocument(detail({ signature: PNG }), 'en'), { compress: false });
    expect(pdf.toString('latin1')).toContain('/Subtype /Image');
    expect(textOf(pdf)).toContain('Waiver 2026: Maija Hyppääjä');
  });

  it('goes over pages for a long waiver text', async () => {
    const long = Array.from({ length: 400 }, (_, i) => `Kohta ${i + 1}: hyppään omalla vastuullani.`).join(
      '\n',
    );
    const pdf = await renderWaiverPdf(waiverDocument(detail({ waiverText: long }), 'fi'), {
      compress: false,
    });
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(3);
    expect(textOf(pdf)).toContain('Kohta 400: hyppään omalla vastuullani.');
  });
});

describe('winAnsi', () => {
  it.each([
    ['Hyppääjä Åström', 'Hyppääjä Åström'],
    ['Őrs Dvořák', 'Ors Dvorák'],
    ['a\r\nb', 'a\nb'],
    ['€ – “x”', '€ – “x”'],
    ['日本 ✓', '?? ?'],
  ])('%s → %s', (input, output) => {
    expect(winAnsi(input)).toBe(output);
  });
});
