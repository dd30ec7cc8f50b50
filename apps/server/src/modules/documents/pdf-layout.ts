import type { TFontFaces } from './pdf-fonts';

/** A4 in points with 2 cm margins. */
export const PAGE = { size: 'A4', margin: 56.7 } as const;

/** Colours of the house style: dark text, grey labels, light table fills. */
export const COLORS = {
  text: '#1f2328',
  muted: '#59636e',
  rule: '#d1d9e0',
  headerFill: '#e8edf2',
  stripeFill: '#f6f8fa',
  metaFill: '#f3f5f7',
} as const;

/** Font sizes in points. */
export const SIZES = {
  title: 20,
  h1: 17,
  h2: 14.5,
  h3: 12.5,
  h4: 11,
  label: 9,
  value: 10.5,
  table: 9,
  tableDense: 8,
  footer: 8,
} as const;

/** What the writers share: the document, the faces of the chosen font and the text column. */
export type TPdfContext = {
  doc: PDFKit.PDFDocument;
  faces: TFontFaces;
  left: number;
  width: number;
};

/** Starts a new page unless `height` points still fit below the current position. */
export function ensureSpace(ctx: TPdfContext, height: number): void {
  if (ctx.doc.y + height > ctx.doc.page.maxY()) ctx.doc.addPage();
}
