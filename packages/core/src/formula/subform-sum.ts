import { CALCULATION_DECIMALS } from '../constants';
import { roundHalfAwayFromZero } from './round';
import { ownValue, toFiniteNumber } from './values';

/** Sum of one column of a subform and how many of its values took part. */
export type TSubformSum = { sum: number; count: number };

/**
 * Sums the `dataName` column of subform items (document 1 section 5): only finite values take part
 * (numbers and numeric strings, decimal comma accepted); '', 'Fout', NaN, Infinity and anything
 * non-numeric are skipped and not counted. The sum is rounded to {@link CALCULATION_DECIMALS}.
 * @example sumSubform([{ price: '1,5' }, { price: 2 }, { price: 'Fout' }], 'price') // { sum: 3.5, count: 2 }
 */
export function sumSubform(items: unknown, dataName: string): TSubformSum {
  const numbers = columnNumbers(items, dataName);
  const total = numbers.reduce((sum, value) => sum + value, 0);
  return { sum: roundHalfAwayFromZero(total, CALCULATION_DECIMALS), count: numbers.length };
}

/** The finite numbers in column `dataName` of a list of items; a non-list has none. */
export function columnNumbers(items: unknown, dataName: string): number[] {
  if (!Array.isArray(items)) return [];
  const numbers: number[] = [];
  for (const item of items) {
    if (item === null || typeof item !== 'object') continue;
    const value = toFiniteNumber(ownValue(item as Record<string, unknown>, dataName));
    if (value !== undefined) numbers.push(value);
  }
  return numbers;
}
