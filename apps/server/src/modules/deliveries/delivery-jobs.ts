import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import type { TDeliveryRetryJob } from './deliveries.service';

/**
 * One more attempt at one e-mail of a registration: queued after an SMTP failure (to start after
 * the next delay) and by a manager's retry of a failed e-mail. The first attempt of every e-mail
 * runs in the 'registration.sent' job itself, so the usual send costs no job of its own.
 */
export const DELIVERY_RETRY_QUEUE = 'registration.email';

const retryJobs = jobSender<TDeliveryRetryJob>(DELIVERY_RETRY_QUEUE);

/** Prepares the queue once per process; false while pg-boss is not installed here. */
export function deliveryQueueReady(db: TDb): Promise<boolean> {
  return retryJobs.ready(db);
}

/** Queues a retry on `db` (a transaction: it commits with the delivery's new status). */
export async function queueDeliveryRetry(
  db: TDb,
  job: TDeliveryRetryJob,
  startAfter?: Date,
): Promise<void> {
  await retryJobs.send(db, job, startAfter ? { startAfter } : {});
}
