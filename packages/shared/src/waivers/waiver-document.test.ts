import { describe, expect, it } from 'vitest';
import { signaturePathBox, waiverDocument, waiverPdfFilename } from './waiver-document';
import type { WaiverDetail } from './waivers.schemas';

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
    wingLoad: 1.15,
    exitWeight: 80.5,
    nextEquipmentExpiration: '2026-12-01',
    ownGear: true,
    clubMember: true,
    silMember: false,
    filmingPermission: true,
    totalJumps: 250,
    license: 'C',
    note: '',
    signature: 'M 10 10 L 20 20',
    waiverTextVersionId: 'v-1',
    waiverText: 'Hyppään omalla vastuullani.',
    waiverTextSavedAt: '2026-01-02T08:00:00.000Z',
    signedAt: '2026-11-22T12:05:00.000Z',
    year: 2026,
    status: 'approved',
    approvedBy: 'u1',
    approvedByName: 'Anna Virtanen',
    approvedAt: '2026-11-22T13:00:00.000Z',
    memberId: null,
    checklist: [
      {
        itemId: 'i1',
        label: 'Lupakirja nähty',
        checked: true,
        checkedBy: 'u1',
        checkedByName: 'Anna Virtanen',
        checkedAt: '2026-11-22T12:30:00.000Z',
      },
      {
        itemId: 'i2',
        label: 'Varjo tarkistettu',
        checked: false,
        checkedBy: null,
        checkedByName: null,
        checkedAt: null,
      },
    ],
    modified: '2026-11-22T13:00:00.000Z',
    ...over,
  },
});

const rowsOf = (doc: ReturnType<typeof waiverDocument>) =>
  Object.fromEntries(
    doc.sections.flatMap((s) => (s.kind === 'text' ? [] : s.rows.map((r) => [r.label, r.value]))),
  );

describe('waiverDocument', () => {
  it('holds every field, the signed text and its version, times in the club zone and the ticks (Finnish)', () => {
    const doc = waiverDocument(detail(), 'fi');
    expect(doc.clubName).toBe('Skydive Utti');
    expect(doc.title).toBe('Vastuuvapautus 2026: Maija Hyppääjä');
    expect(rowsOf(doc)).toMatchObject({
      Nimi: 'Maija Hyppääjä',
      Osoite: 'Kenttätie 1, 45410 Utti',
      Sähköposti: 'maija@example.com',
      Puhelin: '+358401234567',
      'Hyppyjä yhteensä': '250',
      Lupakirja: 'C',
      Uloshyppypaino: '80,5 kg',
      'Omat varusteet': 'Kyllä',
      Pääkupu: 'Sabre2',
      'Pääkuvun koko': '170 ft²',
      Siipikuorma: '1,15',
      'Varusteiden seuraava tarkastus': '1.12.2026',
      'Kerhon jäsen': 'Kyllä',
      'SIL:n jäsen': 'Ei',
      Kuvauslupa: 'Kyllä',
      Muistiinpano: '–',
      Allekirjoitettu: '22.11.2026 14:05 (Europe/Helsinki)',
      Tila: 'Hyväksytty',
      Hyväksyjä: 'Anna Virtanen',
      'Lupakirja nähty': 'Tarkistanut Anna Virtanen, 22.11.2026 14:30 (Europe/Helsinki)',
      'Varjo tarkistettu': 'Ei tarkistettu',
    });
    const text = doc.sections.find((s) => s.kind === 'text');
    expect(text).toMatchObject({
      text: 'Hyppään omalla vastuullani.',
      caption: 'Tekstin versio v-1, tallennettu 2.1.2026 10:00 (Europe/Helsinki)',
    });
    expect(doc.sections.find((s) => s.kind === 'signature')).toMatchObject({ signature: 'M 10 10 L 20 20' });
  });

  it('speaks English, and says when there was no text and nothing is approved', () => {
    const doc = waiverDocument(
      detail({
        status: 'pending',
        approvedBy: null,
        approvedByName: null,
        approvedAt: null,
        waiverText: '',
        waiverTextSavedAt: null,
        license: '',
        exitWeight: null,
      }),
      'en',
    );
    expect(doc.title).toBe('Waiver 2026: Maija Hyppääjä');
    const rows = rowsOf(doc);
    expect(rows).toMatchObject({
      Status: 'Waiting for a check',
      Signed: '2026-11-22 14:05 (Europe/Helsinki)',
      'Next equipment expiration': '2026-12-01',
      Licence: 'No licence',
      'Exit weight': '–',
    });
    expect(rows['Approved by']).toBeUndefined();
    expect(doc.sections.find((s) => s.kind === 'text')).toMatchObject({
      caption: 'The club had no waiver text when this was signed',
    });
  });
});

describe('waiverPdfFilename', () => {
  it.each([
    ['Hyppääjä', 2026, 'waiver-hyppaaja-2026.pdf'],
    ['von Åström-Öhman', 2025, 'waiver-von-astrom-ohman-2025.pdf'],
    ['Łukasz"; x', 2026, 'waiver-ukasz-x-2026.pdf'],
    ['', 2026, 'waiver-signer-2026.pdf'],
  ])('%s %d → %s', (lastName, year, name) => {
    expect(waiverPdfFilename({ lastName, year })).toBe(name);
  });
});

describe('signaturePathBox', () => {
  it('spans the coordinates of the path', () => {
    expect(signaturePathBox('M 10 20 L 30 25 C 40 60 12 22 15 20')).toEqual({
      x: 10,
      y: 20,
      width: 30,
      height: 40,
    });
  });
});
