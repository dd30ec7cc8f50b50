import { ts } from '@eform/core/messages/server-only';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { runGuarded } from '../../jobs/job-attempts';
import type { TStorage } from '../../storage/storage';
import { failDatasourceBatch } from './datasource-batch-failure';
import { DATASOURCE_BATCH_QUEUE, type TDatasourceBatchJob } from './datasource-batches';
import { runDatasourceBatch } from './datasource-jobs';

/**
 * Datasource imports and exports (doc 3 §4): one job per batch, worked to its end; the screen
 * follows it with GET api/batch/process. Polled every second: a manager waits for it.
 */
export async function registerDatasourceJobs(
  boss: PgBoss,
  deps: { db: TDb; storage: TStorage; log: Logger },
): Promise<void> {
  await boss.createQueue(DATASOURCE_BATCH_QUEUE);
  await boss.work<TDatasourceBatchJob>(
    DATASOURCE_BATCH_QUEUE,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (!job) return;
      await runDatasourceJob(deps, job.data.batch_name);
      deps.log.info({ batch: job.data.batch_name }, 'datasource batch done');
    },
  );
}

/**
 * One batch. A batch of a worker that died is worked again from its start (an import into a new
 * generation); one that ended the worker twice fails with the reason, the items in use staying.
 */
export async function runDatasourceJob(
  deps: { db: TDb; storage: TStorage; log: Logger },
  name: string,
): Promise<void> {
  await runGuarded(deps.db, deps.log, `datasource-batch:${name}`, {
    reason: ts('server.job.crashed.import'),
    giveUp: (reason) => failDatasourceBatch(deps.db, name, reason),
    run: () => runDatasourceBatch(deps, name),
  });
}
