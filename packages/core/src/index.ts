export * from './elements';
export * from './messages';
