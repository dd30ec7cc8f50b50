import type { TSchema } from '@eform/core/elements';
import { needsFormulas } from '@eform/core/formula';

/** The formula engine's chunk: core's calculateAll and the component showing results. */
export type TFormulaEngine = typeof import('../formula-engine');

let loaded: TFormulaEngine | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the formula engine's chunk, once. A failed load (a chunk gone after an update) reaches
 * the screen's error boundary through useFormulaEngine, whose reload starts afresh.
 */
export function loadFormulaEngine(): Promise<void> {
  loading ??= import('../formula-engine').then((engine) => {
    loaded = engine;
  });
  return loading;
}

/**
 * What showing `schema` waits for: the formula engine's load when the schema calculates
 * (core's needsFormulas) and the engine is not there yet; undefined when there is nothing to wait for.
 */
export function formulasPending(schema: TSchema): Promise<void> | undefined {
  return loaded || !needsFormulas(schema) ? undefined : loadFormulaEngine();
}

/** The formula engine, once it is loaded. */
export function loadedFormulaEngine(): TFormulaEngine | undefined {
  return loaded;
}
