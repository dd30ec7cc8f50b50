import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { TDb } from '../../db/client';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';

/** The queue of exports too large to answer at once. */
export const EXPORT_QUEUE = 'registration.export';

/** Payload of {@link EXPORT_QUEUE}: the export row's keys. */
export interface TExportJob {
  client_id: number;
  export_id: number;
}

/** An export of a million rows takes tens of seconds; pg-boss' default 15 minutes is tight. */
const EXPORT_EXPIRE_SECONDS = 60 * 60;

// A pg-boss that is never started: its send runs on the executor each call passes, so the
// request needs no pg-boss of its own (the runtime's workers take the job).
const sender = new PgBoss({
  schema: BOSS_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('export jobs run on the caller executor')) },
});

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
      return { rows: (await db.execute(sql.join(parts))).rows };
    },
  };
}

let queueReady: Promise<boolean> | undefined;

async function ensureQueue(db: TDb): Promise<boolean> {
  const [row] = (
    await db.execute<{ ok: boolean }>(
      sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as ok`,
    )
  ).rows;
  if (!row?.ok) return false;
  await db.execute(
    sql`select ${sql.raw(BOSS_SCHEMA)}.create_queue(${EXPORT_QUEUE}, ${JSON.stringify({ policy: 'standard' })}::json)`,
  );
  return true;
}

/**
 * Queues the export's job. False while pg-boss is not installed in this database (tests drive
 * the worker themselves); the export then stays queued until it expires.
 */
export async function queueExport(db: TDb, job: TExportJob): Promise<boolean> {
  queueReady ??= ensureQueue(db);
  const ready = await queueReady.catch(() => false);
  if (!ready) {
    queueReady = undefined;
    return false;
  }
  await sender.send(
    EXPORT_QUEUE,
    { ...job },
    { db: executorOf(db), expireInSeconds: EXPORT_EXPIRE_SECONDS, retryLimit: 0 },
  );
  return true;
}
