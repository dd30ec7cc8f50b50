import type { TSchema, TSubformElement } from '../elements';
import { MAIN_RULE_FORM, type TRule, ZRule } from './rule-schema';

/**
 * Rules grouped by the form they apply to: `main` for ruleForm '_none', `subforms[name]` for the
 * rules of subform element `name`, each in their original order. The form PATCH stores subform
 * rules inside their subform element this way.
 */
export function splitRulesByForm(rules: readonly TRule[]): {
  main: TRule[];
  subforms: Record<string, TRule[]>;
} {
  const main: TRule[] = [];
  const subforms = new Map<string, TRule[]>();
  for (const rule of rules) {
    if (rule.ruleForm === MAIN_RULE_FORM) {
      main.push(rule);
      continue;
    }
    const list = subforms.get(rule.ruleForm) ?? [];
    list.push(rule);
    subforms.set(rule.ruleForm, list);
  }
  // fromEntries defines own fields, so a data name like '__proto__' stays an ordinary key.
  return { main, subforms: Object.fromEntries(subforms) };
}

/**
 * The rules stored inside a subform element (`subform.rules`), those that parse as a rule; a
 * stored rule that does not parse is skipped rather than breaking the whole form.
 */
export function storedSubformRules(element: TSubformElement): TRule[] {
  const stored = element.subform?.rules ?? [];
  const rules: TRule[] = [];
  for (const candidate of stored) {
    const parsed = ZRule.safeParse(candidate);
    if (parsed.success) rules.push(parsed.data);
  }
  return rules;
}

/**
 * Every rule of a stored form as PATCH takes them back: the main rules (ruleForm '_none'), then
 * the rules each subform element stores, in schema order.
 */
export function allRulesOf(schema: TSchema, mainRules: readonly TRule[]): TRule[] {
  const subformRules = schema
    .filter((element): element is TSubformElement => element.elementType === 'subform')
    .flatMap((element) => storedSubformRules(element));
  return [...mainRules.filter((rule) => rule.ruleForm === MAIN_RULE_FORM), ...subformRules];
}
