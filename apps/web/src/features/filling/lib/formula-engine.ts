// The formula engine in a chunk of its own (vite.config.ts): core's calculations and computed
// elements, and the component that shows their results. Only a form with calculation or computed
// elements loads it, before it shows (lib/fill-store/formula-loader.ts), so a plain form's fill
// path goes without it (its 200 KB budget).
export { calculateAll } from '@eform/core/formula';
export { FormulaResultElement } from '../components/elements/formula-elements';
