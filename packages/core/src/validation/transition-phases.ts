import { WORKFLOW_PHASES } from '../constants';
import type { TElement, TSchema } from '../elements';
import { createRulesEvaluator, type TRule } from '../rules';

/**
 * The phases in which each stateTransition element is shown, as the phase preview shows them:
 * the form's rules evaluated per phase 1-9 on a form with nothing filled in. Pass the result as
 * `stateTransitionPhases` to {@link validateSchemaForEditor}. Elements inside subforms and forms
 * whose rules do not evaluate (an unknown operator, reported by the rules editor) count as shown
 * in every phase.
 */
export function transitionPhasesByRules(
  schema: TSchema,
  rules: readonly TRule[],
): (element: TElement) => readonly number[] {
  let hiddenPerPhase: ReadonlySet<string>[];
  try {
    const evaluate = createRulesEvaluator(schema, rules);
    hiddenPerPhase = WORKFLOW_PHASES.map((phase) => evaluate({}, { phase }).hidden);
  } catch {
    return () => WORKFLOW_PHASES;
  }
  return (element) => WORKFLOW_PHASES.filter((_, i) => !hiddenPerPhase[i]?.has(element.name));
}
