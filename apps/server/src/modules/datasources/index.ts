/**
 * The datasources for the rest of the server: the batch worker (imports and exports). The app
 * alone imports datasources.routes.ts.
 */

export { registerDatasourceJobs } from './datasource-batch.job';
export { failDatasourceBatch } from './datasource-batch-failure';
export { DATASOURCE_BATCH_QUEUE, type TDatasourceBatchJob } from './datasource-batches';
export { runDatasourceBatch } from './datasource-jobs';
export { seedDemoDatasource } from './demo-datasource';
