import type { TElement, TSchema } from '../elements';
import { ownValue } from '../formula/values';
import { evaluateCondition } from './evaluate-condition';
import { PHASE_DATA_NAME, type TConditionFieldType } from './operators';
import type { TRule, TRuleCondition } from './rule-schema';

/** Where a condition's data name is looked up: one (sub)form's elements and values. */
export type TScope = {
  elements: ReadonlyMap<string, TElement>;
  values: Readonly<Record<string, unknown>>;
};

/** Elements of a schema by data name (the first wins if a name repeats). */
export function elementsByName(schema: TSchema): Map<string, TElement> {
  const byName = new Map<string, TElement>();
  for (const element of schema) if (!byName.has(element.name)) byName.set(element.name, element);
  return byName;
}

/**
 * The value and type of a condition's field: from the own (sub)form first, then the enclosing main
 * form, then the phase pseudo field; a name found nowhere reads the own value with no type.
 */
export function resolveField(
  dataName: string,
  scopes: readonly TScope[],
  phase: unknown,
): { value: unknown; fieldType: TConditionFieldType | undefined } {
  for (const scope of scopes) {
    const element = scope.elements.get(dataName);
    if (element) return { value: ownValue(scope.values, dataName), fieldType: element.elementType };
  }
  if (dataName === PHASE_DATA_NAME) {
    const stored = scopes[0] && ownValue(scopes[0].values, PHASE_DATA_NAME);
    return { value: phase ?? stored, fieldType: 'phase' };
  }
  return { value: scopes[0] && ownValue(scopes[0].values, dataName), fieldType: undefined };
}

/**
 * Whether a rule's condition group holds: AND needs every condition, OR one. A rule without
 * conditions never matches, so an unfinished rule in the editor does nothing.
 */
export function ruleMatches(rule: TRule, scopes: readonly TScope[], phase: unknown): boolean {
  const { method, conditions } = rule.condition_group;
  if (conditions.length === 0) return false;
  const holds = (condition: TRuleCondition) => {
    const { value, fieldType } = resolveField(condition.dataName, scopes, phase);
    return evaluateCondition(condition, value, fieldType);
  };
  return method === 'OR' ? conditions.some(holds) : conditions.every(holds);
}
