import type { TBoundRuleName, TValidationRule } from '@eform/core/elements';

type TWithRules = { readonly validation?: readonly TValidationRule[] };

/** Where the bound rule sits in the element's validation list (-1 when it has none). */
export function boundIndex(element: TWithRules, rule: TBoundRuleName): number {
  return (element.validation ?? []).findIndex(([name]) => name === rule);
}

/**
 * The validation list with the bound rule set to `value` (in its place, or added at the end), or
 * without it when `value` is undefined; the required flag and other rules stay as they are.
 */
export function withBound(
  element: TWithRules,
  rule: TBoundRuleName,
  value: number | undefined,
): TValidationRule[] {
  const rules = [...(element.validation ?? [])];
  const index = boundIndex(element, rule);
  if (value === undefined) return rules.filter((_, i) => i !== index);
  const entry = [rule, value] as TValidationRule;
  if (index === -1) return [...rules, entry];
  rules[index] = entry;
  return rules;
}
