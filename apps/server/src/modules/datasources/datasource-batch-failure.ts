import type { TDb } from '../../db/client';
import {
  deleteUnusedGenerations,
  findDatasource,
  findDatasourceBatch,
  finishDatasourceBatch,
  updateDatasource,
} from './datasources.repository';

/**
 * Ends a batch its job gave up on (it ended its process twice) without working it: an import's
 * datasource says 'failed' with `reason` (Dutch), the items in use stay and the unfinished
 * generations' items go; an export ends without a download. A finished batch is left alone.
 */
export async function failDatasourceBatch(db: TDb, name: string, reason: string): Promise<void> {
  const batch = await findDatasourceBatch(db, name);
  if (!batch || batch.finishedAt) return;
  const datasourceId = batch.state.datasourceId;
  const ds = datasourceId ? await findDatasource(db, { id: datasourceId }) : undefined;
  if (ds && ds.clientId === batch.clientId && batch.kind === 'datasource-import') {
    await deleteUnusedGenerations(db, ds);
    await updateDatasource(db, ds.clientId, ds.id, { importState: 'failed', importError: reason });
  }
  await finishDatasourceBatch(db, name, batch.totalItems, batch.state);
}
