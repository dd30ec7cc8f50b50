export type { TEditorContext, TEditorIssue } from './editor-issue';
export * from './file-rules';
export * from './publish-check';
export * from './transition-phases';
export * from './validate-schema';
export * from './validate-value';
export * from './validate-values';
export * from './value-limits';
export * from './value-shapes';
