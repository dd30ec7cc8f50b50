import type { TSchema } from '../elements';
import { t } from '../messages';
import { type TValueContext, validateValue } from './validate-value';
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
    // A hidden element is not checked, but what it holds must still be a value of its kind.
    if (hidden.has(path)) {
      if (!hasValueShape(element, value)) out[path] = [t('validation.valueShape')];
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
  validateLevel(schema, values, '', new Set(ctx.hidden ?? []), { isAdmin: ctx.isAdmin }, out);
  return out;
}
