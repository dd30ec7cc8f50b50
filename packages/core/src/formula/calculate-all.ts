import type { TSchema } from '../elements';
import { evaluateComputed, watchedDataName } from './computed';
import { evaluateFormula, FORMULA_ERROR, formulaTokens } from './evaluate-formula';
import { isComputing, type TComputing } from './needs-formulas';
import { ownValue, setOwnValue } from './values';

type TValuesIn = Readonly<Record<string, unknown>>;

/**
 * Computes every calculation and computed element of a schema and returns the values with their
 * results filled in (the input is not changed).
 * - Subform items first: each item's calculation/computed elements are computed from the item's
 *   values, falling back to the main form's input values for tokens the item does not have.
 * - Then the main form, in dependency order: a calculation may use another calculation or computed
 *   element as a token, a computed element may watch one; each is computed after what it uses.
 * - Elements on a dependency cycle (including a formula using its own token), and those depending
 *   on one, get 'Fout'.
 */
export function calculateAll(schema: TSchema, values: TValuesIn): Record<string, unknown> {
  const withItems: Record<string, unknown> = { ...values };
  for (const element of schema) {
    const items = ownValue(values, element.name);
    if (element.elementType !== 'subform' || !element.subform || !Array.isArray(items)) continue;
    const itemSchema = element.subform.schema;
    setOwnValue(
      withItems,
      element.name,
      items.map((item: unknown) =>
        item !== null && typeof item === 'object' && !Array.isArray(item)
          ? calculateLevel(itemSchema, item as TValuesIn, values)
          : item,
      ),
    );
  }
  return calculateLevel(schema, withItems, {});
}

function calculateLevel(
  schema: TSchema,
  own: TValuesIn,
  outer: TValuesIn,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...own };
  const pending = schema.filter(isComputing);
  const names = new Set(pending.map((element) => element.name));
  const done = new Set<string>();
  let progressed = true;
  while (progressed && pending.length > 0) {
    progressed = false;
    for (let i = 0; i < pending.length; ) {
      const element = pending[i] as TComputing;
      const ready = dependencies(element).every((name) => !names.has(name) || done.has(name));
      if (!ready) {
        i += 1;
        continue;
      }
      setOwnValue(result, element.name, compute(element, { ...outer, ...result }));
      done.add(element.name);
      pending.splice(i, 1);
      progressed = true;
    }
  }
  for (const element of pending) setOwnValue(result, element.name, FORMULA_ERROR);
  return result;
}

function dependencies(element: TComputing): string[] {
  if (element.elementType === 'calculation') return formulaTokens(element.formula ?? '');
  return element.elementToWatch ? [watchedDataName(element.elementToWatch)] : [];
}

function compute(element: TComputing, values: TValuesIn): unknown {
  if (element.elementType === 'calculation') return evaluateFormula(element.formula ?? '', values);
  return evaluateComputed(element, values);
}
