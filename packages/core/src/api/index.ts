/**
 * The API contract: every request and answer body as a zod schema, written once. The server's
 * routes validate with them and generate the OpenAPI document from them; the web parses every
 * answer with them.
 */
export * from './account';
export * from './clients';
export * from './common';
export * from './folders';
export * from './forms';
export * from './health';
export * from './registrations';
