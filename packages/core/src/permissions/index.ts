export * from './access';
export * from './permission-names';
export * from './role-permissions';
export * from './roles';
