export * from './email-setting';
