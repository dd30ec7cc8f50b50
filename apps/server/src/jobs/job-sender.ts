import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { TDb } from '../db/client';
import { BOSS_SCHEMA } from './boss-schema';

/**
 * pg-boss's own SQL with `$n` placeholders as one Drizzle statement, so it runs on the caller's
 * executor (a transaction: the job commits with the caller's rows or not at all).
 */
function executorOf(db: TDb) {
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

// A pg-boss that is never started: only its send, run on the executor each call passes, so a
// request needs no pg-boss of its own (the runtime's workers take the jobs).
const sender = new PgBoss({
  schema: BOSS_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('jobs are sent on the caller executor')) },
});

/**
 * Sending jobs of one queue from request code: `ready(db)` prepares the queue once per process,
 * outside any transaction (creating a queue makes a partition, which must not ride on the
 * caller's transaction), and answers false while pg-boss is not installed in this database
 * (asked again next time then); `send(db, data, options)` queues a job on `db`.
 */
export function jobSender<T extends object>(queue: string) {
  let queueReady: Promise<boolean> | undefined;
  const ensureQueue = async (db: TDb): Promise<boolean> => {
    const [row] = (
      await db.execute<{ ok: boolean }>(
        sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as ok`,
      )
    ).rows;
    if (!row?.ok) return false;
    // create_queue is idempotent (insert ... on conflict do nothing).
    await db.execute(
      sql`select ${sql.raw(BOSS_SCHEMA)}.create_queue(${queue}, ${JSON.stringify({ policy: 'standard' })}::json)`,
    );
    return true;
  };
  return {
    async ready(db: TDb): Promise<boolean> {
      queueReady ??= ensureQueue(db);
      const ready = await queueReady.catch(() => false);
      if (!ready) queueReady = undefined;
      return ready;
    },
    async send(db: TDb, data: T, options: PgBoss.SendOptions = {}): Promise<void> {
      await sender.send(queue, { ...data }, { ...options, db: executorOf(db) });
    },
  };
}
