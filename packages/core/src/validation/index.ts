export * from './editor-issue';
export * from './file-rules';
export * from './validate-schema';
export * from './validate-value';
export * from './validate-values';
