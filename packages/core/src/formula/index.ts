export * from './calculate-all';
export * from './computed';
export * from './evaluate-formula';
export * from './needs-formulas';
export * from './round';
export * from './subform-sum';
export { toFiniteNumber } from './values';
