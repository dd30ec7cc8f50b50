import { TOKEN_IMAGE_SIZES } from '@eform/core/constants';
import { ELEMENT_CATALOGUE, type TElement, type TSchema } from '@eform/core/elements';
import {
  formatTokenValue,
  isRegistrationToken,
  listTokens,
  replaceTokens,
  SUBFORM_INDEX_TOKEN,
  TABLE_ROW_MARKER,
  type TReplaceTokensContext,
  type TTokenEntry,
} from '@eform/core/tokens';
import { createReport } from 'docx-templates';
import JSZip from 'jszip';
import { readImageBytes } from '../documents/pdf-images';

/**
 * Word templates (issue 20, doc 2 §3, §9). An admin writes the spec's tokens in a .docx:
 * - `$naam$`: the value as people read it (core's token replacement; `$subform.child$` joins the
 *   items, registration tokens like `$registration_serial_number$` too);
 * - `$-w:tr items$` in a table row (the tablerow marker of the tokens panel): that row repeats
 *   per subform item, up to `$/items$` (the same row, or a later one; without it the one row);
 *   in it `$prijs$` or `$items.prijs$` is the item's value and `$subform_index$` its number;
 * - `$#items$` … `$/items$`: the paragraphs between repeat per item;
 * - `$foto:half$`, `:third`, `:quarter`, `:whole`: the picture (image, signature, imageTag) at
 *   that part of the page's text width, its proportions kept.
 * Anything else between dollar signs stays as it is typed. Tokens may be split over Word's runs
 * (formatting): they are joined first. Filling runs docx-templates with our own evaluator: no
 * JavaScript of a template ever runs.
 */

/** docx-templates' delimiters after normalising: private-use characters no text contains. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
/** docx-templates inserts text between these as raw XML: ours, so no value can (see textOf). */
const LITERAL_XML = '\uE002';
const OUR_MARKS = /[\uE000-\uE002]/g;
const TEXT_NODE = /(<w:t(?:\s[^>]*)?>)([^<]*)<\/w:t>/g;
const PARAGRAPH_END = '</w:p>';
const ROW_START = /<w:tr[\s>]/g;
const ROW_END = '</w:tr>';
const TR_MARKER = TABLE_ROW_MARKER.trim();
const SIZE_FRACTION: Record<(typeof TOKEN_IMAGE_SIZES)[number], number> = {
  whole: 1,
  half: 1 / 2,
  third: 1 / 3,
  quarter: 1 / 4,
};
const IMAGE_TOKEN = new RegExp(`^([^\\s$:]+):(${TOKEN_IMAGE_SIZES.join('|')})$`);
const PLAIN_NAME = /^[^\s$]+$/;

/** The parts of a .docx with text: the body, headers and footers. */
const TEXT_PART = /^word\/(document|header\d*|footer\d*)\.xml$/;

/** A template's token as it is written, without dollar signs: 'naam', '-w:tr items', '/items'. */
type TTemplateToken = string;

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

/** What filling a template needs: the registration's tokens and its pictures. */
export interface TWordFillInput extends TReplaceTokensContext {
  schema: TSchema;
  /** The bytes of a stored picture a value (or an imageTag) names. */
  readFile?: (reference: unknown) => Promise<Buffer | undefined>;
}

/** One open loop: the subform, its item and index. */
interface TScope {
  element: TElement;
  item: Record<string, unknown>;
  index: number;
}

const isInput = (element: TElement) => ELEMENT_CATALOGUE[element.elementType].isInput;
const childSchema = (element: TElement): TSchema =>
  element.elementType === 'subform' ? (element.subform?.schema ?? []) : [];
const asItems = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];

/** `name` within the scope's subform: 'prijs' or 'items.prijs'. */
function withinScope(scope: TScope, name: string): string {
  const prefix = `${scope.element.name}.`;
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

/** An element of a scope's subform (innermost first) or of the form, and where its value is. */
function findElement(name: string, scopes: TScope[], input: TWordFillInput) {
  for (const scope of scopes) {
    const own = withinScope(scope, name);
    const element = childSchema(scope.element).find((e) => e.name === own);
    if (element) return { element, value: scope.item[own] };
  }
  const element = input.schema.find((e) => e.name === name);
  return element ? { element, value: input.values[name] } : undefined;
}

/** The text of a token, without our delimiters (a value could not open a command or raw XML). */
function textOf(name: string, scopes: TScope[], input: TWordFillInput): string {
  return resolveText(name, scopes, input).replace(OUR_MARKS, '');
}

function resolveText(name: string, scopes: TScope[], input: TWordFillInput): string {
  for (const scope of scopes) {
    const own = withinScope(scope, name);
    if (own === SUBFORM_INDEX_TOKEN) return String(scope.index + 1);
    const element = childSchema(scope.element).find((e) => e.name === own && isInput(e));
    if (element) return formatTokenValue(element, scope.item[own]);
  }
  return replaceTokens(`$${name}$`, input);
}

/** PNG and JPEG pixel sizes (the only pictures readImageBytes answers). */
export function pixelSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.readUInt32BE(0) === 0x89504e47 && bytes.length >= 24) {
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    const length = bytes.readUInt16BE(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + length;
  }
  return undefined;
}

