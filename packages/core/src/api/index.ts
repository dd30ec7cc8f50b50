/**
 * The API contract: every request and answer body as a zod schema, written once. The server's
 * routes validate with them and generate the OpenAPI document from them; the web parses every
 * answer with them. The filling calls are '@eform/core/api/registrations', not re-exported here: a
 * module lives in one chunk, and re-exported here their schemas rode in the web's entry chunk. The
 * same holds for '@eform/core/api/login-attacks' (the admin's dashboard notice).
 */
export * from './account';
export * from './client-users';
export * from './clients';
export * from './clients-admin';
export * from './common';
export * from './credits';
export * from './email-word';
export * from './folders';
export * from './forms';
export * from './health';
export * from './user-groups';
