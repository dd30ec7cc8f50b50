// The client terms' public entry: the gate the shell renders (the wall itself loads on demand).
export { TermsGate } from './components/terms-gate';
