export * from './editor-state';
export * from './element-names';
