import { z } from 'zod';
import { OPERATORS } from './operators';

/** ruleForm of a rule on the main form (any other value names a subform element). */
export const MAIN_RULE_FORM = '_none';

/** The ways a condition group combines its conditions. */
export const RULE_METHODS = ['AND', 'OR'] as const;

/** The actions a rule can take on an element. */
export const RULE_ACTION_METHODS = ['show', 'hide', 'visually_hidden', 'set'] as const;

/**
 * One condition: the value of element `dataName` compared with `value` by `operator`. For map and
 * search elements `datasourcePropertyName` picks the property of the selected items to compare
 * (their name when absent).
 */
export const ZRuleCondition = z.object({
  conditionType: z.literal('dataValue'),
  dataName: z.string().min(1),
  datasourcePropertyName: z.string().nullable().optional(),
  operator: z.enum(OPERATORS),
  value: z.unknown().optional(),
});

/** Conditions combined with AND (all must hold) or OR (one must hold). */
export const ZConditionGroup = z.object({
  method: z.enum(RULE_METHODS),
  conditions: z.array(ZRuleCondition),
});

/** What happens to element `dataName` when the rule's conditions hold; `value` is for 'set'. */
export const ZRuleAction = z.object({
  method: z.enum(RULE_ACTION_METHODS),
  dataName: z.string().min(1),
  value: z.unknown().optional(),
});

/**
 * A conditional rule of a form (document 2 section 3 'Rule'). `ruleForm` is '_none' for the main
 * form or the data name of the subform element whose items the rule applies to.
 */
export const ZRule = z.object({
  ruleName: z.string().min(1),
  ruleForm: z.string().min(1),
  condition_group: ZConditionGroup,
  actions: z.array(ZRuleAction),
});

/** One rule condition. */
export type TRuleCondition = z.infer<typeof ZRuleCondition>;
/** A rule's condition group. */
export type TConditionGroup = z.infer<typeof ZConditionGroup>;
/** One rule action. */
export type TRuleAction = z.infer<typeof ZRuleAction>;
/** A conditional rule. */
export type TRule = z.infer<typeof ZRule>;
