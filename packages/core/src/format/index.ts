export * from './date';
export * from './escape-html';
export * from './number';
export * from './sanitize-rich-text';
export * from './text';
