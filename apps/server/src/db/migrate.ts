import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';

// Any constant works; it only has to be the same for every app server starting at once.
const MIGRATION_LOCK_ID = 7_318_640_211;

/**
 * Applies the committed migrations. Holds a session advisory lock meanwhile, so several app
 * servers starting together against one database migrate once and the others wait.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    client.release();
  }
}
