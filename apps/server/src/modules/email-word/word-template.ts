import { ELEMENT_CATALOGUE, type TElement, type TSchema } from '@eform/core/elements';
import {
  formatTokenValue,
  isRegistrationToken,
  listTokens,
  replaceTokens,
  SUBFORM_INDEX_TOKEN,
  type TReplaceTokensContext,
  type TTokenEntry,
} from '@eform/core/tokens';
import { createReport } from 'docx-templates';
import { readImageBytes } from '../documents';
import {
  CLOSE,
  IMAGE_TOKEN,
  LITERAL_XML,
  OPEN,
  OUR_MARKS,
  SIZE_FRACTION,
  type TPreparedTemplate,
  TR_MARKER,
  type TTemplateToken,
} from './template-prepare';

export { prepareTemplate, type TPreparedTemplate, WordTemplateError } from './template-prepare';

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
