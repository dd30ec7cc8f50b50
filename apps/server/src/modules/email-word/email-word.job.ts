import { ts } from '@eform/core/messages/server-only';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { runGuarded } from '../../jobs/job-attempts';
import type { TStorage } from '../../storage/storage';
import { EMAIL_WORD_QUEUE, processWordFile, type TEmailWordJob } from './email-word.service';
import { failWordFile } from './word-file-failure';

/**
 * The Word template processing worker (issue 20, doc 2 §7): one job per uploaded (or newly named)
 * template; the web polls api/process-word-file until it is done. Polled every second: an admin
 * waits for it. A template whose processing ended the worker twice is failed with the reason
 * (job-attempts.ts), so filling is no longer locked by it.
 */
export async function registerEmailWordJobs(
  boss: PgBoss,
  deps: { db: TDb; storage: TStorage; log: Logger },
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await boss.createQueue(EMAIL_WORD_QUEUE);
  await boss.work<TEmailWordJob>(
    EMAIL_WORD_QUEUE,
    // One at a time: a template that ends the process then costs no other job a retry.
    { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async ([job]) => {
      if (job) await runEmailWordJob(deps, job.data);
    },
  );
}

/** One template's processing, given up (failed with the reason) after it ended its process twice. */
export async function runEmailWordJob(
  deps: { db: TDb; storage: TStorage; log: Logger },
  data: TEmailWordJob,
): Promise<void> {
  await runGuarded(deps.db, deps.log, `email-word:${data.client_id}:${data.word_file_id}`, {
    reason: ts('server.job.crashed.wordTemplate'),
    giveUp: (reason) => failWordFile(deps.db, data, reason),
    run: () => processWordFile(deps, data),
  });
}
