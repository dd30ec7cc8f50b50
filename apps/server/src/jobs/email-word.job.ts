import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../db/client';
import {
  EMAIL_WORD_QUEUE,
  processWordFile,
  type TEmailWordJob,
} from '../modules/email-word/email-word.service';
import type { TStorage } from '../storage/storage';

/**
 * The Word template processing worker (issue 20, doc 2 §7): one job per uploaded (or newly named)
 * template; the web polls api/process-word-file until it is done. Polled every second: an admin
 * waits for it.
 */
export async function registerEmailWordJobs(
  boss: PgBoss,
  deps: { db: TDb; storage: TStorage; log: Logger },
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(EMAIL_WORD_QUEUE);
  await boss.work<TEmailWordJob>(
    EMAIL_WORD_QUEUE,
    { batchSize: 4, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      for (const job of jobs) await processWordFile(deps, job.data);
    },
  );
}
