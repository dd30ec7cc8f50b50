export * from './date';
export * from './number';
export * from './sanitize-rich-text';
export * from './text';
