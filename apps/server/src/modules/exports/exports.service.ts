import type { TFormSettings } from '@eform/core/api';
import {
  DIRECT_EXPORT_MAX,
  EXPORT_RETENTION_HOURS,
  type EXPORT_STATES,
  type TExportFormat,
  type TGeoExportFormat,
  type TRegistrationListQuery,
} from '@eform/core/api/registrations-admin';
import { DomainError } from '@eform/core/errors';
import type { TPermission } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { formForUser, isUuid, type TAsker } from '../access';
import {
  featureLookupFor,
  registrationListSql,
  type TListForm,
  type TListSelection,
  withinRetentionSql,
} from '../registrations';
import { dutchDate, type TExportRow, wallTime } from './export-columns';
import { storeExportFile, type TExportSource } from './export-file';
import { queueExport, type TExportJob } from './export-queue';
import {
  countSelection,
  deleteExpiredExports,
  fileBatches,
  findExport,
  findExportWithForm,
  geoBatches,
  insertExport,
  moveExport,
  recordProgress,
  registrationBatches,
  type TExportRecord,
  type TExportSelection,
  unheldKeys,
} from './exports.repository';
import { geoExportChunks } from './geo-export';

/** The permission each format needs (doc 2 §6): files only with 'download with attachments'. */
export const EXPORT_PERMISSIONS: Record<TExportFormat, TPermission> = {
  csv: 'eform manage form registrations download',
  xlsx: 'eform manage form registrations download',
  'csv-with-attachments': 'eform manage form registrations download with attachments',
};

const EXTENSIONS: Record<TExportFormat | TGeoExportFormat, string> = {
  csv: 'csv',
  xlsx: 'xlsx',
  'csv-with-attachments': 'zip',
  geojson: 'geojson',
  kml: 'kml',
};

/** Content types of the geo exports. */
export const GEO_CONTENT_TYPES: Record<TGeoExportFormat, string> = {
  geojson: 'application/geo+json',
  kml: 'application/vnd.google-earth.kml+xml',
};

/** Content types of the downloads. */
export const EXPORT_CONTENT_TYPES: Record<TExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'csv-with-attachments': 'application/zip',
};

const HOUR_MS = 3_600_000;

/** An export as the routes answer it, with the form it belongs to. */
export interface TExportView {
  record: TExportRecord;
  formUuid: string;
  /** Made at once (queue_id false in the answer). */
  direct: boolean;
}

/** Raised by the rows of a running export when it was cancelled; stops it at its next batch. */
class ExportCancelled extends Error {}

