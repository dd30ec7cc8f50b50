export * from './element-types';
