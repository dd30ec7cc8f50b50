import type { TElement, TSchema } from '../elements';
import { prepareCondition, type TConditionTest } from './evaluate-condition';
import { PHASE_DATA_NAME } from './operators';
import type { TRule } from './rule-schema';
import type { ValueView } from './value-view';

/** Where a condition reads its value: the own (sub)form, the enclosing main form, the phase. */
type TSource = 'own' | 'outer' | 'phase';

type TCompiledCondition = { dataName: string; source: TSource; test: TConditionTest };

/** A rule with each condition's field resolved and operator checked once. */
export type TCompiledRule = { rule: TRule; any: boolean; conditions: TCompiledCondition[] };

/** The rules of one (sub)form, ready to evaluate many times. */
export type TCompiledLevel = {
  rules: TCompiledRule[];
  setCount: number;
  /** Targets of show actions: hidden unless one of their show rules matches. */
  showTargets: string[];
  /** Elements whose schema marks them visuallyHidden. */
  staticVisuallyHidden: string[];
};

/** Elements of a schema by data name (the first wins if a name repeats). */
export function elementsByName(schema: TSchema): Map<string, TElement> {
  const byName = new Map<string, TElement>();
  for (const element of schema) if (!byName.has(element.name)) byName.set(element.name, element);
  return byName;
}

/**
 * Prepares the rules of one (sub)form. A condition's field is looked up in the own (sub)form
 * first, then in the enclosing main form, then as the phase pseudo field; a name found nowhere
 * reads the own value with no type. Throws RuleOperatorError for an operator that is unknown or
 * does not apply to its field's type, whether or not the rule would be reached.
 */
export function compileLevel(
  rules: readonly TRule[],
  own: ReadonlyMap<string, TElement>,
  outer: ReadonlyMap<string, TElement> | undefined,
): TCompiledLevel {
  let setCount = 0;
  const showTargets = new Set<string>();
  const compiled = rules.map((rule): TCompiledRule => {
    for (const action of rule.actions) {
      if (action.method === 'set') setCount += 1;
      if (action.method === 'show') showTargets.add(action.dataName);
    }
    const conditions = rule.condition_group.conditions.map((condition): TCompiledCondition => {
      const { dataName } = condition;
      const element = own.get(dataName) ?? outer?.get(dataName);
      const source: TSource = own.has(dataName)
        ? 'own'
        : element
          ? 'outer'
          : dataName === PHASE_DATA_NAME
            ? 'phase'
            : 'own';
      const fieldType = source === 'phase' ? 'phase' : element?.elementType;
      return { dataName, source, test: prepareCondition(condition, fieldType) };
    });
    return { rule, any: rule.condition_group.method === 'OR', conditions };
  });
  const staticVisuallyHidden: string[] = [];
  for (const element of own.values()) {
    if (element.visuallyHidden) staticVisuallyHidden.push(element.name);
  }
  return { rules: compiled, setCount, showTargets: [...showTargets], staticVisuallyHidden };
}

/**
 * Whether a compiled rule's condition group holds: AND needs every condition, OR one. A rule
 * without conditions never matches, so an unfinished rule in the editor does nothing.
 */
export function ruleMatches(
  { any, conditions }: TCompiledRule,
  own: ValueView,
  outer: ValueView | undefined,
  phase: unknown,
): boolean {
  if (conditions.length === 0) return false;
  // A plain loop: this runs for every rule on every keystroke, so no closure per call.
  for (const { dataName, source, test } of conditions) {
    const value =
      source === 'outer'
        ? outer?.get(dataName)
        : source === 'phase'
          ? (phase ?? own.get(PHASE_DATA_NAME))
          : own.get(dataName);
    if (test(value) === any) return any;
  }
  return !any;
}
