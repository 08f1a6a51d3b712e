import { signaturePathBox, type WaiverDocument, type WaiverDocumentRow } from '@dz/shared';
import PDFDocument from 'pdfkit';

/** The characters of WinAnsi above Latin-1's printable range that the standard fonts draw (€, –, “, …). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Text the standard Helvetica can draw: Latin-1 and WinAnsi's extras as they are (ä, ö, å, é, –); another
 * letter without its accent when that leaves a Latin-1 one (ő → o), else `?`, never a wrong glyph.
 */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n' || ch === '\t' || (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff)) {
      out += ch;
    } else if (WIN_ANSI_EXTRA.has(ch)) {
      out += ch;
    } else if (code === 0x0d) {
      // \r\n and \r end a line as \n does
    } else {
      const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length === 1 && (base.codePointAt(0) ?? 0) < 0x7f ? base : '?';
    }
  }
  return out;
}

const MARGIN = 50;
const LABEL_WIDTH = 170;
const GAP = 10;
const SIGNATURE = { width: 260, height: 110 };
const INK = '#111111';
const MUTED = '#555555';

/**
 * The signed waiver's PDF (A4) from its document: the club and title, then each section — labelled values
 * in two columns, the signed text in full (over pages as needed), the drawn signature (a PNG drawn as an
 * image, an SVG path stroked and scaled into its box). `compress: false` leaves the page streams readable
 * (tests).
 */
export function renderWaiverPdf(
  document: WaiverDocument,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: opts.compress ?? true,
    info: { Title: winAnsi(document.title), Author: winAnsi(document.clubName) },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const left = MARGIN;
  const width = pdf.page.width - 2 * MARGIN;
  const bottom = () => pdf.page.height - MARGIN;
  /** Starts a new page unless `height` more fits on this one. */
  const room = (height: number) => {
    if (pdf.y + height > bottom()) {
      pdf.addPage();
    }
  };

  pdf
    .fillColor(MUTED)
    .font('Helvetica')
    .fontSize(11)
    .text(winAnsi(document.clubName), left, pdf.y, { width });
  pdf.moveDown(0.3);
  pdf.fillColor(INK).font('Helvetica-Bold').fontSize(18).text(winAnsi(document.title), { width });

  const heading = (text: string) => {
    pdf.moveDown(1);
    room(40);
    pdf.fillColor(INK).font('Helvetica-Bold').fontSize(13).text(winAnsi(text), left, pdf.y, { width });
    pdf
      .moveTo(left, pdf.y + 2)
      .lineTo(left + width, pdf.y + 2)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    pdf.moveDown(0.5);
  };

  const row = ({ label, value }: WaiverDocumentRow) => {
    const labelText = winAnsi(label);
    const valueText = winAnsi(value);
    const valueWidth = width - LABEL_WIDTH - GAP;
    pdf.font('Helvetica-Bold').fontSize(9);
    const labelHeight = pdf.heightOfString(labelText, { width: LABEL_WIDTH });
    pdf.font('Helvetica').fontSize(10);
    const valueHeight = pdf.heightOfString(valueText, { width: valueWidth });
    room(Math.max(labelHeight, valueHeight));
    const y = pdf.y;
    pdf.fillColor(MUTED).font('Helvetica-Bold').fontSize(9).text(labelText, left, y, { width: LABEL_WIDTH });
    const labelEnd = pdf.y;
    pdf
      .fillColor(INK)
      .font('Helvetica')
      .fontSize(10)
      .text(valueText, left + LABEL_WIDTH + GAP, y, {
        width: valueWidth,
      });
    pdf.x = left;
    pdf.y = Math.max(labelEnd, pdf.y) + 3;
  };

  const signature = (drawn: string) => {
    room(SIGNATURE.height + 10);
    const x = left;
    const y = pdf.y + 4;
    pdf.rect(x, y, SIGNATURE.width, SIGNATURE.height).lineWidth(0.5).strokeColor('#999999').stroke();
    const inner = { x: x + 6, y: y + 6, width: SIGNATURE.width - 12, height: SIGNATURE.height - 12 };
    try {
      if (drawn.startsWith('data:image/png;base64,')) {
        const png = Buffer.from(drawn.slice('data:image/png;base64,'.length), 'base64');
        pdf.image(png, inner.x, inner.y, {
          fit: [inner.width, inner.height],
          align: 'center',
          valign: 'center',
        });
      } else {
        const box = signaturePathBox(drawn);
        const scale = Math.min(inner.width / box.width, inner.height / box.height);
        const dx = inner.x + (inner.width - box.width * scale) / 2 - box.x * scale;
        const dy = inner.y + (inner.height - box.height * scale) / 2 - box.y * scale;
        pdf.save();
        pdf.translate(dx, dy).scale(scale);
        pdf
          .path(drawn)
          .lineWidth(2 / scale)
          .lineCap('round')
          .lineJoin('round')
          .strokeColor(INK)
          .stroke();
        pdf.restore();
      }
    } catch {
      // a signature that cannot be drawn leaves its box empty; the stored one stays as evidence
    }
    pdf.x = left;
    pdf.y = y + SIGNATURE.height + 8;
  };

  for (const section of document.sections) {
    heading(section.heading);
    if (section.kind === 'text') {
      pdf.fillColor(MUTED).font('Helvetica-Oblique').fontSize(9).text(winAnsi(section.caption), { width });
      pdf.moveDown(0.5);
      if (section.text.trim()) {
        pdf.fillColor(INK).font('Helvetica').fontSize(10).text(winAnsi(section.text), { width });
      }
    } else {
      section.rows.forEach(row);
      if (section.kind === 'signature') {
        signature(section.signature);
      }
    }
  }
  pdf.end();
  return done;
}
