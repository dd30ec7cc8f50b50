import type { TSchema } from '../elements';
import { setOwnValue } from '../formula/values';
import { compileLevel, elementsByName, ruleMatches, type TCompiledLevel } from './compile-rules';
import { deepEqual } from './deep-equal';
import type { TRule } from './rule-schema';
import { splitRulesByForm, storedSubformRules } from './split-rules';
import { ValueView } from './value-view';

/** Which elements (by data name) rules hide, visually hide and explicitly show. */
export type TVisibility = {
  hidden: Set<string>;
  visuallyHidden: Set<string>;
  shown: Set<string>;
};

/** Result of {@link evaluateRules}. */
export type TRulesResult = TVisibility & {
  /**
   * The values after 'set' actions (subform items included). The input is never changed: when no
   * set action changed anything this is the input object itself (so a caller can compare by
   * reference), otherwise a copy.
   */
  values: Readonly<Record<string, unknown>>;
  /** Visibility per item of each subform that has rules, in item order. */
  subforms: Record<string, TVisibility[]>;
  /** False when some 'set' actions kept changing each other and were ignored (see below). */
  converged: boolean;
};

/** Options of {@link evaluateRules}. */
export type TEvaluateRulesOptions = {
  /** The registration's workflow phase, read by conditions on 'registration_phase'. */
  phase?: string | number;
  /** Rounds of 'set' actions before giving up on a fixpoint; default 2 × set actions + 2. */
  maxIterations?: number;
};

type TLevel = { view: ValueView; visibility: TVisibility; converged: boolean };

type TValues = Readonly<Record<string, unknown>>;

/** Evaluates one form's rules on values; see {@link evaluateRules} for the semantics. */
export type TRulesEvaluator = (values: TValues, options?: TEvaluateRulesOptions) => TRulesResult;

/**
 * Evaluates a form's conditional rules against its values.
 * - A rule matches when its condition group holds (AND: all, OR: one; no conditions: never).
 * - hide: a matched rule hides its element. show: an element that is the target of any show
 *   action is hidden unless a show rule for it matches (then it is in `shown`); hide wins over
 *   show. visually_hidden: a matched rule hides the element from view but keeps its value; elements
 *   whose schema says visuallyHidden are included too. Hidden elements keep their values: dropping
 *   them is the caller's choice.
 * - set: a matched rule sets its element's value (a later rule wins over an earlier one). Since
 *   values feed conditions, all rules are re-evaluated on the new values until nothing changes.
 *   If no fixpoint is reached within maxIterations (rules that flip each other), the set actions
 *   on the elements still changing are ignored, evaluation restarts from the input values and
 *   `converged` is false. So the result is deterministic, and whenever `converged` is true,
 *   evaluating again on `result.values` gives the same result (idempotent).
 * - Rules whose ruleForm is a subform's data name run per item of that subform's value (a list of
 *   items) on the item's values; a condition naming an element that is not in the subform reads the
 *   main form's values (after main 'set' actions). Their actions apply to the item. Without such
 *   rules in `rules`, the rules stored in the subform element (`subform.rules`) are used.
 * - Main rules run first, then subform items. Throws RuleOperatorError on an unknown operator or
 *   one that does not apply to its element's type.
 */
export function evaluateRules(
  schema: TSchema,
  rules: readonly TRule[],
  values: TValues,
  options: TEvaluateRulesOptions = {},
): TRulesResult {
  return createRulesEvaluator(schema, rules)(values, options);
}

/**
 * Prepares a form's rules once (fields resolved, operators checked: throws RuleOperatorError here)
 * and returns a function that evaluates them on values exactly as {@link evaluateRules} does, for
 * callers that evaluate on every change. Schema and rules must not be changed afterwards.
 */
