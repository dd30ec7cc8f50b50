import { WORKFLOW_PHASES } from '@eform/core/constants';
import { flattenSchema, type TElement, type TElementOf, type TSchema } from '@eform/core/elements';
import { createRulesEvaluator, type TRule } from '@eform/core/rules';
import { transitionPhasesByRules } from '@eform/core/validation';

/** A workflow phase, 1 to 9. */
export type TWorkflowPhase = (typeof WORKFLOW_PHASES)[number];

/** What the phase preview warns about (doc 2 §4). */
export type TPhaseWarning =
  /** More than one stateTransition element is shown: only one per phase is allowed. */
  | 'multipleTransitions'
  /** A phase above 1 shows no transition: a submit there completes the registration. */
  | 'finalSubmit';

/** One phase as a workflow form shows it with nothing filled in. */
export type TPhasePreview = {
  phase: TWorkflowPhase;
  /** Elements of the main form the filler sees in this phase, in schema order. */
  shown: TElement[];
  /** How many elements of the main form the rules hide (or visually hide) in this phase. */
  hiddenCount: number;
  /** The stateTransition elements shown in this phase (subform ones count in every phase). */
  transitions: TElementOf<'stateTransition'>[];
  warnings: TPhaseWarning[];
};

/** The preview of every phase; `rulesFailed` when the rules do not evaluate (all counts as shown). */
export type TWorkflowPreview = { phases: TPhasePreview[]; rulesFailed: boolean };

function hiddenPerPhase(schema: TSchema, rules: readonly TRule[]): ReadonlySet<string>[] | null {
  try {
    const evaluate = createRulesEvaluator(schema, rules);
    return WORKFLOW_PHASES.map((phase) => {
      const { hidden, visuallyHidden } = evaluate({}, { phase });
      return new Set([...hidden, ...visuallyHidden]);
    });
  } catch {
    // An unknown operator: the rules editor reports it; the preview shows everything.
    return null;
  }
}

function warningsOf(phase: number, transitionCount: number): TPhaseWarning[] {
  const warnings: TPhaseWarning[] = [];
  if (transitionCount > 1) warnings.push('multipleTransitions');
  if (phase > 1 && transitionCount === 0) warnings.push('finalSubmit');
  return warnings;
}

/**
 * Phases 1-9 of a workflow form as the filler meets them with nothing filled in: the form's rules
 * evaluated with that phase (core's rule engine), the transition elements shown (core's
 * {@link transitionPhasesByRules}, the same the element editor checks) and the warnings of
 * doc 2 §4.
 */
export function previewWorkflowPhases(schema: TSchema, rules: readonly TRule[]): TWorkflowPreview {
  const hidden = hiddenPerPhase(schema, rules);
  const phasesOf = transitionPhasesByRules(schema, rules);
  const transitions = flattenSchema(schema)
    .map(({ element }) => element)
    .filter((element): element is TElementOf<'stateTransition'> => {
      return element.elementType === 'stateTransition';
    });
  const phases = WORKFLOW_PHASES.map((phase, index): TPhasePreview => {
    const hiddenHere = hidden?.[index];
    const shown = hiddenHere ? schema.filter((element) => !hiddenHere.has(element.name)) : schema;
    const inPhase = transitions.filter((element) => phasesOf(element).includes(phase));
    return {
      phase,
      shown,
      hiddenCount: schema.length - shown.length,
      transitions: inPhase,
      warnings: warningsOf(phase, inPhase.length),
    };
  });
  return { phases, rulesFailed: hidden === null };
}
