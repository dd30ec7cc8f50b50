import type { Logger } from 'pino';
import type { TDb } from '../db/client';
import { databaseBack, isConnectionLoss } from '../db/connection-loss';
import { clearStarts, recordStart } from './job-attempts.repository';

/**
 * Starts of one piece of work that may end without finishing (the process died in them) before
 * it is given up: the third start finds two and marks the work failed instead of running it.
 * Two, not one: a worker killed for another reason (a deploy, the OOM killer hitting a
 * neighbour) must not fail the work it happened to hold; twice in a row is the work itself.
 */
export const MAX_UNFINISHED_STARTS = 2;

/** One guarded piece of work. */
export interface TGuardedWork<T> {
  /** Does the work; `restarted` says an earlier start of it died (its leftovers may remain). */
  run(context: { restarted: boolean }): Promise<T>;
  /** Marks the work failed with `reason` (Dutch), instead of running it once more. */
  giveUp(reason: string): Promise<void>;
  /** The Dutch reason kept with the failed work. */
  reason: string;
}

/**
 * Runs heavy work on untrusted content (a Word template, an e-mail's rendering, an export, a
 * datasource import) so that content which kills its process (kill -9 by the OOM killer, a V8
 * abort) is not handed out forever: the start is counted in job_attempts and committed before
 * the work, the count removed when the work ends in any way the process lives through (done,
 * or thrown: a handled failure). A count left behind is a start whose process died; the start
 * after {@link MAX_UNFINISHED_STARTS} of them gives up (`giveUp`) and answers undefined.
 * `key` names the work, not the job ('delivery:42'): a job run again for the same work counts
 * on, and a job holding several pieces fails only the one that kills it.
 */
export async function runGuarded<T>(
  db: TDb,
  log: Pick<Logger, 'error'> | undefined,
  key: string,
  work: TGuardedWork<T>,
): Promise<T | undefined> {
  const starts = await recordStart(db, key);
  if (starts > MAX_UNFINISHED_STARTS) {
    log?.error({ key, unfinishedStarts: starts - 1 }, 'work ended its process twice; given up');
    await work.giveUp(work.reason);
    await clearStarts(db, key);
    return undefined;
  }
  try {
    return await work.run({ restarted: starts > 1 });
  } catch (error) {
    // The database went away under the work (a restart): the failure is reported once it
    // answers again, so the count below is cleared and pg-boss's statement that fails the job
    // (and hands it out again at once) lands. Reported at once, both were lost with the
    // connection and the job waited for its expiry (up to 15 min 'running').
    if (isConnectionLoss(error)) await databaseBack(db);
    throw error;
  } finally {
    // The database gone too (a restart): the count stays and counts as one death; logged.
    await clearStarts(db, key).catch((error) => {
      log?.error({ err: error, key }, 'unfinished start not cleared');
    });
  }
}

export { unfinishedStarts } from './job-attempts.repository';
