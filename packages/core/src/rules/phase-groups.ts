import { WORKFLOW_PHASES } from '../constants';
import { isInputElement, type TElement, type TSchema } from '../elements';
import { createRulesEvaluator } from './evaluate-rules';
import type { TRule } from './rule-schema';

/** The input elements of one workflow phase. */
export interface TPhaseGroup {
  phase: number;
  elements: TElement[];
}

type TValues = Readonly<Record<string, unknown>>;

const asPhase = (value: unknown): number | undefined => {
  const phase = Number(value);
  return (WORKFLOW_PHASES as readonly number[]).includes(phase) ? phase : undefined;
};

/**
 * The phases a workflow registration went through, in the order it went: phase 1, then the
 * `next_phase` of each stateTransition that ran (its value says so, with the moment it ran), then
 * the registration's own phase; each once.
 */
export function visitedPhases(schema: TSchema, values: TValues, current: unknown): number[] {
  const ran = schema.flatMap((element) => {
    if (element.elementType !== 'stateTransition') return [];
    const value = values[element.name] as
      | { next_phase?: unknown; triggered?: unknown; triggered_date?: unknown }
      | undefined;
    const phase = value?.triggered ? asPhase(value.next_phase) : undefined;
    if (phase === undefined) return [];
    const at = typeof value?.triggered_date === 'string' ? value.triggered_date : '';
    return [{ phase, at }];
  });
  // ISO moments sort as text; a transition without one keeps its place in the schema.
  const inOrder = ran
    .map((entry, index) => ({ ...entry, index }))
    .sort((a, b) => (a.at && b.at && a.at !== b.at ? (a.at < b.at ? -1 : 1) : a.index - b.index))
    .map((entry) => entry.phase);
  const last = asPhase(current);
  return [...new Set([1, ...inOrder, ...(last === undefined ? [] : [last])])];
}

/**
 * A workflow registration's input elements by the phase they belong to: each under the first of
 * `phases` in which the form's rules show it (evaluated on the registration's values, as the filler
 * saw them), so an element shown in every phase is with the first. Elements no visited phase shows
 * are left out; groups without elements too. Rules that do not evaluate (an unknown operator, which
 * the rules editor reports) show every element in every phase: one group, the first phase.
 */
export function elementsByPhase(
  schema: TSchema,
  rules: readonly TRule[],
  values: TValues,
  phases: readonly number[],
): TPhaseGroup[] {
  const inputs = schema.filter(isInputElement);
  let hiddenIn: (phase: number) => ReadonlySet<string>;
  try {
    const evaluate = createRulesEvaluator(schema, rules);
    hiddenIn = (phase) => evaluate(values, { phase }).hidden;
  } catch {
    hiddenIn = () => new Set();
  }
  const placed = new Set<string>();
  const groups: TPhaseGroup[] = [];
  for (const phase of phases) {
    const hidden = hiddenIn(phase);
    const elements = inputs.filter(
      (element) => !placed.has(element.name) && !hidden.has(element.name),
    );
    for (const element of elements) placed.add(element.name);
    if (elements.length > 0) groups.push({ phase, elements });
  }
  return groups;
}
