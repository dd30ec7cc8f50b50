export * from './calculate-all';
export * from './computed';
export * from './evaluate-formula';
export * from './round';
export * from './subform-sum';
export { toFiniteNumber } from './values';
