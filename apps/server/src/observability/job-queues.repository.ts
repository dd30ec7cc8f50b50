import { sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { BOSS_SCHEMA } from '../jobs/boss-schema';

/** Jobs of one pg-boss queue in one state not yet final, and how late the oldest due one is. */
export interface TQueueDepth {
  queue: string;
  state: 'created' | 'retry' | 'active';
  jobs: number;
  /** Seconds since the oldest waiting job of this state could start; 0 when none is due yet. */
  oldestDueSeconds: number;
}

/**
 * The job queues' depth, in one query over pg-boss's job table (every queue's partition):
 * the jobs not yet completed, failed or cancelled, per queue and state. A job planned for later
 * (a retry in 6 hours) counts as waiting but is not late: the age is that of the oldest job
 * whose start_after has passed.
 */
export async function findQueueDepths(db: TDb): Promise<TQueueDepth[]> {
  const result = await db.execute<{
    queue: string;
    state: TQueueDepth['state'];
    jobs: number;
    oldest_due_seconds: number | null;
  }>(sql`
    select name as queue, state::text as state, count(*)::int as jobs,
      extract(epoch from now() - min(start_after)
        filter (where state < 'active' and start_after <= now()))::float8 as oldest_due_seconds
    from ${sql.raw(BOSS_SCHEMA)}.job
    where state < 'completed'
    group by name, state`);
  return result.rows.map((row) => ({
    queue: row.queue,
    state: row.state,
    jobs: row.jobs,
    oldestDueSeconds: row.oldest_due_seconds ?? 0,
  }));
}
