import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import {
  purgeFinishedBatches,
  resumeStaleRemovals,
  runClientRemoval,
} from './client-removal.service';
import {
  CLIENT_REMOVAL_QUEUE,
  REMOVAL_EXPIRE_SECONDS,
  type TClientRemovalJob,
} from './removal-queue';

const RESUME_QUEUE = 'client.removal.resume';

/**
 * Client removals: the worker works a batch to its end, chunk by chunk. Every minute the resume
 * schedule queues again any unfinished batch no chunk was committed for in a while (its server
 * stopped mid-removal, or the job was sent before pg-boss was installed), and batches finished
 * a week ago go with their files.
 */
export async function registerClientRemovalJob(
  boss: PgBoss,
  db: TDb,
  storage: TStorage,
  log: Logger,
): Promise<void> {
  await boss.createQueue(CLIENT_REMOVAL_QUEUE);
  await boss.work<TClientRemovalJob>(CLIENT_REMOVAL_QUEUE, async ([job]) => {
    if (!job) return;
    await runClientRemoval(db, storage, job.data.batch_name);
    log.info({ batch: job.data.batch_name }, 'client removed');
  });
  await boss.createQueue(RESUME_QUEUE);
  await boss.schedule(RESUME_QUEUE, '* * * * *');
  await boss.work(RESUME_QUEUE, async () => {
    const resumed = await resumeStaleRemovals(db, (name) =>
      boss
        .send(
          CLIENT_REMOVAL_QUEUE,
          { batch_name: name },
          { singletonKey: name, expireInSeconds: REMOVAL_EXPIRE_SECONDS, retryLimit: 5 },
        )
        .then(() => undefined),
    );
    if (resumed > 0) log.info({ resumed }, 'client removals resumed');
    const purged = await purgeFinishedBatches(db, storage);
    if (purged > 0) log.info({ purged }, 'finished batches removed');
  });
}
