import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';

/**
 * One attempt at one hook delivery: queued with the delivery by the 'registration.sent' round,
 * after a failed attempt (to start at its next_attempt_at), and by a manager's retry. Each hook
 * is a job of its own, so a slow or failing receiver never holds the e-mails or the other hooks.
 */
export const HOOK_QUEUE = 'registration.hook';

/** Payload of {@link HOOK_QUEUE}. */
export interface THookJob {
  client_id: number;
  delivery_id: number;
  /**
   * The attempts made when the job was queued: the job attempts the delivery only while that is
   * still so (claimHookDelivery), so a duplicated job, or a planned retry overtaken by a retry
   * by hand, sends nothing.
   */
  after_attempt: number;
  /**
   * A follow-up of a claim another job held (its end, ISO): attempted only while the delivery
   * still holds exactly that claim, run out (its holder died before it settled).
   */
  held_until?: string;
  /** The request id of the submit (or retry by hand) it follows: in its log lines, passed on. */
  req_id?: string;
}

const hookJobs = jobSender<THookJob>(HOOK_QUEUE);

/** Prepares the queue once per process; false while pg-boss is not installed here. */
export function hookJobsReady(db: TDb): Promise<boolean> {
  return hookJobs.ready(db);
}

/** Queues an attempt on `db` (a transaction: it commits with the delivery's state). */
export async function queueHookJob(db: TDb, job: THookJob, startAfter?: Date): Promise<void> {
  await hookJobs.send(db, job, startAfter ? { startAfter } : {});
}
