// The client terms' public entry: the gate the shell renders (the wall itself loads on demand).
export { TermsGate } from './components/terms-gate';

/** Loads the terms to read in a dialog (the buy screens link them), in a chunk of its own. */
export const loadTermsDialog = () => import('./components/terms-dialog');
