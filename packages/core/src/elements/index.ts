export * from './element-schema';
export * from './element-types';
export * from './settings-schema';
