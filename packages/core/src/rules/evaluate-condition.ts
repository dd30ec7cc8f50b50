import { isEmptyValue, toFiniteNumber } from '../formula/values';
import { comparableTexts, looselyEquals, selectedOptions } from './condition-values';
import {
  familyOfOperator,
  isOperator,
  operatorFamily,
  operatorsFor,
  RuleOperatorError,
  type TConditionFieldType,
  type TOperator,
} from './operators';
import type { TRuleCondition } from './rule-schema';

/** The parts of a condition its evaluation reads (the operator may come from unchecked data). */
export type TConditionInput = Pick<TRuleCondition, 'datasourcePropertyName' | 'value'> & {
  operator: TOperator | string;
};

/**
 * Whether `actual` (the current value of the condition's field) satisfies the condition.
 * - empty / !empty: see isEmptyValue ('', whitespace, null, undefined, false, [], {} are empty).
 * - numbers, decimals, calculations, phase: numeric comparison (decimal comma accepted); a side
 *   that is not a number makes = and the orderings false (and ! true).
 * - checkbox_multiple: = when the ticked options are exactly the value's (one value or a list),
 *   contains when all of the value's options are ticked.
 * - text, textarea, email, map, search: str_* compare trimmed, case-insensitive text; for map and
 *   search any selected item may match (see comparableTexts).
 * - other types: = and ! compare numbers numerically, anything else as exact trimmed text.
 * Throws {@link RuleOperatorError} for an operator that is unknown, or known but not among
 * operatorsFor(fieldType). Without a fieldType (the element no longer exists) the operator decides
 * how to compare.
 */
export function evaluateCondition(
  condition: TConditionInput,
  actual: unknown,
  fieldType?: TConditionFieldType,
): boolean {
  const { operator } = condition;
  if (!isOperator(operator)) throw new RuleOperatorError(operator, fieldType);
  if (fieldType !== undefined && !operatorsFor(fieldType).includes(operator)) {
    throw new RuleOperatorError(operator, fieldType);
  }
  if (operator === 'empty') return isEmptyValue(actual);
  if (operator === '!empty') return !isEmptyValue(actual);
  const family = fieldType === undefined ? familyOfOperator(operator) : operatorFamily(fieldType);
  const expected = condition.value;
  if (operator.startsWith('!')) {
    return !compare(positiveOf(operator), family, actual, expected, condition);
  }
  return compare(operator, family, actual, expected, condition);
}

function positiveOf(operator: TOperator): TOperator {
  return operator === '!' ? '=' : (operator.slice(1) as TOperator);
}

function compare(
  operator: TOperator,
  family: ReturnType<typeof operatorFamily>,
  actual: unknown,
  expected: unknown,
  condition: TConditionInput,
): boolean {
  if (operator.startsWith('str_')) return compareText(operator, actual, expected, condition);
  if (family === 'numeric') return compareNumbers(operator, actual, expected);
  if (family === 'multiple') {
    const ticked = new Set(selectedOptions(actual));
    const wanted = new Set(selectedOptions(expected));
    if (operator === 'contains') return wanted.size > 0 && [...wanted].every((v) => ticked.has(v));
    return ticked.size === wanted.size && [...wanted].every((v) => ticked.has(v));
  }
  return looselyEquals(actual, expected);
}

function compareNumbers(operator: TOperator, actual: unknown, expected: unknown): boolean {
  const left = toFiniteNumber(actual);
  const right = toFiniteNumber(expected);
  if (left === undefined || right === undefined) return false;
  if (operator === '>') return left > right;
  if (operator === '>=') return left >= right;
  if (operator === '<') return left < right;
  if (operator === '<=') return left <= right;
  return left === right;
}

function compareText(
  operator: TOperator,
  actual: unknown,
  expected: unknown,
  condition: TConditionInput,
): boolean {
  if (isEmptyValue(actual)) return false;
  const wanted = normalise(expected);
  return comparableTexts(actual, condition.datasourcePropertyName).some((text) => {
    const candidate = normalise(text);
    if (operator === 'str_equals') return candidate === wanted;
    if (operator === 'str_starts_with') return candidate.startsWith(wanted);
    if (operator === 'str_ends_with') return candidate.endsWith(wanted);
    return candidate.includes(wanted);
  });
}

function normalise(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return text.trim().toLowerCase();
}
