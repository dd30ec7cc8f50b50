import { setTimeout as sleep } from 'node:timers/promises';
import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { PG_DEADLOCK_DETECTED, pgErrorCode } from '../db/pg-errors';
import { BOSS_SCHEMA } from './boss-schema';

/**
 * pg-boss's own SQL with `$n` placeholders as one Drizzle statement, so it runs on the caller's
 * executor (a transaction: the job commits with the caller's rows or not at all).
 */
export function executorOf(db: TDb) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const parts: SQL[] = [];
      let last = 0;
      for (const match of text.matchAll(/\$(\d+)/g)) {
        parts.push(sql.raw(text.slice(last, match.index)));
        parts.push(sql`${values[Number(match[1]) - 1] ?? null}`);
        last = (match.index ?? 0) + match[0].length;
      }
      parts.push(sql.raw(text.slice(last)));
      const result = await db.execute(sql.join(parts));
      return { rows: result.rows };
    },
  };
}

/** Whether pg-boss's tables are installed in this database. */
export async function bossInstalled(db: TDb): Promise<boolean> {
  const [row] = (
    await db.execute<{ ok: boolean }>(
      sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as ok`,
    )
  ).rows;
  return row?.ok === true;
}

/** The advisory lock queue creation takes (see {@link withQueueCreationLock}). */
const QUEUE_CREATION_LOCK = 7_318_640_214;

/** How often queue creation is tried when PostgreSQL ends it as a deadlock's victim. */
export const QUEUE_CREATION_ATTEMPTS = 5;

/**
 * Runs `create` (which makes queues) while holding the database's queue-creation lock, taken in a
 * transaction of `db` and let go at its end. pg-boss 10 makes a queue's partition in create_queue
 * (CREATE TABLE, ATTACH PARTITION, foreign keys to the queue table): two processes creating queues
 * at once (an API process and a worker starting together) took those tables' locks in different
 * orders, and PostgreSQL ended one start with 'deadlock detected'. Under this lock they create
 * their queues one after the other.
 *
 * The lock covers every creation of ours, not pg-boss's own work on those tables (its maintenance
 * and clock, on pools of their own). Should PostgreSQL still pick a creation as a deadlock's
 * victim, it has rolled it back whole and create_queue is idempotent: it is tried again (up to
 * {@link QUEUE_CREATION_ATTEMPTS} times, a short random wait between) instead of ending the start.
 */
export async function withQueueCreationLock<T>(
  db: TDb,
  create: (tx: TDb) => Promise<T>,
  attempts = QUEUE_CREATION_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${QUEUE_CREATION_LOCK})`);
        return create(tx);
      });
    } catch (error) {
      if (attempt >= attempts || pgErrorCode(error) !== PG_DEADLOCK_DETECTED) throw error;
      await sleep(50 + Math.random() * 200 * attempt);
    }
  }
}

/** Creates the queue with the standard policy; idempotent (insert ... on conflict do nothing). */
export async function createStandardQueue(db: TDb, queue: string): Promise<void> {
  await withQueueCreationLock(db, (tx) =>
    tx.execute(
      sql`select ${sql.raw(BOSS_SCHEMA)}.create_queue(${queue}, ${JSON.stringify({ policy: 'standard' })}::json)`,
    ),
  );
}