/** The download's file name: the form's name and the day, e.g. 'Meldingen 05-03-2026.csv'. */
function exportFileName(
  formName: string,
  format: TExportFormat | TGeoExportFormat,
  now: Date,
): string {
  const name = formName.replace(/[/\\:*?"<>|]|\p{Cc}/gu, '_').trim() || 'registraties';
  return `${name} ${dutchDate(wallTime(now), false)}.${EXTENSIONS[format]}`;
}

/**
 * The list's rows and order for the export (filters checked: a 400 names a bad one), without the
 * registrations past the form's retention term at `now` (issue 34).
 */
function selectionOf(
  form: TListForm & { settings: TFormSettings },
  query: TListSelection,
  now: Date,
): TExportSelection {
  const { where, orderBy } = registrationListSql(form, query);
  return { where: withinRetentionSql(where, form.settings.retention, now), orderBy };
}

/** What an export keeps of the list query: all but the page (tab, status, sort, filters). */
function storedQuery(query: TRegistrationListQuery): TListSelection {
  const { page: _page, items_per_page: _size, ...selection } = query;
  return selection;
}

/**
 * GET .../registrations/export/{geojson|kml}: the located registrations of the list's selection
 * (tab, status, filters, sort) as text chunks, read through a cursor in batches while the
 * download is written, so neither the rows nor the file are ever held whole. Same permission as
 * the CSV export; another client's form: NOT_FOUND; a bad filter: VALIDATION before any byte.
 */
export async function startGeoExport(
  db: TDb,
  auth: TAsker,
  formRef: string,
  format: TGeoExportFormat,
  query: TRegistrationListQuery,
  now = new Date(),
): Promise<{ fileName: string; contentType: string; chunks: AsyncIterable<string> }> {
  const { ref } = await formForUser(db, auth, formRef, EXPORT_PERMISSIONS.csv);
  const form = ref.form;
  const selection = selectionOf(form, storedQuery(query), now);
  const chunks = geoExportChunks(format, {
    formName: form.name,
    schema: form.schema,
    batches: geoBatches(db, selection),
    lookupFor: (rows) =>
      featureLookupFor(
        db,
        form.clientId,
        form.schema,
        rows.map((row) => row.values ?? {}),
      ),
  });
  return {
    fileName: exportFileName(form.name, format, now),
    contentType: GEO_CONTENT_TYPES[format],
    chunks,
  };
}

/**
 * Starts an export of the form's registrations as the list shows them (its filters, tab, status
 * and sort). Up to DIRECT_EXPORT_MAX rows the file is made at once; more go to the export job.
 */
export async function startExport(
  db: TDb,
  storage: TStorage,
  auth: TAsker,
  formRef: string,
  format: TExportFormat,
  query: TRegistrationListQuery,
  now = new Date(),
): Promise<TExportView> {
  const { ref } = await formForUser(db, auth, formRef, EXPORT_PERMISSIONS[format]);
  const form = ref.form;
  const stored = storedQuery(query);
  const selection = selectionOf(form, stored, now);
  const total = await countSelection(db, selection);
  const direct = total <= DIRECT_EXPORT_MAX;
  const record = await insertExport(db, {
    clientId: form.clientId,
    formId: form.id,
    userId: auth.user.id,
    format,
    query: stored,
    state: direct ? 'running' : 'queued',
    total,
    fileName: exportFileName(form.name, format, now),
    createdAt: now,
    expiresAt: new Date(now.getTime() + EXPORT_RETENTION_HOURS * HOUR_MS),
  });
  if (!direct) {
    await queueExport(db, { client_id: record.clientId, export_id: record.id });
    return { record, formUuid: form.uuid, direct };
  }
  const done = await writeExport(db, storage, record, {
    schema: form.schema,
    sheetName: form.name,
    rows: registrationBatches(db, selection),
    files: () => fileBatches(db, selection),
  });
  return { record: done, formUuid: form.uuid, direct };
}

async function writeExport(
  db: TDb,
  storage: TStorage,
  record: TExportRecord,
  source: TExportSource,
): Promise<TExportRecord> {
  try {
    const stored = await storeExportFile(record.format, source, storage);
    const done = await moveExport(db, record, ['running'], {
      state: 'done',
      processed: record.total,
      fileKey: stored.key,
      fileSize: stored.size,
    });
    // Cancelled while the last bytes were written: the cancel stands.
    return done ?? (await findExport(db, record.clientId, record.formId, record.uuid)) ?? record;
  } catch (error) {
    if (error instanceof ExportCancelled) return record;
    await moveExport(db, record, ['running'], { state: 'failed' });
    throw error;
  }
}

/** Counts the rows as they are written and stops when the export was cancelled. */
async function* withProgress(
  db: TDb,
  record: TExportRecord,
  batches: AsyncIterable<TExportRow[]>,
): AsyncGenerator<TExportRow[]> {
  let processed = 0;
  for await (const rows of batches) {
    yield rows;
    processed += rows.length;
    if (!(await recordProgress(db, record, processed))) throw new ExportCancelled();
  }
}

/**
 * The export job: writes the export's file, recording progress per batch. An export cancelled
 * (or removed) before it starts is left alone; one cancelled while it runs stops at its next
 * batch and keeps no file. `restarted`: an earlier run's process died in it, so a 'running'
 * export is its own and is written again from the start. Answers the state it ended in.
 */
export async function runExport(
  db: TDb,
  storage: TStorage,
  job: TExportJob,
  options: { restarted?: boolean } = {},
) {
  const found = await findExportWithForm(db, job.client_id, job.export_id);
  if (!found) return undefined;
  const from: (typeof EXPORT_STATES)[number][] = options.restarted
    ? ['queued', 'running']
    : ['queued'];
  const running = await moveExport(db, found.record, from, { state: 'running', processed: 0 });
  if (!running) return found.record.state;
  const selection = selectionOf(
    { ...found.form, id: running.formId, clientId: running.clientId },
    running.query as TListSelection,
    new Date(),
  );
  const done = await writeExport(db, storage, running, {
    schema: found.form.schema,
    sheetName: found.form.name,
    rows: withProgress(db, running, registrationBatches(db, selection)),
    files: () => fileBatches(db, selection),
  });
  return done.state;
}

/** Fails a queued or running export without writing it (its job gave up on it). */
export async function failExport(db: TDb, job: TExportJob): Promise<void> {
  const found = await findExportWithForm(db, job.client_id, job.export_id);
  if (found) await moveExport(db, found.record, ['queued', 'running'], { state: 'failed' });
}

/**
 * The user's own export of the form, while it has not expired. Anyone else's, another form's or
 * an expired one: NOT_FOUND, as if it did not exist.
 */
export async function findOwnExport(
  db: TDb,
  auth: TAsker,
  formRef: string,
  queueId: string,
  now = new Date(),
): Promise<TExportView> {
  const { ref } = await formForUser(db, auth, formRef);
  const record = isUuid(queueId)
    ? await findExport(db, ref.form.clientId, ref.form.id, queueId)
    : undefined;
  if (!record || record.userId !== auth.user.id || record.expiresAt <= now) {
    throw new DomainError('NOT_FOUND');
  }
  return { record, formUuid: ref.form.uuid, direct: false };
}

/** Cancels the user's export; its job stops at the next batch. A finished one stays as it is. */
export async function cancelExport(
  db: TDb,
  auth: TAsker,
  formRef: string,
  queueId: string,
): Promise<TExportView> {
  const view = await findOwnExport(db, auth, formRef, queueId);
  const cancelled = await moveExport(db, view.record, ['queued', 'running'], {
    state: 'cancelled',
  });
  return { ...view, record: cancelled ?? view.record };
}

/** The user's finished export and its file's key and size, to stream to them. */
export async function exportDownload(
  db: TDb,
  auth: TAsker,
  formRef: string,
  queueId: string,
): Promise<{ record: TExportRecord; key: string; size: number }> {
  const { record } = await findOwnExport(db, auth, formRef, queueId);
  const { fileKey: key, fileSize: size } = record;
  if (record.state !== 'done' || !key || size === null) throw new DomainError('NOT_FOUND');
  return { record, key, size };
}

const PURGE_BATCH = 500;

/**
 * Removes exports whose 24 hours are over, and their files once nothing else holds the same
 * bytes. Answers the rows and stored objects removed.
 */
export async function purgeExpiredExports(
  db: TDb,
  storage: TStorage,
  now = new Date(),
): Promise<{ rows: number; objects: number }> {
  return purgeInBatches(db, storage, now, (limit) => deleteExpiredExports(db, now, limit));
}

/**
 * Deletes expired rows a batch at a time (`deleteBatch` answers how many and their file keys)
 * and removes each key's bytes once no other row holds them: the exports' purge and the subject
 * exports'. Answers the rows and stored objects removed.
 */
export async function purgeInBatches(
  db: TDb,
  storage: TStorage,
  now: Date,
  deleteBatch: (limit: number) => Promise<{ count: number; keys: string[] }>,
): Promise<{ rows: number; objects: number }> {
  let rows = 0;
  let objects = 0;
  for (;;) {
    const { count, keys } = await deleteBatch(PURGE_BATCH);
    rows += count;
    // Bytes put again (by an upload or export of the same content) since now are kept.
    for (const key of await unheldKeys(db, keys)) {
      if (await storage.remove(key, now)) objects += 1;
    }
    if (count < PURGE_BATCH) return { rows, objects };
  }
}
