/**
 * JSON Schema output of zod (`schema.toJSONSchema()`, `z.toJSONSchema()`, the standard schema's
 * `jsonSchema`), left out of the browser build (see light-imports.ts): zod's classic schemas wire
 * every type to its JSON Schema converter, so the converters ship wherever a schema does (about
 * 5 KB gzipped), while the app only parses. Here every converter throws instead; the server and
 * the tests use the real zod. `aggregateChecks` (the `minLength`, `maxLength`, `format` getters
 * of a schema) stays zod's own.
 */
export { aggregateChecks } from 'zod-internal:json-schema-processors';

function unavailable(): never {
  throw new Error('JSON Schema output of zod is not part of the web build (see light-imports.ts)');
}

/** Every converter classic/schemas.js wires up; a new one in zod fails the build until listed. */
export const anyProcessor = unavailable;
export const arrayProcessor = unavailable;
export const bigintProcessor = unavailable;
export const booleanProcessor = unavailable;
export const catchProcessor = unavailable;
export const customProcessor = unavailable;
export const dateProcessor = unavailable;
export const defaultProcessor = unavailable;
export const enumProcessor = unavailable;
export const fileProcessor = unavailable;
export const functionProcessor = unavailable;
export const intersectionProcessor = unavailable;
export const lazyProcessor = unavailable;
export const literalProcessor = unavailable;
export const mapProcessor = unavailable;
export const nanProcessor = unavailable;
export const neverProcessor = unavailable;
export const nonoptionalProcessor = unavailable;
export const nullProcessor = unavailable;
export const nullableProcessor = unavailable;
export const numberProcessor = unavailable;
export const objectProcessor = unavailable;
export const optionalProcessor = unavailable;
export const pipeProcessor = unavailable;
export const prefaultProcessor = unavailable;
export const promiseProcessor = unavailable;
export const readonlyProcessor = unavailable;
export const recordProcessor = unavailable;
export const setProcessor = unavailable;
export const stringProcessor = unavailable;
export const successProcessor = unavailable;
export const symbolProcessor = unavailable;
export const templateLiteralProcessor = unavailable;
export const transformProcessor = unavailable;
export const tupleProcessor = unavailable;
export const undefinedProcessor = unavailable;
export const unionProcessor = unavailable;
export const unknownProcessor = unavailable;
export const voidProcessor = unavailable;

/** `schema.toJSONSchema` and the standard schema's `jsonSchema.input`/`output`: they throw. */
export const createToJSONSchemaMethod = () => unavailable;
export const createStandardJSONSchemaMethod = () => unavailable;
