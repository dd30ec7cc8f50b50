export * from './app';
// @append: other helpers may add constants below this line
export * from './audit';
export * from './email';
export * from './files';
export * from './guest';
export * from './lists';
export * from './map';
export * from './retention';
export * from './review';
export * from './timing';
export * from './values';