async function imageOf(
  token: string,
  scopes: TScope[],
  input: TWordFillInput,
  page: TPreparedTemplate['page'],
) {
  const [, name = '', size = 'whole'] = IMAGE_TOKEN.exec(token) ?? [];
  const found = findElement(name, scopes, input);
  if (!found) return undefined;
  const reference = found.element.elementType === 'imageTag' ? found.element.image : found.value;
  const candidates = Array.isArray(reference) ? reference : [reference];
  for (const candidate of candidates) {
    const bytes = await readImageBytes(candidate, input.readFile);
    const pixels = bytes && pixelSize(bytes);
    if (!bytes || !pixels || pixels.width === 0) continue;
    let width = page.width * SIZE_FRACTION[size as keyof typeof SIZE_FRACTION];
    let height = (width * pixels.height) / pixels.width;
    if (height > page.height) {
      width = (width * page.height) / height;
      height = page.height;
    }
    const jpeg = bytes[0] === 0xff;
    return { width, height, data: bytes.toString('base64'), extension: jpeg ? '.jpg' : '.png' };
  }
  return undefined;
}

interface TLoopState {
  varName: string;
  idx: number;
}

/**
 * Fills a prepared template with one registration: docx-templates walks it, and every command
 * is answered here (never evaluated as JavaScript).
 */
export async function fillTemplate(
  prepared: TPreparedTemplate,
  input: TWordFillInput,
): Promise<Buffer> {
  const loopElements = new Map<string, TElement>();
  const scopesOf = (ctx: { loops: TLoopState[]; vars: Record<string, unknown> }): TScope[] =>
    ctx.loops
      .filter((loop) => loopElements.has(loop.varName))
      .map((loop) => ({
        element: loopElements.get(loop.varName) as TElement,
        item: (ctx.vars[loop.varName] ?? {}) as Record<string, unknown>,
        index: Math.max(0, loop.idx),
      }))
      .reverse();
  const report = await createReport({
    template: prepared.docx,
    data: {},
    cmdDelimiter: [OPEN, CLOSE],
    literalXmlDelimiter: LITERAL_XML,
    processLineBreaks: true,
    failFast: true,
    runJs: ({ sandbox, ctx }) => {
      // Our commands' expressions: 'for name', 'img name:size', 'txt name' (commandOf).
      const [kind = '', name = ''] = String(sandbox.__code__ ?? '').split(' ');
      const scopes = scopesOf(
        ctx as unknown as { loops: TLoopState[]; vars: Record<string, unknown> },
      );
      let result: unknown;
      if (kind === 'for') {
        const found = findElement(name, scopes, input);
        if (found?.element.elementType === 'subform') loopElements.set(name, found.element);
        result = found?.element.elementType === 'subform' ? asItems(found.value) : [];
      } else if (kind === 'img') {
        result = imageOf(name, scopes, input, prepared.page);
      } else {
        result = textOf(name, scopes, input);
      }
      return { modifiedSandbox: sandbox, result };
    },
  });
  return Buffer.from(report);
}

/** The names a template may use for a schema: its tokens, subform children, pictures. */
function knownNames(schema: TSchema): Set<string> {
  const known = new Set<string>();
  const add = (entries: TTokenEntry[]) => {
    for (const entry of entries) {
      known.add(entry.name);
      if (entry.children) add(entry.children);
    }
  };
  add(listTokens(schema, { prefixSubformTokens: true, includeSubformIndex: true }));
  add(listTokens(schema, { includeSubformIndex: true, includeRegistrationTokens: false }));
  const walk = (level: TSchema, prefix: string) => {
    for (const element of level) {
      known.add(`${prefix}${element.name}`);
      known.add(element.name);
      if (element.elementType === 'subform') walk(childSchema(element), `${element.name}.`);
    }
  };
  walk(schema, '');
  return known;
}

/** The token's name without loop or picture syntax: 'items' of '-w:tr items', 'foto' of 'foto:half'. */
function baseName(token: TTemplateToken): string {
  if (token.startsWith(`${TR_MARKER} `)) return token.slice(TR_MARKER.length + 1);
  if (token.startsWith('#') || token.startsWith('/')) return token.slice(1);
  return IMAGE_TOKEN.exec(token)?.[1] ?? token;
}

/** Of a template's tokens, those the form does not know (nor a registration token). */
export function unknownTokens(tokens: readonly TTemplateToken[], schema: TSchema): string[] {
  const known = knownNames(schema);
  return tokens.filter((token) => {
    const name = baseName(token);
    return !known.has(name) && !isRegistrationToken(name);
  });
}
