import type PgBoss from 'pg-boss';
import { DATASOURCE_BATCH_QUEUE } from '../modules/datasources';
import { DELIVERY_RETRY_QUEUE } from '../modules/deliveries';
import { EMAIL_WORD_QUEUE } from '../modules/email-word';
import { EXPORT_QUEUE } from '../modules/exports';
import { DEFAULT_HOOK_LEASE_SECONDS, HOOK_QUEUE } from '../modules/integrations';
import { REGISTRATION_SENT_QUEUE } from '../modules/registrations';
import { SUBJECT_EXPORT_QUEUE } from '../modules/subject-requests';
import { MAX_UNFINISHED_STARTS } from './job-attempts';

/**
 * pg-boss 10 has no heartbeat: a job whose process died stays 'active' until its expiry has
 * passed and the maintenance (every MAINTENANCE_SECONDS, on one of the processes) fails it into
 * 'retry'; it is then fetched again at once (retry delay 0). A job of a dead process so comes
 * back after its queue's expiry plus at most the maintenance interval. A longer run is not cut
 * off by the expiry (pg-boss does not stop a handler), but its job may be handed out a second
 * time: each expiry is well above what the work takes, and the work is safe to run twice.
 */
export const MAINTENANCE_SECONDS = 120;

/**
 * Runs of a job pg-boss allows: the guard (job-attempts.ts) gives the work up on its third
 * start; two more for deaths the work did not cause (a deploy, a batch-mate that killed the
 * process before this job's work began, which costs a retry without a start).
 */
const RETRY_LIMIT = MAX_UNFINISHED_STARTS + 2;

/** Expiry per queue of heavy work, in seconds (what the work takes at most, with room). */
export const QUEUE_EXPIRE_SECONDS = {
  // A template is read and filled once in well under a second; capped inflation (issue 29).
  [EMAIL_WORD_QUEUE]: 2 * 60,
  // A batch of 32 registrations, each a few e-mails with a PDF or Word attachment.
  [REGISTRATION_SENT_QUEUE]: 5 * 60,
  [DELIVERY_RETRY_QUEUE]: 5 * 60,
  // A batch of 64 hook attempts, 32 at once, each at most the outbound door's 10 s; the lease of
  // a claimed delivery is the same, so a job handed out again finds its lease run out.
  [HOOK_QUEUE]: DEFAULT_HOOK_LEASE_SECONDS,
  // A million registrations export in tens of seconds; a zip with their files takes longer.
  [EXPORT_QUEUE]: 15 * 60,
  // Up to 500 registrations, each a PDF (at most PDF_TIME_LIMIT_MS) and its files.
  [SUBJECT_EXPORT_QUEUE]: 30 * 60,
  // A 50 MB datasource CSV imports in about a minute.
  [DATASOURCE_BATCH_QUEUE]: 15 * 60,
} as const;

/** The pg-boss settings of the queues of heavy work and the after-send lease that follows them. */
export interface TJobTimings {
  /** Every queue's expiry (JOB_EXPIRE_SECONDS); unset, QUEUE_EXPIRE_SECONDS. */
  expireSeconds?: number;
}

/** How often pg-boss's maintenance looks for expired jobs: never less often than they expire. */
export function maintenanceSeconds(timings: TJobTimings = {}): number {
  return Math.max(1, Math.min(MAINTENANCE_SECONDS, timings.expireSeconds ?? MAINTENANCE_SECONDS));
}

/** The expiry of `queue` under `timings`. */
export function queueExpireSeconds(
  queue: keyof typeof QUEUE_EXPIRE_SECONDS,
  timings: TJobTimings = {},
): number {
  return timings.expireSeconds ?? QUEUE_EXPIRE_SECONDS[queue];
}

/**
 * Writes the expiry and retry limit onto the queues (created by their workers' registration;
 * an API process may have made them first without settings). They apply to jobs queued from
 * now on, also those the submit statement inserts itself (registration-jobs.ts reads the
 * queue's row).
 */
export async function applyQueueSettings(boss: PgBoss, timings: TJobTimings = {}): Promise<void> {
  for (const queue of Object.keys(QUEUE_EXPIRE_SECONDS) as (keyof typeof QUEUE_EXPIRE_SECONDS)[]) {
    await boss.updateQueue(queue, {
      name: queue,
      expireInSeconds: queueExpireSeconds(queue, timings),
      retryLimit: RETRY_LIMIT,
    });
  }
}
