import type { TSchema } from '@eform/core/elements';
import { use } from 'react';
import { formulasPending } from '../lib/fill-store/formula-loader';

/**
 * Suspends until the formula engine is loaded when `schema` needs it (a calculation or computed
 * element, in a subform too), so a fill store made after this call computes from its first
 * render. Call it before createFillStore, under a Suspense whose fallback is the screen's loading
 * state: a calculation is never shown without its value. A failed load goes to the error boundary.
 */
export function useFormulaEngine(schema: TSchema): void {
  const pending = formulasPending(schema);
  if (pending) use(pending);
}
