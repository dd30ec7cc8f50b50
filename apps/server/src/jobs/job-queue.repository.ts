import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
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

/** Creates the queue with the standard policy; idempotent (insert ... on conflict do nothing). */
export async function createStandardQueue(db: TDb, queue: string): Promise<void> {
  await db.execute(
    sql`select ${sql.raw(BOSS_SCHEMA)}.create_queue(${queue}, ${JSON.stringify({ policy: 'standard' })}::json)`,
  );
}
