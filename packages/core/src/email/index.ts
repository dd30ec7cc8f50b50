export * from './email-setting';
export * from './periodic-mail';
