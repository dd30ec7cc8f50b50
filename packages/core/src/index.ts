export * from './elements';
