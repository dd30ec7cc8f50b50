import { ELEMENT_CATALOGUE, type TElement, type TSchema } from '../elements';
import { featureText, formatTokenValue } from './format-token-value';
import { SUBFORM_INDEX_TOKEN, TABLE_ROW_MARKER } from './list-tokens';
import {
  isRegistrationToken,
  registrationTokenValue,
  type TTokenRegistration,
} from './registration-tokens';

/** What `$name$` tokens are replaced with. */
export interface TReplaceTokensContext {
  /** The schema whose element names are the tokens. */
  schema: TSchema;
  /** Values keyed by data name. */
  values: Readonly<Record<string, unknown>>;
  /** Registration facts for the registration tokens; without it they stay as they are. */
  registration?: TTokenRegistration;
}

/** A token name: anything but blanks and dollar signs (data names, dotted children). */
const TOKEN_NAME = /^[^\s$]+$/;

const asItems = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];

/** `subform.child`: the child's values over all items; `search.field`: the features' field. */
function resolveDotted(element: TElement, rest: string, value: unknown): string | undefined {
  if (element.elementType === 'search' || element.elementType === 'map') {
    return featureText(value, rest);
  }
  if (element.elementType !== 'subform') return undefined;
  const items = asItems(value);
  if (rest === SUBFORM_INDEX_TOKEN) return items.map((_, i) => String(i + 1)).join(', ');
  const child = element.subform?.schema.find((c) => c.name === rest);
  if (!child) return undefined;
  return items
    .map((item) => formatTokenValue(child, item[child.name]))
    .filter((text) => text !== '')
    .join(', ');
}

function resolve(name: string, ctx: TReplaceTokensContext): string | undefined {
  if (isRegistrationToken(name)) {
    return ctx.registration ? registrationTokenValue(name, ctx.registration) : undefined;
  }
  // Inside one subform item (a Word loop, an item label) the item carries its 1-based index.
  if (name === SUBFORM_INDEX_TOKEN && ctx.values[name] !== undefined) {
    return String(ctx.values[name]);
  }
  const plain = name.startsWith(TABLE_ROW_MARKER.trim()) ? undefined : name;
  if (plain === undefined) return undefined;
  // Layout elements have no token (listTokens leaves them out), so their names stay as typed.
  const direct = ctx.schema.find(
    (element) => element.name === plain && ELEMENT_CATALOGUE[element.elementType].isInput,
  );
  if (direct) return formatTokenValue(direct, ctx.values[plain]);
  const dot = plain.indexOf('.');
  if (dot <= 0) return undefined;
  const parent = ctx.schema.find((element) => element.name === plain.slice(0, dot));
  return parent ? resolveDotted(parent, plain.slice(dot + 1), ctx.values[parent.name]) : undefined;
}

/**
 * Replaces every `$name$` in `text` by the value people should read ({@link formatTokenValue}):
 * element tokens, `subform.child` and `search.field` children, and the registration tokens.
 * Unknown tokens and lone dollar signs are left exactly as they are.
 * @example replaceTokens('Melding $naam$', { schema, values: { naam: 'Jan' } }) // 'Melding Jan'
 */
export function replaceTokens(text: string, ctx: TReplaceTokensContext): string {
  let out = '';
  let from = 0;
  for (;;) {
    const start = text.indexOf('$', from);
    const end = start < 0 ? -1 : text.indexOf('$', start + 1);
    if (end < 0) return out + text.slice(from);
    const name = text.slice(start + 1, end);
    const value = TOKEN_NAME.test(name) ? resolve(name, ctx) : undefined;
    if (value === undefined) {
      // The closing '$' may open the next token ('$prijs $naam$'), so scan on from there.
      out += text.slice(from, end);
      from = end;
    } else {
      out += text.slice(from, start) + value;
      from = end + 1;
    }
  }
}
