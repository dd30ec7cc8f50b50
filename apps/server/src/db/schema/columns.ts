import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Shared column helpers. Every table the API exposes has a serial `id` (the spec's numeric ids in
 * paths such as api/client/{id}) and a random `uuid` (paths that take a uuid, public links).
 */
export const publicUuid = () => uuid('uuid').notNull().defaultRandom().unique();

/** A timezone-aware instant; the API speaks ISO 8601. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const timestamps = () => ({
  createdAt: instant('created_at').notNull().defaultNow(),
  updatedAt: instant('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** SQL text of a literal text[] built from constants, for CHECK constraints. */
export function textArrayLiteral(values: readonly string[]) {
  return sql.raw(`ARRAY[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[]`);
}
