import { TOKEN_IMAGE_SIZES } from '@eform/core/constants';
import { ts } from '@eform/core/messages/server-only';
import { TABLE_ROW_MARKER } from '@eform/core/tokens';
import JSZip from 'jszip';
import {
  dropReferences,
  ownerOfRels,
  stripFetchingContent,
  stripRelationships,
} from './template-external';
import { readTemplateParts, type TTemplatePart, WordTemplateError } from './template-zip';

export { WordTemplateError } from './template-zip';

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
const ROW_OPEN = '<w:tr';
const ROW_OPEN_END = /[\s>]/;
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

/** Where a text node is: the whole element, its content, and where that is in the joined text. */
interface TTextNodes {
  /** Per node: its element's start and end in the XML. */
  start: number[];
  end: number[];
  /** Per node: where its content begins and ends in the joined text. */
  textStart: number[];
  textEnd: number[];
  text: string;
}

/**
 * The part's text nodes and their contents joined, a line break where a paragraph ended between
 * two: numbers per node (a run), not per character, and the text built by one join.
 */
function readTextNodes(xml: string): TTextNodes {
  const nodes: TTextNodes = { start: [], end: [], textStart: [], textEnd: [], text: '' };
  const pieces: string[] = [];
  let length = 0;
  let paragraphEnd = -1;
  let previousEnd = -1;
  for (const node of xml.matchAll(TEXT_NODE)) {
    const at = node.index;
    if (previousEnd >= 0) {
      if (paragraphEnd < previousEnd) {
        const next = xml.indexOf(PARAGRAPH_END, previousEnd);
        paragraphEnd = next < 0 ? Number.POSITIVE_INFINITY : next;
      }
      if (paragraphEnd >= 0 && paragraphEnd < at) {
        pieces.push('\n');
        length += 1;
      }
    }
    const content = node[2] ?? '';
    nodes.start.push(at);
    nodes.end.push(at + node[0].length);
    nodes.textStart.push(length);
    pieces.push(content);
    length += content.length;
    nodes.textEnd.push(length);
    previousEnd = at + node[0].length;
  }
  nodes.text = pieces.join('');
  return nodes;
}

/** The tokens of the text that are ours: where each starts and ends, its command. */
function findTokens(text: string) {
  const found: { start: number; end: number; command: string; token: string }[] = [];
  let from = 0;
  for (;;) {
    const start = text.indexOf('$', from);
    const end = start < 0 ? -1 : text.indexOf('$', start + 1);
    if (end < 0) return found;
    const token = text.slice(start + 1, end);
    const command = commandOf(token);
    if (command === undefined) {
      from = end;
      continue;
    }
    found.push({ start, end: end + 1, command, token });
    from = end + 1;
  }
}

/**
 * The tokens in one part's text, each made one docx-templates command within one text node (the
 * node where it starts), the pieces Word spread over later runs removed. Paragraph ends break a
 * token. Answers the new XML and the tokens found.
 */
function normaliseTokens(xml: string): { xml: string; tokens: TTemplateToken[] } {
  const nodes = readTextNodes(xml);
  const { text, textStart, textEnd } = nodes;
  const found = findTokens(text);
  if (found.length === 0) return { xml, tokens: [] };
  const pieces: string[] = [];
  let last = 0;
  let t = 0;
  for (let i = 0; i < textStart.length; i++) {
    const from = textStart[i] ?? 0;
    const to = textEnd[i] ?? 0;
    // Tokens that end before this node were handled; does any touch this one?
    while (t < found.length && (found[t]?.end ?? 0) <= from) t++;
    if (t >= found.length || (found[t]?.start ?? 0) >= to) continue;
    // The node's text without the tokens' characters, each token's command where it starts.
    const content: string[] = [];
    let p = from;
    for (let k = t; k < found.length; k++) {
      const token = found[k];
      if (!token || token.start >= to) break;
      if (token.start >= p) content.push(text.slice(p, token.start));
      if (token.start >= from) content.push(`${OPEN}${token.command}${CLOSE}`);
      p = Math.max(p, Math.min(token.end, to));
    }
    if (p < to) content.push(text.slice(p, to));
    pieces.push(xml.slice(last, nodes.start[i]));
    pieces.push(`<w:t xml:space="preserve">${content.join('')}</w:t>`);
    last = nodes.end[i] ?? 0;
  }
  pieces.push(xml.slice(last));
  return { xml: expandRowLoops(pieces.join('')), tokens: found.map((f) => f.token) };
}