export function createRulesEvaluator(schema: TSchema, rules: readonly TRule[]): TRulesEvaluator {
  const mainElements = elementsByName(schema);
  const { main, subforms: subformRules } = splitRulesByForm(rules);
  const mainLevel = compileLevel(main, mainElements, undefined);
  const subformLevels: Array<{ name: string; level: TCompiledLevel }> = [];
  for (const element of schema) {
    if (element.elementType !== 'subform') continue;
    const itemRules = Object.hasOwn(subformRules, element.name)
      ? (subformRules[element.name] as TRule[])
      : storedSubformRules(element);
    if (itemRules.length === 0) continue;
    const itemElements = elementsByName(element.subform?.schema ?? []);
    subformLevels.push({
      name: element.name,
      level: compileLevel(itemRules, itemElements, mainElements),
    });
  }
  return (values, options = {}) => {
    const main = settleLevel(mainLevel, values, undefined, options);
    let resultValues = main.view.toRecord();
    const subforms: Record<string, TVisibility[]> = {};
    let converged = main.converged;
    for (const { name, level } of subformLevels) {
      const items = main.view.get(name);
      if (!Array.isArray(items)) continue;
      const visibilities: TVisibility[] = [];
      let itemsChanged = false;
      const nextItems = items.map((item: unknown) => {
        const isItem = item !== null && typeof item === 'object' && !Array.isArray(item);
        const own = isItem ? (item as TValues) : {};
        const itemResult = settleLevel(level, own, main.view, options);
        visibilities.push(itemResult.visibility);
        converged &&= itemResult.converged;
        const itemValues = itemResult.view.toRecord();
        if (!isItem || itemValues === item) return item;
        itemsChanged = true;
        return itemValues;
      });
      setOwnValue(subforms, name, visibilities);
      if (!itemsChanged) continue;
      if (resultValues === values) resultValues = main.view.copy();
      setOwnValue(resultValues as Record<string, unknown>, name, nextItems);
    }
    return { ...main.visibility, values: resultValues, subforms, converged };
  };
}

function settleLevel(
  level: TCompiledLevel,
  input: TValues,
  outer: ValueView | undefined,
  options: TEvaluateRulesOptions,
): TLevel {
  const bound = Math.max(1, options.maxIterations ?? 2 * level.setCount + 2);
  const ignored = new Set<string>();
  // Each restart ignores at least one more target, so this ends after at most one restart per target.
  for (;;) {
    const view = new ValueView(input);
    let lastChanged: string[] = [];
    for (let round = 0; round < bound; round += 1) {
      const matched: boolean[] = [];
      for (const rule of level.rules) matched.push(ruleMatches(rule, view, outer, options.phase));
      const changes = pendingSets(level, matched, view, ignored);
      if (changes.size === 0) {
        return { view, visibility: visibilityOf(level, matched), converged: ignored.size === 0 };
      }
      for (const [target, value] of changes) view.set(target, value);
      lastChanged = [...changes.keys()];
    }
    for (const target of lastChanged) ignored.add(target);
  }
}

/** The values matched set actions would change (a later rule wins over an earlier one). */
function pendingSets(
  level: TCompiledLevel,
  matched: readonly boolean[],
  current: ValueView,
  ignored: ReadonlySet<string>,
): Map<string, unknown> {
  const assigned = new Map<string, unknown>();
  if (level.setCount === 0) return assigned;
  level.rules.forEach(({ rule }, index) => {
    if (!matched[index]) return;
    for (const action of rule.actions) {
      if (action.method === 'set' && !ignored.has(action.dataName)) {
        assigned.set(action.dataName, action.value);
      }
    }
  });
  for (const [target, value] of assigned) {
    if (deepEqual(value, current.get(target))) assigned.delete(target);
  }
  return assigned;
}

function visibilityOf(level: TCompiledLevel, matched: readonly boolean[]): TVisibility {
  const shownByRule = new Set<string>();
  const hiddenByRule = new Set<string>();
  const visuallyHidden = new Set(level.staticVisuallyHidden);
  level.rules.forEach(({ rule }, index) => {
    if (!matched[index]) return;
    for (const { method, dataName } of rule.actions) {
      if (method === 'show') shownByRule.add(dataName);
      if (method === 'hide') hiddenByRule.add(dataName);
      if (method === 'visually_hidden') visuallyHidden.add(dataName);
    }
  });
  const hidden = new Set(level.showTargets.filter((name) => !shownByRule.has(name)));
  for (const name of hiddenByRule) hidden.add(name);
  const shown = new Set([...shownByRule].filter((name) => !hiddenByRule.has(name)));
  return { hidden, visuallyHidden, shown };
}
