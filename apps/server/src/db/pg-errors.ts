/**
 * PostgreSQL error codes the services act on. Drizzle wraps the driver's error (the code sits on
 * `cause`); a query run through the pool directly throws it bare: both are read here.
 */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_DUPLICATE_TABLE = '42P07';
export const PG_DEADLOCK_DETECTED = '40P01';

interface TPgFields {
  code?: string;
  table?: string;
  constraint?: string;
}

function pgFields(error: unknown): TPgFields {
  if (typeof error !== 'object' || error === null) return {};
  const cause = (error as { cause?: unknown }).cause;
  if (typeof cause === 'object' && cause !== null && 'code' in cause) return cause as TPgFields;
  return error as TPgFields;
}

/** The SQLSTATE of a database error, wrapped or not; undefined for any other error. */
export function pgErrorCode(error: unknown): string | undefined {
  const { code } = pgFields(error);
  return typeof code === 'string' ? code : undefined;
}

/** A unique violation, optionally only one on `table`. */
export function isUniqueViolation(error: unknown, table?: string): boolean {
  const fields = pgFields(error);
  return fields.code === PG_UNIQUE_VIOLATION && (table === undefined || fields.table === table);
}

/** A foreign key violation (a row still referenced, or a reference to nothing). */
export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION;
}
