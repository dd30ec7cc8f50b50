import { type SQL, sql } from 'drizzle-orm';
import { BOSS_SCHEMA } from '../jobs/boss-schema';

/**
 * An INSERT of jobs of `queue`, one per row of `rows` (a SELECT answering the column `data`,
 * jsonb), to be a data-modifying CTE of a caller's statement: the jobs commit with the rows
 * they follow, without a round trip of their own. It is pg-boss 10's own insertJob (what `send`
 * runs) with every option unset, so the queue's settings and pg-boss's defaults apply exactly as
 * for `send` (registration-jobs.test.ts compares the two rows column by column). The queue must
 * exist (its row gives the settings): without it nothing is inserted.
 */
export function insertJobsSql(queue: string, rows: SQL): SQL {
  const schema = sql.raw(BOSS_SCHEMA);
  return sql`insert into ${schema}.job (id, name, data, priority, start_after, singleton_key,
      singleton_on, dead_letter, expire_in, keep_until, retry_limit, retry_delay, retry_backoff,
      policy)
    select gen_random_uuid(), q.name, src.data,
      0, j.start_after, null, null, q.dead_letter,
      coalesce(q.expire_seconds * interval '1s', interval '15 minutes'),
      j.start_after + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
      coalesce(q.retry_limit, 2),
      case when coalesce(q.retry_backoff, false) then greatest(q.retry_delay, 1)
        else coalesce(q.retry_delay, 0) end,
      coalesce(q.retry_backoff, false),
      q.policy
    from (${rows}) src
      cross join (select now() as start_after) j
      join ${schema}.queue q on q.name = ${queue}
    on conflict do nothing`;
}
