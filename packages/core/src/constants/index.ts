export * from './app';
export * from './email';
export * from './files';
export * from './guest';
export * from './lists';
export * from './map';
// @append: other helpers may add constants below this line
export * from './review';
export * from './timing';
export * from './values';
