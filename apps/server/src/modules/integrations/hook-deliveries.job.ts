import type PgBoss from 'pg-boss';
import { forEachLimited } from '../../jobs/for-each-limited';
import { runHookJob, type THookDeps } from './hook-pipeline.service';
import { HOOK_QUEUE, type THookJob } from './hook-queue';

/**
 * Jobs taken per fetch, and how many run at once: an attempt is a few queries and one request
 * that mostly waits on the receiver (at most the door's 10 s), so many wait at once.
 */
const BATCH_SIZE = 64;
const CONCURRENCY = 32;

/**
 * The 'registration.hook' worker: one attempt per job (runHookJob). Jobs are fetched in batches
 * and run many at once; one that throws (the database gone while settling) is failed alone and
 * pg-boss runs it again, the others complete.
 */
export async function registerHookJobs(
  boss: PgBoss,
  deps: THookDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(HOOK_QUEUE);
  const work = {
    batchSize: BATCH_SIZE,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
  };
  await boss.work<THookJob>(HOOK_QUEUE, work, (jobs) =>
    forEachLimited(jobs, CONCURRENCY, async (job) => {
      // The request id the job carries (the submit's) is in each of its lines.
      const log = deps.log.child({ reqId: job.data.req_id, jobId: job.id });
      try {
        await runHookJob({ ...deps, log }, job.data);
      } catch (error) {
        log.error({ err: error }, 'hook job failed');
        await boss.fail(HOOK_QUEUE, job.id, { message: String(error) });
      }
    }),
  );
}
