import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { TDb } from '../../db/client';
import { BOSS_SCHEMA } from '../../jobs/boss';

/**
 * The after-send job: e-mails and webhooks of a stored registration. No worker yet: the e-mail
 * issue (20) adds it; until then the jobs wait in pgboss.job.
 */
export const REGISTRATION_SENT_QUEUE = 'registration.sent';

/** Payload of {@link REGISTRATION_SENT_QUEUE}. */
export interface TRegistrationSentJob {
  client_id: number;
  registration_id: number;
}

/**
 * pg-boss's own SQL with `$n` placeholders as one Drizzle statement, so it runs on the caller's
 * transaction: the job commits with the registration or not at all.
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

// A pg-boss that is never started: only its send, run on the executor each call passes.
const sender = new PgBoss({
  schema: BOSS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('registration jobs run on the caller executor')),
  },
});

/** Whether the job queue's tables exist (the runtime starts pg-boss; tests usually do not). */
let queueReady: Promise<boolean> | undefined;

async function ensureQueue(db: TDb): Promise<boolean> {
  const [row] = (
    await db.execute<{ ok: boolean }>(
      sql`select to_regclass(${`${BOSS_SCHEMA}.job`}) is not null as ok`,
    )
  ).rows;
  if (!row?.ok) return false;
  // create_queue is idempotent (insert ... on conflict do nothing).
  await db.execute(
    sql`select ${sql.raw(BOSS_SCHEMA)}.create_queue(${REGISTRATION_SENT_QUEUE}, ${JSON.stringify({ policy: 'standard' })}::json)`,
  );
  return true;
}

/**
 * Prepares the queue once per process, outside any transaction (creating a queue makes a
 * partition, which must not ride on a submit's transaction). False while pg-boss is not
 * installed in this database; asked again next time then.
 */
export async function registrationQueueReady(db: TDb): Promise<boolean> {
  queueReady ??= ensureQueue(db);
  const ready = await queueReady.catch(() => false);
  if (!ready) queueReady = undefined;
  return ready;
}

/** Queues 'registration.sent' on the transaction `tx` (pg-boss send with a `db` executor). */
export async function queueRegistrationSent(tx: TDb, job: TRegistrationSentJob): Promise<void> {
  await sender.send(REGISTRATION_SENT_QUEUE, { ...job }, { db: executorOf(tx) });
}

/**
 * The INSERT of 'registration.sent' jobs for the rows of the CTE `source` (columns `client_id`,
 * `id`), as a data-modifying CTE of the submit statement: the job commits with the registration
 * in the same statement, without a round trip of its own. It is pg-boss 10's own insertJob (what
 * `send` runs) with every option unset, so the queue's settings and pg-boss's defaults apply
 * exactly as for `send`; registration-jobs.test.ts compares the two rows column by column.
 */
export function registrationSentJobSql(source: string): SQL {
  const schema = sql.raw(BOSS_SCHEMA);
  const from = sql.raw(source);
  return sql`insert into ${schema}.job (id, name, data, priority, start_after, singleton_key,
      singleton_on, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff,
      policy)
    select gen_random_uuid(), q.name,
      jsonb_build_object('client_id', src.client_id, 'registration_id', src.id),
      0, j.start_after, null, null, q.dead_letter,
      coalesce(q.expire_seconds * interval '1s', interval '15 minutes'),
      j.start_after + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
      coalesce(q.retry_limit, 2),
      case when coalesce(q.retry_backoff, false) then greatest(q.retry_delay, 1)
        else coalesce(q.retry_delay, 0) end,
      coalesce(q.retry_backoff, false),
      q.policy
    from ${from} src
      cross join (select now() as start_after) j
      join ${schema}.queue q on q.name = ${REGISTRATION_SENT_QUEUE}
    on conflict do nothing`;
}
