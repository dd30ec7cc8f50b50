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
  type TOperatorFamily,
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
  return prepareCondition(condition, fieldType)(actual);
}

/** A prepared condition: tells whether a field value satisfies it. */
export type TConditionTest = (actual: unknown) => boolean;

/**
 * {@link evaluateCondition} split in two: checks the operator (throwing RuleOperatorError) and
 * prepares the expected value once, returning the test to run on each value. The rule engine
 * prepares every condition once per rule set rather than on every evaluation.
 */
export function prepareCondition(
  condition: TConditionInput,
  fieldType?: TConditionFieldType,
): TConditionTest {
  const family = checkOperator(condition.operator, fieldType);
  const operator = condition.operator as TOperator;
  if (operator === 'empty') return isEmptyValue;
  if (operator === '!empty') return (actual) => !isEmptyValue(actual);
  const negated = operator.startsWith('!');
  const test = preparePositive(negated ? positiveOf(operator) : operator, family, condition);
  return negated ? (actual) => !test(actual) : test;
}

function checkOperator(operator: string, fieldType?: TConditionFieldType): TOperatorFamily {
  if (!isOperator(operator)) throw new RuleOperatorError(operator, fieldType);
  if (fieldType === undefined) return familyOfOperator(operator);
  if (!operatorsFor(fieldType).includes(operator)) throw new RuleOperatorError(operator, fieldType);
  return operatorFamily(fieldType);
}

function positiveOf(operator: TOperator): TOperator {
  return operator === '!' ? '=' : (operator.slice(1) as TOperator);
}

function preparePositive(
  operator: TOperator,
  family: TOperatorFamily,
  condition: TConditionInput,
): TConditionTest {
  const expected = condition.value;
  if (operator.startsWith('str_')) return prepareText(operator, expected, condition);
  if (family === 'numeric') return prepareNumbers(operator, expected);
  if (family === 'multiple') {
    const wanted = [...new Set(selectedOptions(expected))];
    if (operator === 'contains') {
      return (actual) => {
        const ticked = selectedOptions(actual);
        return wanted.length > 0 && wanted.every((option) => ticked.includes(option));
      };
    }
    return (actual) => {
      const ticked = new Set(selectedOptions(actual));
      return ticked.size === wanted.length && wanted.every((option) => ticked.has(option));
    };
  }
  return (actual) => looselyEquals(actual, expected);
}

function prepareNumbers(operator: TOperator, expected: unknown): TConditionTest {
  const right = toFiniteNumber(expected);
  if (right === undefined) return () => false;
  const holds: (left: number) => boolean =
    operator === '>'
      ? (left) => left > right
      : operator === '>='
        ? (left) => left >= right
        : operator === '<'
          ? (left) => left < right
          : operator === '<='
            ? (left) => left <= right
            : (left) => left === right;
  return (actual) => {
    const left = toFiniteNumber(actual);
    return left !== undefined && holds(left);
  };
}

function prepareText(
  operator: TOperator,
  expected: unknown,
  condition: TConditionInput,
): TConditionTest {
  const wanted = normalise(expected);
  const matches: (candidate: string) => boolean =
    operator === 'str_equals'
      ? (candidate) => candidate === wanted
      : operator === 'str_starts_with'
        ? (candidate) => candidate.startsWith(wanted)
        : operator === 'str_ends_with'
          ? (candidate) => candidate.endsWith(wanted)
          : (candidate) => candidate.includes(wanted);
  const property = condition.datasourcePropertyName;
  return (actual) => {
    if (isEmptyValue(actual)) return false;
    for (const text of comparableTexts(actual, property)) if (matches(normalise(text))) return true;
    return false;
  };
}

function normalise(value: unknown): string {
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  return text.trim().toLowerCase();
}
