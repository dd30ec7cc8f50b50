export * from './deep-equal';
export * from './evaluate-condition';
export * from './evaluate-rules';
export * from './operators';
export * from './rule-editing';
export * from './rule-schema';
export * from './split-rules';
export * from './validate-rules';
