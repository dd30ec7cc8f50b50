/** zod's own module behind the `aggregateChecks` re-export of zod-json-schema.ts (not in zod's exports map). */
declare module 'zod-internal:json-schema-processors' {
  export function aggregateChecks(schema: unknown): Record<string, unknown>;
}
