import type { TElement, TSchema } from '../elements';
import { t } from '../messages';
import { type TValueContext, validateValue } from './validate-value';
import { valueLimitMessages } from './value-limits';
import { hasValueShape } from './value-shapes';

/** Options of {@link validateValues}. */
export interface TValuesContext extends TValueContext {
  /**
   * Paths of elements the rules hide; they are not checked. Main-form elements by data name,
   * subform elements as `subform.index.name` (index 0-based), e.g. 'bomen.0.soort'.
   */
  hidden?: Iterable<string>;
}

/** Messages per path; only paths with at least one message appear. */
export type TValueErrors = Record<string, string[]>;

/** What a hidden element holds: its shape and size, and those of its items' values. */
function checkStored(element: TElement, value: unknown, path: string, out: TValueErrors): void {
  if (!hasValueShape(element, value)) {
    out[path] = [t('validation.valueShape')];
    return;
  }
  const tooLarge = valueLimitMessages(element, value);
  if (tooLarge.length > 0) out[path] = tooLarge;
  if (element.elementType !== 'subform' || !Array.isArray(value)) return;
  const schema = element.subform?.schema ?? [];
  value.forEach((item, index) => {
    if (typeof item !== 'object' || item === null) return;
    for (const child of schema) {
      const values = item as Record<string, unknown>;
      checkStored(child, values[child.name], `${path}.${index}.${child.name}`, out);
    }
  });
}

function validateLevel(
  schema: TSchema,
  values: Readonly<Record<string, unknown>>,
  prefix: string,
  hidden: ReadonlySet<string>,
  ctx: TValueContext,
  out: TValueErrors,
): void {
  for (const element of schema) {
    const path = prefix + element.name;
    const value = values[element.name];
    // A hidden element is not checked, but what it holds is stored: it must still be a value
    // of its kind and within its type's limits, down to its subform items' values.
    if (hidden.has(path)) {
      checkStored(element, value, path, out);
      continue;
    }
    const nested = element.elementType === 'subform' ? (element.subform?.schema ?? []) : [];
    const itemIsValid = (item: Record<string, unknown>, index: number): boolean => {
      const before = Object.keys(out).length;
      validateLevel(nested, item, `${path}.${index}.`, hidden, ctx, out);
      return Object.keys(out).length === before;
    };
    const messages = validateValue(element, value, ctx, itemIsValid);
    if (messages.length > 0) out[path] = messages;
  }
}

/**
 * The Dutch messages of a whole (sub)form's values when filling in, keyed by data name; subform
 * items as `subform.index.name` with a summary message on the subform itself. Hidden elements are
 * skipped. An empty object means the values may be sent.
 * @example validateValues(schema, { leeftijd: 'tien' }) // { leeftijd: ['Vul een geldig getal in, ...'] }
 */
export function validateValues(
  schema: TSchema,
  values: Readonly<Record<string, unknown>>,
  ctx: TValuesContext = {},
): TValueErrors {
  const out: TValueErrors = {};
  validateLevel(schema, values, '', new Set(ctx.hidden ?? []), ctx, out);
  return out;
}

/**
 * Only the checks every stored value must pass, shown or hidden (issue 29): its shape and its
 * type's size limit, at any depth, keyed like {@link validateValues}. Cheap and first: the server
 * refuses an oversized value with these before it runs the rules or anything else.
 * @example storedValueErrors(schema, { opmerking: 'x'.repeat(200_000) }) // { opmerking: ['Vul maximaal 100.000 tekens in.'] }
 */
export function storedValueErrors(
  schema: TSchema,
  values: Readonly<Record<string, unknown>>,
): TValueErrors {
  const out: TValueErrors = {};
  for (const element of schema) checkStored(element, values[element.name], element.name, out);
  return out;
}