/** Where the last table row starting before `at` starts (not a `<w:trPr>`); -1 for none. */
function rowStartBefore(xml: string, at: number): number {
  let found = xml.lastIndexOf(ROW_OPEN, at);
  while (found >= 0 && !ROW_OPEN_END.test(xml[found + ROW_OPEN.length] ?? '')) {
    found = found === 0 ? -1 : xml.lastIndexOf(ROW_OPEN, found - 1);
  }
  return found;
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
  // What lies before the last marker's row is done: the next search starts there.
  let from = 0;
  for (;;) {
    const markerAt = result.indexOf(`${OPEN}TRLOOP `, from);
    if (markerAt < 0) return result;
    const markerEnd = result.indexOf(CLOSE, markerAt) + 1;
    const name = result.slice(markerAt + `${OPEN}TRLOOP `.length, markerEnd - 1);
    const rowStart = rowStartBefore(result, markerAt);
    const closing = `${OPEN}END-FOR ${name}${CLOSE}`;
    const inRow = rowStart >= 0 && !result.slice(rowStart, markerAt).includes(ROW_END);
    if (!inRow) {
      // Not in a table: a paragraph loop then.
      from = markerAt;
      result = `${result.slice(0, markerAt)}${OPEN}${forCommand(name)}${CLOSE}${result.slice(markerEnd)}`;
      continue;
    }
    from = rowStart;
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

const isRels = (path: string) => path.endsWith('.rels');
const isWordXml = (path: string) => path.startsWith('word/') && path.endsWith('.xml');

/**
 * Reads a .docx within the caps of template-zip.ts, removes what it links to outside itself
 * (template-external.ts) and normalises its tokens. WordTemplateError with the Dutch reason for
 * what is no .docx or is refused.
 */
export async function prepareTemplate(bytes: Buffer): Promise<TPreparedTemplate> {
  const parts = await readTemplateParts(bytes);
  if (!parts.some((part) => part.name === 'word/document.xml')) {
    throw new WordTemplateError(ts('server.emailWord.unreadable'));
  }
  const xml = new Map<string, string>();
  const asText = (part: TTemplatePart) => {
    // Word writes UTF-8; a NUL byte is no XML in it (UTF-16 would hide links from the scan).
    if (part.bytes.includes(0)) throw new WordTemplateError(ts('server.emailWord.unreadable'));
    return part.bytes.toString('utf8');
  };
  const removed = new Map<string, Set<string>>();
  for (const part of parts) {
    if (!isRels(part.name)) continue;
    const stripped = stripRelationships(asText(part));
    xml.set(part.name, stripped.xml);
    const owner = ownerOfRels(part.name);
    if (owner) removed.set(owner, stripped.removed);
  }
  const tokens: TTemplateToken[] = [];
  let page = DEFAULT_PAGE;
  for (const part of parts) {
    if (!isWordXml(part.name)) continue;
    let text = stripFetchingContent(
      dropReferences(asText(part), removed.get(part.name) ?? new Set()),
    );
    if (TEXT_PART.test(part.name)) {
      const normalised = normaliseTokens(text);
      tokens.push(...normalised.tokens);
      if (part.name === 'word/document.xml') page = pageOf(text);
      text = normalised.xml;
    }
    xml.set(part.name, text);
  }
  const zip = new JSZip();
  for (const part of parts) zip.file(part.name, xml.get(part.name) ?? part.bytes);
  const docx = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
  return { docx, tokens: [...new Set(tokens)], page };
}
