import { TOKEN_IMAGE_SIZES } from '@eform/core/constants';
import { TABLE_ROW_MARKER } from '@eform/core/tokens';
import JSZip from 'jszip';

// Reading a Word template (issue 20): its tokens, however Word split them over runs, made
// docx-templates commands between private-use delimiters, the tablerow loops made row loops, and
// the page's text size for the pictures. The syntax is described in word-template.ts.

/** docx-templates' delimiters after normalising: private-use characters no text contains. */
export const OPEN = '\uE000';
export const CLOSE = '\uE001';
/** docx-templates inserts text between these as raw XML: ours, so no value can (see textOf). */
export const LITERAL_XML = '\uE002';
export const OUR_MARKS = /[\uE000-\uE002]/g;
const TEXT_NODE = /(<w:t(?:\s[^>]*)?>)([^<]*)<\/w:t>/g;
const PARAGRAPH_END = '</w:p>';
const ROW_START = /<w:tr[\s>]/g;
const ROW_END = '</w:tr>';
export const TR_MARKER = TABLE_ROW_MARKER.trim();
export const SIZE_FRACTION: Record<(typeof TOKEN_IMAGE_SIZES)[number], number> = {
  whole: 1,
  half: 1 / 2,
  third: 1 / 3,
  quarter: 1 / 4,
};
export const IMAGE_TOKEN = new RegExp(`^([^\\s$:]+):(${TOKEN_IMAGE_SIZES.join('|')})$`);
const PLAIN_NAME = /^[^\s$]+$/;

/** The parts of a .docx with text: the body, headers and footers. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*)\.xml$/;

/** A template's token as it is written, without dollar signs: 'naam', '-w:tr items', '/items'. */
export type TTemplateToken = string;

/** A loop over a subform's items; the expression says what it is (see fillTemplate). */
const forCommand = (name: string) => `FOR ${name} IN for ${name}`;

/** The docx-templates command of one token; undefined when the text is no token of ours. */
function commandOf(token: TTemplateToken): string | undefined {
  if (token.startsWith(`${TR_MARKER} `)) {
    const name = token.slice(TR_MARKER.length + 1);
    return PLAIN_NAME.test(name) ? `TRLOOP ${name}` : undefined;
  }
  if (!PLAIN_NAME.test(token)) return undefined;
  if (token.length > 1 && token.startsWith('#')) return forCommand(token.slice(1));
  if (token.length > 1 && token.startsWith('/')) return `END-FOR ${token.slice(1)}`;
  if (IMAGE_TOKEN.test(token)) return `IMAGE img ${token}`;
  return `INS txt ${token}`;
}

/**
 * The tokens in one part's text, each made one docx-templates command within one text node (the
 * node where it starts), the pieces Word spread over later runs removed. Paragraph ends break a
 * token. Answers the new XML and the tokens found.
 */
function normaliseTokens(xml: string): { xml: string; tokens: TTemplateToken[] } {
  const nodes = [...xml.matchAll(TEXT_NODE)];
  let text = '';
  const owner: number[] = [];
  nodes.forEach((node, i) => {
    const previous = nodes[i - 1];
    if (previous) {
      const between = xml.slice((previous.index ?? 0) + previous[0].length, node.index);
      if (between.includes(PARAGRAPH_END)) {
        text += '\n';
        owner.push(-1);
      }
    }
    const content = node[2] ?? '';
    text += content;
    for (let k = 0; k < content.length; k++) owner.push(i);
  });
  const found: { start: number; end: number; command: string; token: string }[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf('$', from);
    const end = start < 0 ? -1 : text.indexOf('$', start + 1);
    if (end < 0) break;
    const token = text.slice(start + 1, end);
    const command = commandOf(token);
    if (command === undefined) {
      from = end;
      continue;
    }
    found.push({ start, end: end + 1, command, token });
    from = end + 1;
  }
  if (found.length === 0) return { xml, tokens: [] };
  const out: string[] = nodes.map(() => '');
  const copy = (a: number, b: number) => {
    for (let p = a; p < b; p++) {
      const o = owner[p] ?? -1;
      if (o >= 0) out[o] = `${out[o] ?? ''}${text[p] ?? ''}`;
    }
  };
  let p = 0;
  for (const token of found) {
    copy(p, token.start);
    out[owner[token.start] ?? 0] += `${OPEN}${token.command}${CLOSE}`;
    p = token.end;
  }
  copy(p, text.length);
  let result = '';
  let last = 0;
  nodes.forEach((node, i) => {
    const at = node.index ?? 0;
    const changed = out[i] !== (node[2] ?? '');
    result += xml.slice(last, at);
    result += changed ? `<w:t xml:space="preserve">${out[i]}</w:t>` : node[0];
    last = at + node[0].length;
  });
  result += xml.slice(last);
  return { xml: expandRowLoops(result), tokens: found.map((f) => f.token) };
}

