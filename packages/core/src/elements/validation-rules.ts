import type { TElement, TValidationRule } from './element-schema';

/** The rule that marks an element as required. */
export const REQUIRED_RULE = 'required';
/** The rule that marks an element as optional (the editor stores one or the other). */
export const OPTIONAL_RULE = 'optional';

/**
 * Whether the element must be filled in: it carries a `required` rule whose value is not
 * `false` (older forms stored `['required', false]` for optional fields).
 */
export function isRequired(element: Pick<TElement, 'validation'>): boolean {
  return (element.validation ?? []).some(
    ([rule, value]) => rule === REQUIRED_RULE && value !== false,
  );
}

/**
 * A copy of the element with its required flag set: the required/optional rule is replaced by
 * `['required', true]` or `['optional', true]`; other rules stay in place and in order.
 */
export function setRequired<T extends Pick<TElement, 'validation'>>(
  element: T,
  required: boolean,
): T & { validation: TValidationRule[] } {
  const others = (element.validation ?? []).filter(
    ([rule]) => rule !== REQUIRED_RULE && rule !== OPTIONAL_RULE,
  );
  const flag: TValidationRule = [required ? REQUIRED_RULE : OPTIONAL_RULE, true];
  return { ...element, validation: [flag, ...others] };
}

/**
 * The numeric value of a validation rule such as `minLength`, `maxLength`, `min` or `max`, or
 * `undefined` when the element has no such rule or its value is empty or not a number.
 */
export function numericRule(
  element: Pick<TElement, 'validation'>,
  rule: string,
): number | undefined {
  const entry = (element.validation ?? []).find(([name]) => name === rule);
  const raw = entry?.[1];
  if (raw === undefined || raw === null || raw === '' || typeof raw === 'boolean') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}
