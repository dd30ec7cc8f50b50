export * from './editor-state';
export * from './element-names';
export * from './removal-focus';
