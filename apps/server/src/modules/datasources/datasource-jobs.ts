import { PassThrough, type Readable } from 'node:stream';
import { ts } from '@eform/core/messages/server-only';
import { CsvError, parse } from 'csv-parse';
import type { Logger } from 'pino';
import { CSV_BOM, csvRecord, unneutralise, writeChunk } from '../../csv/csv';
import type { TDb } from '../../db/client';
import { isConnectionLoss } from '../../db/connection-loss';
import type { TStorage } from '../../storage/storage';
import { countDataLines, exportDownloadUrl } from './datasource-batches';
import { DatasourceCsvError, planHeader, readRow, type TCsvPlan } from './datasource-csv';
import {
  analyzeItems,
  deleteGeneration,
  findDatasource,
  findDatasourceBatch,
  finishDatasourceBatch,
  itemsPage,
  openItemsCopy,
  recordBatchProgress,
  recordBatchTotal,
  startGeneration,
  switchGeneration,
  type TDatasourceBatchRow,
  type TDatasourceWithFile,
  type TItemInsert,
  type TItemsCopy,
  updateDatasource,
} from './datasources.repository';

/** Items written (and read back for an export) per statement. */
export const DATASOURCE_CHUNK = 1000;

interface TJobDeps {
  db: TDb;
  storage: TStorage;
  log?: Logger;
}

/**
 * Works a datasource batch (an import or an export) to its end. A batch already finished (a job
 * handed out twice) or of another kind is left alone.
 */
export async function runDatasourceBatch(deps: TJobDeps, name: string): Promise<void> {
  const batch = await findDatasourceBatch(deps.db, name);
  if (!batch || batch.finishedAt || batch.clientId === null) return;
  const datasourceId = batch.state.datasourceId;
  const datasource = datasourceId ? await findDatasource(deps.db, { id: datasourceId }) : undefined;
  if (!datasource || datasource.clientId !== batch.clientId) {
    await finishDatasourceBatch(deps.db, name, batch.totalItems, batch.state);
    return;
  }
  if (batch.kind === 'datasource-import') await runImport(deps, batch, datasource);
  else if (batch.kind === 'datasource-export') await runExport(deps, batch, datasource);
}

/** Why a file failed, in Dutch: our verdict, the parser's line, or a general failure. */
function failureText(error: unknown): string | undefined {
  if (error instanceof DatasourceCsvError) return error.message;
  if (error instanceof CsvError) {
    const line = typeof error.lines === 'number' ? error.lines : 1;
    return ts('server.datasource.import.unreadable', { line });
  }
  return undefined;
}

/** Line breaks inside a record's fields (a quoted value may hold them). */
function breaksIn(record: readonly string[]): number {
  let breaks = 0;
  for (const field of record) {
    for (let at = field.indexOf('\n'); at !== -1; at = field.indexOf('\n', at + 1)) breaks++;
  }
  return breaks;
}

/**
 * Streams the source CSV into a new generation of items in one COPY, the batch counting down per
 * DATASOURCE_CHUNK; then switches to it in one short transaction. A bad file leaves the items in
 * use as they were (the COPY is cancelled): the datasource says 'failed' with the reason. Lines
 * are counted here rather than by the parser's per-record info, which tripled the parse time.
 */
