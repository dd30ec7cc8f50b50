import { ELEMENT_CATALOGUE, type TElement, type TSchema } from '../elements';
import { operatorFamily, type TConditionFieldType, type TOperator } from './operators';
import { MAIN_RULE_FORM, type TRule, type TRuleAction, type TRuleCondition } from './rule-schema';

/** A condition as the editor adds it: no element chosen yet (the operator follows the element). */
export function newRuleCondition(): TRuleCondition {
  return { conditionType: 'dataValue', dataName: '', operator: '=', value: '' };
}

/** An action as the editor adds it: 'show', no element chosen yet. */
export function newRuleAction(): TRuleAction {
  return { method: 'show', dataName: '' };
}

/** A rule as the editor adds it: unnamed, on `ruleForm`, with one empty condition and action. */
export function newRule(ruleForm: string = MAIN_RULE_FORM): TRule {
  return {
    ruleName: '',
    ruleForm,
    condition_group: { method: 'AND', conditions: [newRuleCondition()] },
    actions: [newRuleAction()],
  };
}

/**
 * The elements a rule of `ruleForm` works with, as validateRules resolves them: `own` are the
 * elements of its (sub)form (conditions and actions); `outer`, for a subform rule, the main form's
 * elements its conditions may also read, without those an own element of the same name hides.
 * Undefined when `ruleForm` is neither '_none' nor a subform element of the main form.
 */
export function ruleScope(
  schema: TSchema,
  ruleForm: string,
): { own: readonly TElement[]; outer: readonly TElement[] } | undefined {
  if (ruleForm === MAIN_RULE_FORM) return { own: schema, outer: [] };
  const subform = schema.find((element) => element.name === ruleForm);
  if (subform?.elementType !== 'subform') return undefined;
  const own = subform.subform?.schema ?? [];
  const ownNames = new Set(own.map((element) => element.name));
  return { own, outer: schema.filter((element) => !ownNames.has(element.name)) };
}

/** What a condition's value input is: none, a number, one of the element's options, or text. */
export type TConditionValueKind = 'none' | 'number' | 'options' | 'text';

/**
 * The value input a condition needs: none for empty and !empty and for checkbox_single; a number
 * for numeric fields (number, decimal, calculation, phase); an option for radio, select and
 * checkbox_multiple; text otherwise (also when the field is unknown).
 */
export function conditionValueKind(
  fieldType: TConditionFieldType | undefined,
  operator: TOperator,
): TConditionValueKind {
  if (operator === 'empty' || operator === '!empty') return 'none';
  if (!fieldType) return 'text';
  const family = operatorFamily(fieldType);
  if (family === 'numeric') return 'number';
  if (family === 'checkbox') return 'none';
  if (fieldType !== 'phase' && ELEMENT_CATALOGUE[fieldType].hasOptions) return 'options';
  return 'text';
}

/**
 * The rules in the order the form stores them (document 2 section 3): the main form's first, then
 * each subform's in schema order, each group in its own order; rules on an unknown form last. The
 * form answers its rules in this order, so the editor sends them so too.
 */
export function orderRulesByForm<T extends Pick<TRule, 'ruleForm'>>(
  schema: TSchema,
  rules: readonly T[],
): T[] {
  const rank = new Map<string, number>([[MAIN_RULE_FORM, 0]]);
  schema.forEach((element, index) => {
    if (element.elementType === 'subform' && !rank.has(element.name))
      rank.set(element.name, index + 1);
  });
  const rankOf = (rule: T) => rank.get(rule.ruleForm) ?? Number.MAX_SAFE_INTEGER;
  // Array.prototype.sort is stable, so each group keeps its order.
  return [...rules].sort((a, b) => rankOf(a) - rankOf(b));
}
