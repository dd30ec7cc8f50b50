/**
 * The API contract: every request and answer body as a zod schema, written once. The server's
 * routes validate with them and generate the OpenAPI document from them; the web parses every
 * answer with them. The filling calls are '@eform/core/api/registrations', not re-exported here: a
 * module lives in one chunk, and re-exported here their schemas rode in the web's entry chunk. The
 * same holds for '@eform/core/api/login-attacks' (the admin's dashboard notice).
 * Schemas are built at module level without a `/* @__PURE__ *\/` before each call: the web build
 * takes calls on `z` and on the schemas whose methods the contract calls as pure (the list and why:
 * apps/web/build/pure-schema-calls.ts; its test names a call the list misses).
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
