import type { TElement, TSchema } from '../elements';
import { ownValue, setOwnValue } from '../formula/values';
import { deepEqual } from './deep-equal';
import type { TRule } from './rule-schema';
import { elementsByName, ruleMatches, type TScope } from './rule-scope';
import { splitRulesByForm, storedSubformRules } from './split-rules';

/** Which elements (by data name) rules hide, visually hide and explicitly show. */
export type TVisibility = {
  hidden: Set<string>;
  visuallyHidden: Set<string>;
  shown: Set<string>;
};

/** Result of {@link evaluateRules}. */
export type TRulesResult = TVisibility & {
  /** The values after 'set' actions (subform items included); the input is not changed. */
  values: Record<string, unknown>;
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

type TLevel = { values: Record<string, unknown>; visibility: TVisibility; converged: boolean };

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
  values: Readonly<Record<string, unknown>>,
  options: TEvaluateRulesOptions = {},
): TRulesResult {
  const mainElements = elementsByName(schema);
  const { main, subforms: subformRules } = splitRulesByForm(rules);
  const mainLevel = settleLevel(main, mainElements, values, [], options);
  const mainScope: TScope = { elements: mainElements, values: mainLevel.values };
  const resultValues = { ...mainLevel.values };
  const subforms: Record<string, TVisibility[]> = {};
  let converged = mainLevel.converged;
  for (const element of schema) {
    if (element.elementType !== 'subform') continue;
    const itemRules = Object.hasOwn(subformRules, element.name)
      ? (subformRules[element.name] as TRule[])
      : storedSubformRules(element);
    const items = ownValue(resultValues, element.name);
    if (itemRules.length === 0 || !Array.isArray(items)) continue;
    const itemElements = elementsByName(element.subform?.schema ?? []);
    const visibilities: TVisibility[] = [];
    const nextItems = items.map((item: unknown) => {
      const isItem = item !== null && typeof item === 'object' && !Array.isArray(item);
      const own = isItem ? (item as Record<string, unknown>) : {};
      const level = settleLevel(itemRules, itemElements, own, [mainScope], options);
      visibilities.push(level.visibility);
      converged &&= level.converged;
      return isItem ? level.values : item;
    });
    setOwnValue(resultValues, element.name, nextItems);
    setOwnValue(subforms, element.name, visibilities);
  }
  return { ...mainLevel.visibility, values: resultValues, subforms, converged };
}

function settleLevel(
  rules: readonly TRule[],
  elements: ReadonlyMap<string, TElement>,
  input: Readonly<Record<string, unknown>>,
  outer: readonly TScope[],
  options: TEvaluateRulesOptions,
): TLevel {
  const setCount = rules.reduce(
    (count, rule) => count + rule.actions.filter((a) => a.method === 'set').length,
    0,
  );
  const bound = Math.max(1, options.maxIterations ?? 2 * setCount + 2);
  const ignored = new Set<string>();
  // Each restart ignores at least one more target, so this ends after at most one restart per target.
  for (;;) {
    let current: Record<string, unknown> = { ...input };
    let lastChanged: string[] = [];
    for (let round = 0; round < bound; round += 1) {
      const scopes = [{ elements, values: current }, ...outer];
      const matched = rules.map((rule) => ruleMatches(rule, scopes, options.phase));
      const next = applySets(rules, matched, current, ignored);
      lastChanged = Object.keys(next).filter((key) => !deepEqual(next[key], current[key]));
      if (lastChanged.length === 0) {
        const visibility = visibilityOf(rules, matched, elements);
        return { values: current, visibility, converged: ignored.size === 0 };
      }
      current = next;
    }
    for (const target of lastChanged) ignored.add(target);
  }
}

function applySets(
  rules: readonly TRule[],
  matched: readonly boolean[],
  current: Readonly<Record<string, unknown>>,
  ignored: ReadonlySet<string>,
): Record<string, unknown> {
  const next = { ...current };
  rules.forEach((rule, index) => {
    if (!matched[index]) return;
    for (const action of rule.actions) {
      if (action.method === 'set' && !ignored.has(action.dataName)) {
        setOwnValue(next, action.dataName, action.value);
      }
    }
  });
  return next;
}

function visibilityOf(
  rules: readonly TRule[],
  matched: readonly boolean[],
  elements: ReadonlyMap<string, TElement>,
): TVisibility {
  const showTargets = new Set<string>();
  const shownByRule = new Set<string>();
  const hiddenByRule = new Set<string>();
  const visuallyHidden = new Set<string>();
  for (const element of elements.values()) {
    if (element.visuallyHidden) visuallyHidden.add(element.name);
  }
  rules.forEach((rule, index) => {
    for (const { method, dataName } of rule.actions) {
      if (method === 'show') showTargets.add(dataName);
      if (!matched[index]) continue;
      if (method === 'show') shownByRule.add(dataName);
      if (method === 'hide') hiddenByRule.add(dataName);
      if (method === 'visually_hidden') visuallyHidden.add(dataName);
    }
  });
  const hidden = new Set([...showTargets].filter((name) => !shownByRule.has(name)));
  for (const name of hiddenByRule) hidden.add(name);
  const shown = new Set([...shownByRule].filter((name) => !hiddenByRule.has(name)));
  return { hidden, visuallyHidden, shown };
}
