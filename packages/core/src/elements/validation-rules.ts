import type { TElement } from './element-schema';
import {
  OPTIONAL_RULE,
  REQUIRED_RULE,
  type TBoundRuleName,
  type TFlagRule,
  type TValidationRule,
} from './validation-rule-schema';

/** Something that may carry validation rules: any element (layout ones have none) or a list. */
export type TWithValidation = TElement | { readonly validation?: readonly TValidationRule[] };

function rulesOf(element: TWithValidation): readonly TValidationRule[] {
  return ('validation' in element ? element.validation : undefined) ?? [];
}

/**
 * Whether the element must be filled in: it carries a `required` rule whose value is not
 * `false` (older forms stored `['required', false]` for optional fields).
 */
export function isRequired(element: TWithValidation): boolean {
  return rulesOf(element).some(([rule, value]) => rule === REQUIRED_RULE && value !== false);
}

/**
 * A copy of the element with its required flag set: the required/optional rule is replaced by
 * `['required', true]` or `['optional', true]`; other rules stay in place and in order. Only
 * input elements take it (a layout element has no validation list).
 */
export function setRequired<T extends { readonly validation?: readonly TValidationRule[] }>(
  element: T,
  required: boolean,
): T {
  const others = rulesOf(element).filter(
    ([rule]) => rule !== REQUIRED_RULE && rule !== OPTIONAL_RULE,
  );
  const flag: TFlagRule = [required ? REQUIRED_RULE : OPTIONAL_RULE, true];
  // Every type that has a validation list accepts the flag rules next to its own rules.
  return { ...element, validation: [flag, ...others] } as T;
}

/**
 * The value of a bound rule (`minLength`, `maxLength`, `min`, `max`), or `undefined` when the
 * element has none. Parsing reads numeric strings as numbers and drops blank bounds.
 */
export function numericRule(element: TWithValidation, rule: TBoundRuleName): number | undefined {
  const value = rulesOf(element).find(([name]) => name === rule)?.[1];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
