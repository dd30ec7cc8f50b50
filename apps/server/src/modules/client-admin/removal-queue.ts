import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';

/** The queue of client removals (doc 3 §2 client_remove). */
export const CLIENT_REMOVAL_QUEUE = 'client.removal';

/** Payload of {@link CLIENT_REMOVAL_QUEUE}: the batch to work on. */
export interface TClientRemovalJob {
  batch_name: string;
}

/** A removal commits chunk by chunk; a job cut off by its expiry is resumed by the next. */
export const REMOVAL_EXPIRE_SECONDS = 60 * 60;

const removalJobs = jobSender<TClientRemovalJob>(CLIENT_REMOVAL_QUEUE);

/**
 * Queues a removal's job, once per batch while one is waiting. False while pg-boss is not
 * installed in this database (tests drive the worker themselves); the resume schedule of the
 * job worker picks such a batch up later.
 */
export async function queueClientRemoval(db: TDb, batchName: string): Promise<boolean> {
  if (!(await removalJobs.ready(db))) return false;
  await removalJobs.send(
    db,
    { batch_name: batchName },
    { singletonKey: batchName, expireInSeconds: REMOVAL_EXPIRE_SECONDS, retryLimit: 5 },
  );
  return true;
}
