import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { BOSS_SCHEMA } from '../../jobs/boss-schema';
import { jobSender } from '../../jobs/job-sender';

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

const sentJobs = jobSender<TRegistrationSentJob>(REGISTRATION_SENT_QUEUE);

/**
 * Prepares the queue once per process, outside any transaction. False while pg-boss is not
 * installed in this database; asked again next time then.
 */
export function registrationQueueReady(db: TDb): Promise<boolean> {
  return sentJobs.ready(db);
}

/** Queues 'registration.sent' on the transaction `tx` (pg-boss send with a `db` executor). */
export async function queueRegistrationSent(tx: TDb, job: TRegistrationSentJob): Promise<void> {
  await sentJobs.send(tx, job);
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
