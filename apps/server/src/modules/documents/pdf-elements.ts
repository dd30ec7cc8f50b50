import {
  isChoiceElement,
  isInputElement,
  type TElement,
  type TElementOf,
  type TSchema,
  type TSubformElement,
} from '@eform/core/elements';
import { formatTokenValue } from '@eform/core/tokens';
import { htmlToText } from './html-text';
import { parseColor } from './pdf-color';
import { toWinAnsi } from './pdf-fonts';
import { readImageBytes } from './pdf-images';
import { COLORS, ensureSpace, SIZES, type TPdfContext } from './pdf-layout';
import { writeTable } from './pdf-table';
import type { TRegistrationDocument } from './registration-document';

/** The element writers' context: the page plus what the registration brings. */
export type TElementContext = TPdfContext & {
  input: TRegistrationDocument;
};

const EMPTY_VALUE = '–';
const GAP = 9;
const IMAGE_MAX_HEIGHT = 340;
const SIGNATURE_MAX_HEIGHT = 110;
// Screen pixels to points (96 dpi): a small picture keeps its size, a photo is scaled down.
const PX_TO_PT = 0.75;

type TOpenedImage = { width: number; height: number };
type TImageOpener = { openImage(src: Buffer): TOpenedImage };

const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

const isBlank = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const labelOf = (element: TElement): string => element.label || element.name;

function writeLabel(ctx: TElementContext, label: string): void {
  const { doc, faces } = ctx;
  doc.font(faces.bold).fontSize(SIZES.label).fillColor(COLORS.muted);
  ensureSpace(ctx, doc.currentLineHeight(true) + SIZES.value * 1.3);
  doc.text(toWinAnsi(label), ctx.left, doc.y, { width: ctx.width });
  doc.moveDown(0.15);
}

function writeValueText(ctx: TElementContext, text: string, color?: string): void {
  const { doc, faces } = ctx;
  const rgb = parseColor(color);
  doc.font(rgb ? faces.bold : faces.regular).fontSize(SIZES.value);
  if (rgb) {
    const size = SIZES.value * 0.7;
    const top = doc.y + (doc.currentLineHeight() - size) / 2 - 0.5;
    doc.roundedRect(ctx.left, top, size, size, 1.5).fill(rgb);
    doc.fillColor(rgb).text(toWinAnsi(text), ctx.left + size + 5, doc.y, { width: ctx.width });
  } else {
    doc.fillColor(COLORS.text).text(toWinAnsi(text), ctx.left, doc.y, { width: ctx.width });
  }
  doc.x = ctx.left;
}

function endField(ctx: TElementContext): void {
  ctx.doc.fillColor(COLORS.text);
  ctx.doc.y += GAP;
}

function writeHeader(ctx: TElementContext, element: TElementOf<'header'>): void {
  const { doc, faces } = ctx;
  const size = SIZES[element.component ?? 'h2'];
  doc.y += size * 0.5;
  doc.font(faces.bold).fontSize(size).fillColor(COLORS.text);
  ensureSpace(ctx, doc.currentLineHeight(true) * 3);
  doc.text(toWinAnsi(labelOf(element)), ctx.left, doc.y, { width: ctx.width });
  doc.y += size * 0.35;
}

function writeStaticText(ctx: TElementContext, html: string): void {
  const text = htmlToText(html);
  if (text === '') return;
  const { doc, faces } = ctx;
  doc.font(faces.regular).fontSize(SIZES.value).fillColor(COLORS.text);
  doc.text(toWinAnsi(text), ctx.left, doc.y, { width: ctx.width, paragraphGap: 3 });
  endField(ctx);
}

type TPicture = { image: TOpenedImage; width: number; height: number };

/** One picture, opened and scaled into the column; undefined when not a usable PNG or JPEG. */
async function openPicture(
  ctx: TElementContext,
  reference: unknown,
  maxHeight: number,
): Promise<TPicture | undefined> {
  const bytes = await readImageBytes(reference, ctx.input.readFile);
  if (!bytes) return undefined;
  let image: TOpenedImage;
  try {
    image = (ctx.doc as unknown as TImageOpener).openImage(bytes);
  } catch {
    return undefined;
  }
  const scale = Math.min(PX_TO_PT, ctx.width / image.width, maxHeight / image.height);
  return { image, width: image.width * scale, height: image.height * scale };
}

