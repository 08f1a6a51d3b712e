import { readableDateTime } from '../dates';
import { type Language, sharedText } from '../i18n/translate';
import type { WaiverDetail } from './waivers.schemas';

/** One labelled value of the document (a field, the status, a checklist tick). */
export interface WaiverDocumentRow {
  label: string;
  value: string;
}

/** A part of the document: labelled values, the signed text, or the drawn signature with its time. */
export type WaiverDocumentSection =
  | { kind: 'rows'; heading: string; rows: WaiverDocumentRow[] }
  | { kind: 'text'; heading: string; caption: string; text: string }
  | { kind: 'signature'; heading: string; rows: WaiverDocumentRow[]; signature: string; alt: string };

/**
 * A signed waiver as a document, every text in one language: what the PDF prints and the printable page
 * shows, so both say the same.
 */
export interface WaiverDocument {
  clubName: string;
  title: string;
  sections: WaiverDocumentSection[];
}

/** A calendar date (`yyyy-mm-dd`): `1.12.2026` in Finnish, as it is in English. */
function documentDate(date: string, language: Language): string {
  const [y, m, d] = date.split('-');
  return language === 'fi' && y && m && d ? `${Number(d)}.${Number(m)}.${y}` : date;
}

/** A number with a decimal comma in Finnish; a dash for none. */
function documentNumber(value: number | null, language: Language, unit = ''): string {
  if (value === null) {
    return EMPTY;
  }
  const text = String(value);
  return `${language === 'fi' ? text.replace('.', ',') : text}${unit}`;
}

const EMPTY = '–';
const orEmpty = (value: string) => (value.trim() ? value : EMPTY);

/**
 * The document of a signed waiver in a language: the club, the signer's every field, the exact text that
 * was signed (its version and when it was saved), the signing time and drawn signature, and the check (status,
 * approver, checklist ticks with who and when). Times are in the club's time zone.
 */
export function waiverDocument(detail: WaiverDetail, language: Language): WaiverDocument {
  const { waiver: w, club } = detail;
  const t = (key: string, params?: Record<string, string | number>) =>
    sharedText(language, `waiverDocument.${key}`, params);
  const when = (iso: string) => `${readableDateTime(iso, club.timeZone, language)} (${club.timeZone})`;
  const yesNo = (value: boolean) => t(value ? 'yes' : 'no');
  const name = `${w.firstName} ${w.lastName}`.trim();
  const address = [w.street, [w.zip, w.city].filter(Boolean).join(' ')].filter((s) => s.trim()).join(', ');
  const field = (key: string, value: string) => ({ label: t(`fields.${key}`), value });

  const sections: WaiverDocumentSection[] = [
    {
      kind: 'rows',
      heading: t('signer'),
      rows: [
        field('name', orEmpty(name)),
        field('address', orEmpty(address)),
        field('email', orEmpty(w.email)),
        field('phone', orEmpty(w.phone)),
      ],
    },
    {
      kind: 'rows',
      heading: t('jumping'),
      rows: [
        field('totalJumps', documentNumber(w.totalJumps, language)),
        field('license', w.license || t('noLicense')),
        field('exitWeight', documentNumber(w.exitWeight, language, ' kg')),
        field('ownGear', yesNo(w.ownGear)),
        field('canopy', orEmpty(w.canopy)),
        field('canopySize', documentNumber(w.canopySize, language, ' ft²')),
        field('wingLoad', documentNumber(w.wingLoad, language)),
        field(
          'nextEquipmentExpiration',
          w.nextEquipmentExpiration ? documentDate(w.nextEquipmentExpiration, language) : EMPTY,
        ),
        field('clubMember', yesNo(w.clubMember)),
        field('silMember', yesNo(w.silMember)),
        field('filmingPermission', yesNo(w.filmingPermission)),
        field('note', orEmpty(w.note)),
      ],
    },
    {
      kind: 'text',
      heading: t('signedText'),
      caption: w.waiverTextSavedAt
        ? t('textVersion', { version: w.waiverTextVersionId, saved: when(w.waiverTextSavedAt) })
        : t('noTextVersion'),
      text: w.waiverText,
    },
    {
      kind: 'signature',
      heading: t('signature'),
      rows: [{ label: t('signedAt'), value: when(w.signedAt) }],
      signature: w.signature,
      alt: t('signatureOf', { name }),
    },
    {
      kind: 'rows',
      heading: t('check'),
      rows: [
        { label: t('status'), value: t(w.status === 'approved' ? 'approved' : 'pending') },
        ...(w.status === 'approved'
          ? [
              { label: t('approvedBy'), value: w.approvedByName ?? t('unknownUser') },
              { label: t('approvedAt'), value: w.approvedAt ? when(w.approvedAt) : EMPTY },
            ]
          : []),
        ...w.checklist.map((tick) => ({
          label: tick.label || tick.itemId,
          value: tick.checked
            ? t('ticked', {
                name: tick.checkedByName ?? t('unknownUser'),
                when: tick.checkedAt ? when(tick.checkedAt) : EMPTY,
              })
            : t('notTicked'),
        })),
      ],
    },
  ];
  return { clubName: club.name, title: t('title', { year: w.year, name }), sections };
}

/** The PDF's file name, `waiver-<lastname>-<year>.pdf`, in plain ASCII (`Hyppääjä` → `hyppaaja`). */
export function waiverPdfFilename(w: { lastName: string; year: number }): string {
  const name = w.lastName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `waiver-${name || 'signer'}-${w.year}.pdf`;
}

/** The box (x, y, width, height) the absolute coordinates of a signature's SVG path take. */
export function signaturePathBox(path: string): { x: number; y: number; width: number; height: number } {
  const numbers = (path.match(/-?\d*\.?\d+(?:e-?\d+)?/gi) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  if (xs.length === 0 || ys.length === 0) {
    return { x: 0, y: 0, width: 1, height: 1 };
  }
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(Math.max(...xs) - x, 1), height: Math.max(Math.max(...ys) - y, 1) };
}