async function runImport(deps: TJobDeps, batch: TDatasourceBatchRow, ds: TDatasourceWithFile) {
  const { db, storage } = deps;
  const generation = await startGeneration(db, ds.clientId, ds.id);
  let plan: TCsvPlan | undefined;
  let done = 0;
  let total = batch.totalItems;
  let source: Readable | undefined;
  let copy: TItemsCopy | undefined;
  try {
    if (!ds.file) throw new DatasourceCsvError('server.datasource.noFile');
    // The total first (the request answered without reading the file), so the screen's
    // progress counts up to it.
    total = await countDataLines(await storage.get(ds.file.sha256));
    await recordBatchTotal(db, batch.name, total);
    source = await storage.get(ds.file.sha256);
    const parser = source.pipe(parse({ delimiter: ';', bom: true, relax_column_count: true }));
    copy = await openItemsCopy(db);
    let chunk: TItemInsert[] = [];
    let line = 0;
    for await (const read of parser as AsyncIterable<string[]>) {
      line += 1 + breaksIn(read);
      // An empty line comes as one empty field: skipped, and counted.
      if (read.length === 1 && read[0] === '') continue;
      // Our own export made formula-like cells inert with a leading quote: it goes again here,
      // so an export imports back unchanged (csv/csv.ts).
      const record = read.map(unneutralise);
      if (!plan) {
        plan = planHeader(record, ds.type, ds.fieldCrs);
        continue;
      }
      const item = readRow(plan, record, line);
      chunk.push({ clientId: ds.clientId, datasourceId: ds.id, generation, ...item });
      if (chunk.length >= DATASOURCE_CHUNK) {
        await copy.write(chunk);
        done += chunk.length;
        chunk = [];
        await recordBatchProgress(db, batch.name, done);
      }
    }
    if (!plan) throw new DatasourceCsvError('server.datasource.import.empty');
    await copy.write(chunk);
    done += chunk.length;
    await copy.end();
  } catch (error) {
    await copy?.abort(error as Error);
    // The database went away (a restart), not the file: the job is handed out again and imports
    // the file from its start into a new generation; this one's items go with that switch.
    if (isConnectionLoss(error)) throw error;
    const reason = failureText(error);
    if (!reason) deps.log?.error({ err: error, batch: batch.name }, 'datasource import failed');
    await deleteGeneration(db, ds.clientId, ds.id, generation);
    await updateDatasource(db, ds.clientId, ds.id, {
      importState: 'failed',
      importError: reason ?? ts('server.datasource.import.failed'),
    });
    await finishDatasourceBatch(db, batch.name, total, batch.state);
    return;
  } finally {
    // A file refused halfway is not read to its end: close it.
    source?.destroy();
  }
  const switched = await switchGeneration(db, ds.clientId, ds.id, {
    generation,
    itemsCount: done,
    fields: plan.fields,
    columns: plan.columns,
  });
  // A later run of the same file already went live: this one's rows are surplus.
  if (!switched) await deleteGeneration(db, ds.clientId, ds.id, generation);
  else await analyzeItems(db);
  await finishDatasourceBatch(db, batch.name, done, batch.state);
}

/**
 * Writes the items in use back as the CSV they came from (the imported header, semicolons,
 * UTF-8 with a BOM for Dutch Excel), streamed into storage 1000 items at a time; the finished
 * batch names where it is downloaded. The server's one CSV writer makes formula-like cells inert
 * (a leading quote) as in every export; the import takes that quote off again.
 */
async function runExport(deps: TJobDeps, batch: TDatasourceBatchRow, ds: TDatasourceWithFile) {
  const { db, storage } = deps;
  const out = new PassThrough();
  const stored = storage.put(out);
  let done = 0;
  try {
    const columns = ds.columns;
    await writeChunk(out, CSV_BOM + csvRecord(columns));
    let afterLine = 0;
    for (;;) {
      const items = await itemsPage(db, ds, afterLine, DATASOURCE_CHUNK);
      if (items.length === 0) break;
      let text = '';
      for (const item of items) {
        text += csvRecord(columns.map((column) => item.object[column] ?? item.data[column] ?? ''));
      }
      await writeChunk(out, text);
      afterLine = items[items.length - 1]?.line ?? afterLine;
      done += items.length;
      await recordBatchProgress(db, batch.name, done);
    }
    out.end();
  } catch (error) {
    // The batch ends without a download_url: the screen says the export failed.
    deps.log?.error({ err: error, batch: batch.name }, 'datasource export failed');
    out.destroy(error as Error);
    await stored.catch(() => undefined);
    await finishDatasourceBatch(db, batch.name, batch.totalItems, batch.state);
    return;
  }
  const file = await stored;
  await finishDatasourceBatch(db, batch.name, done, {
    ...batch.state,
    exportKey: file.key,
    exportSize: file.size,
    downloadUrl: exportDownloadUrl(ds.id, batch.name),
  });
}
