import {
  DATASOURCE_LIST_LIMIT,
  type TDatasource,
  type TDatasourceCreateBody,
  type TDatasourceCrs,
  type TDatasourceFile,
  type TDatasourceList,
  type TDatasourceOptions,
  type TDatasourcePatchBody,
  type TDatasourceType,
} from '@eform/core/api/datasources';
import { DomainError, isDomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { isUuid, type TAsker, type TTenant, tenantOfRef } from '../access';
import type { TAuth } from '../auth';
import {
  extensionOf,
  storeUpload,
  type TUploadPart,
  type TUploadRule,
  unreferencedKeys,
} from '../files';
import {
  assertAnyPermission,
  DATASOURCE_OPTION_PERMISSIONS,
  DATASOURCE_VIEW,
  datasourceFor,
  toDatasource,
} from './datasource-access';
import {
  deleteDatasource,
  deleteFileRow,
  fileInUse,
  findClientCsvFile,
  findDatasource,
  insertDatasource,
  listDatasourceOptions,
  listDatasources,
  updateDatasource,
} from './datasources.repository';

/**
 * A datasource's CSV may be 50 MB, not the 20 MB of other uploads: it is a whole register (every
 * address point, lamp post or tree of a municipality is 100,000+ rows with a few columns, tens of
 * MB), and the import streams it, so its size costs no memory.
 */
export const DATASOURCE_MAX_BYTES = 50 * 1024 * 1024;

/** 413 with our text ('Maximale bestandsgrootte is 50Mb.'). */
export function datasourceTooLarge(): DomainError {
  return new DomainError('PAYLOAD_TOO_LARGE', { messageKey: 'server.datasource.fileSize' });
}

function csvOnly(): DomainError {
  return new DomainError('VALIDATION', { messageKey: 'server.datasource.csvOnly' });
}

/** The client's datasources of `type` by name, one page of DATASOURCE_LIST_LIMIT. */
export async function listClientDatasources(
  db: TDb,
  tenant: TTenant,
  type: TDatasourceType,
  page: number,
): Promise<TDatasourceList> {
  assertAnyPermission(tenant, DATASOURCE_VIEW);
  const rows = await listDatasources(
    db,
    tenant.client.id,
    type,
    page * DATASOURCE_LIST_LIMIT,
    DATASOURCE_LIST_LIMIT + 1,
  );
  return {
    datasources: rows.slice(0, DATASOURCE_LIST_LIMIT).map(toDatasource),
    next_page: rows.length > DATASOURCE_LIST_LIMIT ? page + 1 : null,
  };
}

/** The coordinate system a datasource of `type` keeps: required for a map, none for search. */
function checkedCrs(
  type: TDatasourceType,
  crs: TDatasourceCrs | null | undefined,
): TDatasourceCrs | null {
  if (type === 'search') {
    if (crs) throw new DomainError('VALIDATION', { messageKey: 'server.datasource.crsNotAllowed' });
    return null;
  }
  if (!crs) throw new DomainError('VALIDATION', { messageKey: 'server.datasource.crsRequired' });
  return crs;
}

/** A map datasource is a paid feature: the client needs the module 'map_element' (doc 3 §2). */
export function assertMapModule(tenant: TTenant, type: TDatasourceType): void {
  if (type === 'map_features' && !tenant.client.modules.includes('map_element')) {
    throw new DomainError('FORBIDDEN', { messageKey: 'server.datasource.mapModule' });
  }
}

/** The id of a CSV uploaded for the client (POST /api/file-upload/datasource_source). */
async function sourceFileId(db: TDb, clientId: number, fileRef: string): Promise<number> {
  const file = isUuid(fileRef)
    ? await findClientCsvFile(db, clientId, fileRef.toLowerCase())
    : undefined;
  if (!file) throw new DomainError('VALIDATION', { messageKey: 'server.datasource.fileUnknown' });
  return file.id;
}

async function answerOf(db: TDb, id: number): Promise<TDatasource> {
  const row = await findDatasource(db, { id });
  if (!row) throw new DomainError('NOT_FOUND');
  return toDatasource(row);
}

/** A new datasource of the client ('eform create datasources'); its import starts separately. */
export async function createDatasource(
  db: TDb,
  tenant: TTenant,
  body: TDatasourceCreateBody,
): Promise<TDatasource> {
  assertAnyPermission(tenant, ['eform create datasources']);
  const fieldCrs = checkedCrs(body.type, body.field_crs);
  assertMapModule(tenant, body.type);
  const fileId = await sourceFileId(db, tenant.client.id, body.file_id);
  const row = await insertDatasource(db, {
    clientId: tenant.client.id,
    type: body.type,
    name: body.name,
    fieldCrs,
    fileId,
  });
  return answerOf(db, row.id);
}

/** A datasource for whoever may view it (either datasource permission). */
export async function getDatasource(db: TDb, asker: TAsker, ref: string): Promise<TDatasource> {
  const { datasource } = await datasourceFor(db, asker, ref, DATASOURCE_VIEW);
  return toDatasource(datasource);
}

/**
 * Changes name, coordinate system or source file ('eform edit datasources'; a map datasource
 * while the client has the map module); what else GET answers is ignored. A new file is imported by the next POST api/datasource/{id}/import.
 */
export async function patchDatasource(
  db: TDb,
  asker: TAsker,
  ref: string,
  body: TDatasourcePatchBody,
): Promise<TDatasource> {
  const { tenant, datasource } = await datasourceFor(db, asker, ref, ['eform edit datasources']);
  assertMapModule(tenant, datasource.type);
  const fieldCrs =
    body.field_crs === undefined ? undefined : checkedCrs(datasource.type, body.field_crs);
  const fileId =
    body.file_id === undefined || body.file_id === datasource.file?.uuid
      ? undefined
      : await sourceFileId(db, tenant.client.id, body.file_id);
  await updateDatasource(db, tenant.client.id, datasource.id, {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(fieldCrs === undefined ? {} : { fieldCrs }),
    ...(fileId === undefined ? {} : { fileId, importState: 'pending' as const, importError: null }),
  });
  return answerOf(db, datasource.id);
}

/** Deletes the datasource with its items and its source file ('eform edit datasources'). */
export async function removeDatasource(
  db: TDb,
  storage: TStorage,
  asker: TAsker,
  ref: string,
): Promise<void> {
  const { tenant, datasource } = await datasourceFor(db, asker, ref, ['eform edit datasources']);
  const clientId = tenant.client.id;
  const key = await db.transaction(async (tx) => {
    const fileId = await deleteDatasource(tx, clientId, datasource.id);
    if (fileId === null || (await fileInUse(tx, clientId, fileId))) return undefined;
    return deleteFileRow(tx, clientId, fileId);
  });
  if (!key) return;
  const now = new Date();
  for (const unheld of await unreferencedKeys(db, [key])) await storage.remove(unheld, now);
}

/** Id and name of the client's datasources of `type`, for the form editor. */
export async function datasourceOptions(
  db: TDb,
  asker: TAsker,
  clientRef: string,
  type: TDatasourceType,
): Promise<TDatasourceOptions> {
  const tenant = await tenantOfRef(db, asker, clientRef);
  assertAnyPermission(tenant, DATASOURCE_OPTION_PERMISSIONS);
  return listDatasourceOptions(db, tenant.client.id, type);
}

/**
 * POST /api/file-upload/datasource_source?client_id=: stores a CSV for a datasource of the
 * client (either datasource permission). A CSV by its name (.csv) or its claimed type (text/csv),
 * and text by its bytes; anything else 400 with the spec's text.
 */
export async function uploadDatasourceSource(
  db: TDb,
  storage: TStorage,
  auth: TAuth,
  clientRef: string,
  part: () => Promise<TUploadPart | undefined>,
): Promise<TDatasourceFile> {
  const tenant = await tenantOfRef(db, auth, clientRef);
  assertAnyPermission(tenant, DATASOURCE_VIEW);
  let claimed: string | undefined;
  const rule: TUploadRule = {
    typesFor: (filename) =>
      extensionOf(filename) === 'csv' || claimed === 'text/csv' ? ['text/plain'] : undefined,
    refusedKey: 'server.datasource.csvOnly',
    maxBytes: DATASOURCE_MAX_BYTES,
    tooLarge: datasourceTooLarge,
  };
  const claimingPart = async () => {
    const upload = await part();
    claimed = upload?.type?.toLowerCase();
    return upload;
  };
  try {
    const row = await storeUpload(
      db,
      storage,
      auth,
      { clientRef: String(tenant.client.id) },
      claimingPart,
      rule,
    );
    return { file_id: row.uuid, filename: row.filename, size: row.size };
  } catch (error) {
    if (isDomainError(error) && error.code === 'UNSUPPORTED_MEDIA_TYPE') throw csvOnly();
    throw error;
  }
}
