import { formatDate } from '@eform/core/format';
import { ts } from '@eform/core/messages/server-only';
import { type TElementContext, writeElements } from './pdf-elements';
import { fontFaces, toWinAnsi } from './pdf-fonts';
import { COLORS, PAGE, SIZES } from './pdf-layout';
import type { TRegistrationDocument } from './registration-document';

// Not in the core catalogue yet (core is outside this module's files): move to
// '@eform/core/messages/server-only' as 'server.document.page'.
const pageText = (page: number, count: number) => `Pagina ${page} van ${count}`;

const META_LABEL_WIDTH = 80;
const META_PADDING = 8;

function collectBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

function writeTitle(ctx: TElementContext): void {
  const { doc, faces } = ctx;
  doc.font(faces.bold).fontSize(SIZES.title).fillColor(COLORS.text);
  doc.text(toWinAnsi(ctx.input.formName), ctx.left, doc.y, { width: ctx.width });
  doc.moveDown(0.4);
}

/** The registration's facts in a light box: number, name, date, and phase and user when known. */
function writeMeta(ctx: TElementContext): void {
  const { doc, faces, input } = ctx;
  const rows: [string, string][] = [
    [ts('server.export.column.serial'), String(input.serialNumber)],
    [ts('server.export.column.name'), input.registrationName],
    [ts('server.export.column.date'), formatDate(input.registeredAt)],
  ];
  if (input.phase) rows.push([ts('server.export.column.phase'), input.phase]);
  if (input.username) rows.push([ts('server.export.column.user'), input.username]);

  const valueX = ctx.left + META_PADDING + META_LABEL_WIDTH;
  const valueWidth = ctx.width - META_LABEL_WIDTH - 2 * META_PADDING;
  doc.fontSize(SIZES.value);
  const heights = rows.map(([, value]) =>
    doc.font(faces.regular).heightOfString(toWinAnsi(value), { width: valueWidth }),
  );
  const boxHeight = heights.reduce((sum, h) => sum + h + 2, 0) + 2 * META_PADDING - 2;
  const top = doc.y;
  doc.roundedRect(ctx.left, top, ctx.width, boxHeight, 3).fill(COLORS.metaFill);
  let y = top + META_PADDING;
  rows.forEach(([label, value], index) => {
    doc.font(faces.bold).fillColor(COLORS.muted);
    doc.text(toWinAnsi(label), ctx.left + META_PADDING, y, { width: META_LABEL_WIDTH });
    doc.font(faces.regular).fillColor(COLORS.text);
    doc.text(toWinAnsi(value), valueX, y, { width: valueWidth });
    y += (heights[index] ?? 0) + 2;
  });
  doc.x = ctx.left;
  doc.y = top + boxHeight + 16;
}

/** 'Pagina n van m' centred in the bottom margin of every page, the form name on the left. */
function writeFooters(ctx: TElementContext): void {
  const { doc, faces } = ctx;
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    // Writing inside the margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - bottom / 2 - SIZES.footer / 2;
    doc.font(faces.regular).fontSize(SIZES.footer).fillColor(COLORS.muted);
    doc.text(pageText(index - start + 1, count), ctx.left, y, {
      width: ctx.width,
      align: 'right',
      lineBreak: false,
    });
    doc.text(toWinAnsi(ctx.input.formName), ctx.left, y, {
      width: ctx.width * 0.7,
      lineBreak: false,
      ellipsis: true,
      height: SIZES.footer * 1.5,
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The registration as a typeset A4 PDF for an e-mail attachment: the form name as title, the
 * registration's facts, then every element in the form's order (headings, text, answers as a
 * person reads them, pictures and signatures, subforms as tables) and page numbers. Drawn with
 * pdfkit on the standard PDF fonts: no browser, no font files.
 */
export async function renderRegistrationPdf(input: TRegistrationDocument): Promise<Buffer> {
  // Loaded with the first PDF: pdfkit costs some 27 MB of memory, which a server that sends no
  // PDF should not carry.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: PAGE.size,
    margin: PAGE.margin,
    bufferPages: true,
    lang: 'nl-NL',
    info: { Title: input.formName, Subject: input.registrationName },
  });
  const bytes = collectBytes(doc);
  const ctx: TElementContext = {
    doc,
    faces: fontFaces(input.styling?.default_font),
    left: doc.page.margins.left,
    width: doc.page.width - doc.page.margins.left - doc.page.margins.right,
    input,
  };
  try {
    writeTitle(ctx);
    writeMeta(ctx);
    await writeElements(ctx, input.schema, input.values);
    writeFooters(ctx);
  } finally {
    doc.end();
  }
  return bytes;
}
