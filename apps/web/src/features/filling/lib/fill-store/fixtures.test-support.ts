import type { TElement, TSchema } from '@eform/core/elements';
import type { TRule, TRuleAction, TRuleCondition } from '@eform/core/rules';

/** An element of `elementType` named `name` (uuid `u-name`, label = name). */
export const el = (
  name: string,
  elementType: TElement['elementType'],
  extra: Record<string, unknown> = {},
) => ({ uuid: `u-${name}`, name, elementType, label: name, ...extra }) as TElement;

/** The required rule. */
export const required = { validation: [['required', true]] };

/** A rule on the main form (or on subform `ruleForm`). */
export const rule = (
  conditions: Array<[string, string, unknown?]>,
  actions: Array<[TRuleAction['method'], string, unknown?]>,
  ruleForm = '_none',
): TRule => ({
  ruleName: 'regel',
  ruleForm,
  condition_group: {
    method: 'AND',
    conditions: conditions.map(
      ([dataName, operator, value]) =>
        ({ conditionType: 'dataValue', dataName, operator, value }) as TRuleCondition,
    ),
  },
  actions: actions.map(([method, dataName, value]) => ({ method, dataName, value })),
});

/** A subform element with the given item schema. */
export const subform = (name: string, schema: TSchema, extra: Record<string, unknown> = {}) =>
  el(name, 'subform', { subform: { schema }, registrationLabel: 'Boom', ...extra });
