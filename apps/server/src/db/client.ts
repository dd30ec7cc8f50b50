import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

/** The Drizzle database handle (or a transaction of it) every repository function takes. */
export type TDb = NodePgDatabase<typeof schema>;

/** A connection pool plus its Drizzle handle. */
export interface TDatabase {
  pool: pg.Pool;
  db: TDb;
  close(): Promise<void>;
}

/** Connects to `connectionString`; nothing is queried until first use. */
export function createDatabase(
  connectionString: string,
  options: { max?: number } = {},
): TDatabase {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle client that loses its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}
