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
  // Nor one that is checked out between two statements (a transaction while its code runs):
  // pg-pool listens only to idle clients, and an 'error' event nobody listens to ends the
  // process. The lost connection reaches its user as the next statement's error instead, and
  // the pool drops the client when it is released (db/connection-loss.ts).
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzle(pool, { schema });
  return { pool, db, close: () => pool.end() };
}

/**
 * The pool behind `db`, for what drizzle cannot say (COPY). A transaction has none: it throws,
 * as the caller needs a connection of its own.
 */
export function poolOf(db: TDb): pg.Pool {
  const pool = (db as TDb & { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) throw new Error('poolOf: not a database on a pool');
  return pool;
}
