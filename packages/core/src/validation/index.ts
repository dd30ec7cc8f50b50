export * from './editor-issue';
export * from './file-rules';
export * from './validate-schema';
