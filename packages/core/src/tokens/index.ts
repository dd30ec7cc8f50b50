export * from './custom-rules';
export * from './format-token-value';
export * from './list-tokens';
export * from './registration-name';
export * from './registration-tokens';
export * from './replace-tokens';
export * from './subform-heading';
export * from './subform-summary';