function placePicture(ctx: TElementContext, { image, width, height }: TPicture): void {
  const { doc } = ctx;
  ensureSpace(ctx, height);
  doc.image(image as never, ctx.left, doc.y, { width, height });
  doc.x = ctx.left;
  doc.y += height + 4;
}

async function writePictures(
  ctx: TElementContext,
  element: TElementOf<'image' | 'signature'>,
  value: unknown,
): Promise<void> {
  const files = asList(value);
  if (files.length === 0 && ctx.input.hideEmptyValues) return;
  const maxHeight = element.elementType === 'signature' ? SIGNATURE_MAX_HEIGHT : IMAGE_MAX_HEIGHT;
  const pictures = await Promise.all(files.map((file) => openPicture(ctx, file, maxHeight)));
  // The label stays on the page of the first picture.
  ensureSpace(ctx, (pictures[0]?.height ?? 0) + SIZES.label * 2);
  writeLabel(ctx, labelOf(element));
  if (files.length === 0) writeValueText(ctx, EMPTY_VALUE);
  files.forEach((file, index) => {
    const picture = pictures[index];
    if (picture) placePicture(ctx, picture);
    else writeValueText(ctx, formatTokenValue(element, [file]) || EMPTY_VALUE);
  });
  endField(ctx);
}

function writeSubform(ctx: TElementContext, element: TSubformElement, value: unknown): void {
  const rows = asList(value).filter(
    (row): row is Record<string, unknown> => typeof row === 'object' && row !== null,
  );
  if (rows.length === 0 && ctx.input.hideEmptyValues) return;
  writeLabel(ctx, labelOf(element));
  const columns = (element.subform?.schema ?? []).filter(isInputElement);
  if (rows.length === 0 || columns.length === 0) {
    writeValueText(ctx, rows.length === 0 ? EMPTY_VALUE : String(rows.length));
  } else {
    ctx.doc.y += 2;
    writeTable(ctx, {
      columns: columns.map(labelOf),
      rows: rows.map((row) => columns.map((column) => formatTokenValue(column, row[column.name]))),
    });
  }
  endField(ctx);
}

function writeInput(ctx: TElementContext, element: TElement, value: unknown): void {
  const text = formatTokenValue(element, value);
  const empty = isBlank(value) || text === '';
  if (empty && ctx.input.hideEmptyValues) return;
  writeLabel(ctx, labelOf(element));
  if (element.elementType === 'checkbox_multiple' && !empty) {
    for (const chosen of asList(value)) {
      writeValueText(ctx, `•  ${formatTokenValue(element, [chosen])}`);
    }
  } else {
    const colors = isChoiceElement(element)
      ? ctx.input.styling?.option_colors?.[element.name]
      : undefined;
    writeValueText(ctx, text === '' ? EMPTY_VALUE : text, colors?.[String(value)]);
  }
  endField(ctx);
}

async function writeElement(
  ctx: TElementContext,
  element: TElement,
  values: Record<string, unknown>,
): Promise<void> {
  switch (element.elementType) {
    case 'header':
      if (!element.visuallyHidden) writeHeader(ctx, element);
      return;
    case 'staticText':
      if (!element.visuallyHidden) writeStaticText(ctx, element.staticText ?? '');
      return;
    case 'imageTag':
      if (!element.visuallyHidden && element.image) {
        const picture = await openPicture(ctx, element.image, IMAGE_MAX_HEIGHT);
        if (picture) {
          placePicture(ctx, picture);
          endField(ctx);
        }
      }
      return;
    case 'staticFile':
      // A download the form offers, not part of what was registered.
      return;
    case 'image':
    case 'signature':
      return writePictures(ctx, element, values[element.name]);
    case 'subform':
      return writeSubform(ctx, element, values[element.name]);
    default:
      return writeInput(ctx, element, values[element.name]);
  }
}

/** Writes the elements of a schema in order, each as a person reads it. */
export async function writeElements(
  ctx: TElementContext,
  schema: TSchema,
  values: Record<string, unknown>,
): Promise<void> {
  for (const element of schema) await writeElement(ctx, element, values);
}
