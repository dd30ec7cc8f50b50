import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../db/client';
import {
  DATASOURCE_BATCH_QUEUE,
  runDatasourceBatch,
  type TDatasourceBatchJob,
} from '../modules/datasources';
import type { TStorage } from '../storage/storage';

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
      await runDatasourceBatch(deps, job.data.batch_name);
      deps.log.info({ batch: job.data.batch_name }, 'datasource batch done');
    },
  );
}
