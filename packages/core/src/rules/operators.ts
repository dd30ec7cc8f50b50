import type { TElementType } from '../elements';
import { DomainError } from '../errors';

/** Every operator a rule condition can use (document 1 section 5, document 2 section 5). */
export const OPERATORS = [
  '=',
  '!',
  '>',
  '>=',
  '<',
  '<=',
  'empty',
  '!empty',
  'contains',
  '!contains',
  'str_equals',
  'str_starts_with',
  'str_ends_with',
  'str_includes',
] as const;

/** One of {@link OPERATORS}. */
export type TOperator = (typeof OPERATORS)[number];

/** Data name of the workflow phase pseudo field that conditions can test. */
export const PHASE_DATA_NAME = 'registration_phase';

/** What a condition tests: an element type, or 'phase' for {@link PHASE_DATA_NAME}. */
export type TConditionFieldType = TElementType | 'phase';

/** How an operator compares, which follows from the field type. */
export type TOperatorFamily = 'numeric' | 'checkbox' | 'multiple' | 'text' | 'other';

const FAMILY_OPERATORS: Readonly<Record<TOperatorFamily, readonly TOperator[]>> = {
  numeric: ['=', '!', '>', '>=', '<', '<=', 'empty', '!empty'],
  checkbox: ['empty', '!empty'],
  multiple: ['=', '!', 'empty', '!empty', 'contains', '!contains'],
  text: ['str_equals', 'str_starts_with', 'str_ends_with', 'str_includes', 'empty', '!empty'],
  other: ['=', '!', 'empty', '!empty'],
};

const TYPE_FAMILIES: Partial<Record<TConditionFieldType, TOperatorFamily>> = {
  number: 'numeric',
  decimal: 'numeric',
  calculation: 'numeric',
  phase: 'numeric',
  checkbox_single: 'checkbox',
  checkbox_multiple: 'multiple',
  text: 'text',
  textarea: 'text',
  email: 'text',
  map: 'text',
  search: 'text',
};

/** The operator family of a field type; every type the spec does not name is 'other'. */
export function operatorFamily(fieldType: TConditionFieldType): TOperatorFamily {
  return TYPE_FAMILIES[fieldType] ?? 'other';
}

/**
 * The operators a condition on a field of this type may use, in the editor's order:
 * number, decimal, calculation and phase: = ! > >= < <= empty !empty; checkbox_single: empty
 * !empty; checkbox_multiple: = ! empty !empty contains !contains; text, textarea, email, map,
 * search: str_equals str_starts_with str_ends_with str_includes empty !empty (case-insensitive);
 * every other type: = ! empty !empty.
 */
export function operatorsFor(fieldType: TConditionFieldType): readonly TOperator[] {
  return FAMILY_OPERATORS[operatorFamily(fieldType)];
}

/** Whether `value` is one of {@link OPERATORS}. */
export function isOperator(value: unknown): value is TOperator {
  return typeof value === 'string' && (OPERATORS as readonly string[]).includes(value);
}

/** The family an operator implies when the field's type is unknown (its element was removed). */
export function familyOfOperator(operator: TOperator): TOperatorFamily {
  if (operator === '>' || operator === '>=' || operator === '<' || operator === '<=') {
    return 'numeric';
  }
  if (operator === 'contains' || operator === '!contains') return 'multiple';
  if (operator.startsWith('str_')) return 'text';
  return 'other';
}

/**
 * Thrown when a condition's operator is not one of {@link OPERATORS} ('unknown') or does not apply
 * to the field's type ('notAllowed'): the spec requires an unknown operator to raise an error
 * rather than silently evaluate to false. Code UNPROCESSABLE, so the server answers 422.
 */
export class RuleOperatorError extends DomainError {
  readonly operator: string;
  readonly fieldType: TConditionFieldType | undefined;
  readonly reason: 'unknown' | 'notAllowed';

  constructor(operator: unknown, fieldType?: TConditionFieldType) {
    const known = isOperator(operator);
    super('UNPROCESSABLE', {
      messageKey: known ? 'rules.operatorNotAllowed' : 'rules.unknownOperator',
      params: { operator: String(operator) },
    });
    this.name = 'RuleOperatorError';
    this.operator = String(operator);
    this.fieldType = fieldType;
    this.reason = known ? 'notAllowed' : 'unknown';
  }
}