const commandRow = (command: string) =>
  `<w:tr><w:tc><w:p><w:r><w:t>${OPEN}${command}${CLOSE}</w:t></w:r></w:p></w:tc></w:tr>`;

/**
 * Each `$-w:tr name$` becomes a FOR over the rows from its own up to the one holding
 * `$/name$` (its own when there is none): docx-templates repeats rows between a row holding
 * only the FOR and one holding only the END-FOR, and drops those two.
 */
function expandRowLoops(xml: string): string {
  let result = xml;
  for (;;) {
    const markerAt = result.indexOf(`${OPEN}TRLOOP `);
    if (markerAt < 0) return result;
    const markerEnd = result.indexOf(CLOSE, markerAt) + 1;
    const name = result.slice(markerAt + `${OPEN}TRLOOP `.length, markerEnd - 1);
    let rowStart = -1;
    for (const match of result.matchAll(ROW_START)) {
      if ((match.index ?? 0) > markerAt) break;
      rowStart = match.index ?? 0;
    }
    const closing = `${OPEN}END-FOR ${name}${CLOSE}`;
    const inRow = rowStart >= 0 && !result.slice(rowStart, markerAt).includes(ROW_END);
    if (!inRow) {
      // Not in a table: a paragraph loop then.
      result = `${result.slice(0, markerAt)}${OPEN}${forCommand(name)}${CLOSE}${result.slice(markerEnd)}`;
      continue;
    }
    const closingAt = result.indexOf(closing, markerEnd);
    const rowsEnd =
      closingAt >= 0
        ? result.indexOf(ROW_END, closingAt) + ROW_END.length
        : result.indexOf(ROW_END, markerEnd) + ROW_END.length;
    let rows = result.slice(rowStart, markerAt) + result.slice(markerEnd, rowsEnd);
    if (closingAt >= 0) rows = rows.replace(closing, '');
    result =
      result.slice(0, rowStart) +
      commandRow(forCommand(name)) +
      rows +
      commandRow(`END-FOR ${name}`) +
      result.slice(rowsEnd);
  }
}

/** A template made ready for docx-templates: its parts normalised, the tokens it uses. */
export interface TPreparedTemplate {
  docx: Buffer;
  tokens: TTemplateToken[];
  /** The text width and height of the page in cm (for the picture sizes). */
  page: { width: number; height: number };
}

const TWIPS_PER_CM = 1440 / 2.54;
/** A4 with Word's margins of 2.54 cm, for a template that does not say. */
const DEFAULT_PAGE = { width: 21 - 2 * 2.54, height: 29.7 - 2 * 2.54 };

function pageOf(xml: string) {
  const attr = (tag: string, name: string) => {
    const match = new RegExp(`<w:${tag}\\b[^>]*\\bw:${name}="(-?\\d+)"`).exec(xml);
    return match ? Number(match[1]) / TWIPS_PER_CM : undefined;
  };
  const [w, h] = [attr('pgSz', 'w'), attr('pgSz', 'h')];
  const [l, r, t, b] = ['left', 'right', 'top', 'bottom'].map((side) => attr('pgMar', side) ?? 0);
  if (!w || !h) return DEFAULT_PAGE;
  return {
    width: Math.max(1, w - (l ?? 0) - (r ?? 0)),
    height: Math.max(1, h - Math.abs(t ?? 0) - Math.abs(b ?? 0)),
  };
}

/** The refusal of a file that is no Word document. */
export class WordTemplateError extends Error {}

/** Reads a .docx and normalises its tokens; WordTemplateError for what is no .docx. */
export async function prepareTemplate(bytes: Buffer): Promise<TPreparedTemplate> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new WordTemplateError('zip');
  }
  if (!zip.file('word/document.xml')) throw new WordTemplateError('document');
  const tokens: TTemplateToken[] = [];
  let page = DEFAULT_PAGE;
  for (const path of Object.keys(zip.files)) {
    if (!TEXT_PART.test(path)) continue;
    const xml = await zip.file(path)?.async('string');
    if (xml === undefined) continue;
    const normalised = normaliseTokens(xml);
    tokens.push(...normalised.tokens);
    if (path === 'word/document.xml') page = pageOf(xml);
    if (normalised.xml !== xml) zip.file(path, normalised.xml);
  }
  const docx = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { docx, tokens: [...new Set(tokens)], page };
}
