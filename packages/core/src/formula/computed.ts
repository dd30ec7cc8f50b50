import { CALCULATION_DECIMALS } from '../constants';
import { isParserType, type TElementOf } from '../elements';
import { FORMULA_ERROR } from './evaluate-formula';
import { roundHalfAwayFromZero } from './round';
import { isEmptyValue, ownValue, toFiniteNumber } from './values';

/** Result of a computed element: a number, a copied string, '' (nothing yet) or 'Fout'. */
export type TComputedResult = number | string;

/**
 * Computes a computed element from the values it watches, per `PARSER_TYPES` (numbers rounded
 * half away from zero to {@link CALCULATION_DECIMALS} decimals). A missing elementToWatch or
 * parserType (or, from unparsed input, an unknown one) is a broken element and gives 'Fout'.
 * @example evaluateComputed({ elementToWatch: 'items.price', parserType: 'sum' }, values)
 */
export function evaluateComputed(
  element: Pick<TElementOf<'computed'>, 'elementToWatch' | 'parserType'>,
  values: Readonly<Record<string, unknown>>,
): TComputedResult {
  const { elementToWatch, parserType } = element;
  if (!elementToWatch || !isParserType(parserType)) return FORMULA_ERROR;
  const watched = watchedEntries(elementToWatch, values);
  if (parserType === 'copy') {
    const [only] = watched;
    return watched.length === 1 && (typeof only === 'string' || typeof only === 'number')
      ? only
      : '';
  }
  if (parserType === 'count') return watched.filter((entry) => !isEmptyValue(entry)).length;
  const numbers = watched.map(toFiniteNumber).filter((n): n is number => n !== undefined);
  if (parserType === 'sum') return round(numbers.reduce((sum, n) => sum + n, 0));
  if (numbers.length === 0) return '';
  // reduce, not Math.min(...list): a spread of a very long column can overflow the stack.
  if (parserType === 'min') return round(numbers.reduce((a, b) => Math.min(a, b)));
  if (parserType === 'max') return round(numbers.reduce((a, b) => Math.max(a, b)));
  return round(numbers.reduce((sum, n) => sum + n, 0) / numbers.length);
}

/**
 * The data name a computed element depends on: the part before the first dot of elementToWatch.
 * @example watchedDataName('items.price') // 'items'
 */
export function watchedDataName(elementToWatch: string): string {
  const dot = elementToWatch.indexOf('.');
  return dot === -1 ? elementToWatch : elementToWatch.slice(0, dot);
}

function watchedEntries(elementToWatch: string, values: Readonly<Record<string, unknown>>) {
  const name = watchedDataName(elementToWatch);
  const value = ownValue(values, name);
  if (name === elementToWatch) {
    if (Array.isArray(value)) return value as unknown[];
    return isEmptyValue(value) ? [] : [value];
  }
  const column = elementToWatch.slice(name.length + 1);
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) =>
    item !== null && typeof item === 'object'
      ? ownValue(item as Record<string, unknown>, column)
      : undefined,
  );
}

function round(value: number): number {
  return roundHalfAwayFromZero(value, CALCULATION_DECIMALS);
}
