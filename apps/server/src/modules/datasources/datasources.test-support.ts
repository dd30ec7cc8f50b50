import type { TRole } from '@eform/core/permissions';
import { createClient, createUser, login } from '../../../test/factories';
import { multipartFile } from '../../../test/files';
import { callApi } from '../../../test/support';
import type { TApp } from '../../app';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { runDatasourceBatch } from './datasource-jobs';

/** A datasource CSV as a user's spreadsheet saves it: UTF-8 with a BOM, semicolons, CRLF. */
export function csvOf(lines: string[]): Buffer {
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`);
}

/** A client (with `modules`) and a signed-in user of `role` in it. */
export async function clientWith(
  app: TApp,
  db: TDb,
  role: TRole,
  modules: ('map_element' | 'word')[] = ['map_element'],
) {
  const client = await createClient(db, { modules });
  const user = await createUser(db, { client, roles: [role] });
  return { client, user, key: await login(app, user) };
}

/** POST /api/file-upload/datasource_source of `bytes` as `filename`. */
export function uploadCsv(
  app: TApp,
  key: string,
  clientId: number | string,
  bytes: Buffer,
  filename = 'lijst.csv',
  type = 'text/csv',
) {
  const { payload, contentType } = multipartFile(filename, bytes, type);
  return app.inject({
    method: 'POST',
    url: `/api/file-upload/datasource_source?client_id=${clientId}`,
    headers: { 'api-key': key, 'content-type': contentType },
    payload,
  });
}

/** Starts the import of the datasource and works its batch as the job would; answers the batch. */
export async function importNow(
  app: TApp,
  deps: { db: TDb; storage: TStorage },
  key: string,
  id: number,
) {
  const started = await callApi(app, key, 'POST', `/api/datasource/${id}/import`);
  if (started.statusCode !== 201) throw new Error(`import: ${started.body}`);
  const { batch_name } = started.json() as { batch_name: string; total_items: number };
  await runDatasourceBatch(deps, batch_name);
  return started.json() as { batch_name: string; total_items: number };
}

/**
 * Uploads `csv`, creates a datasource of it and imports it; answers the datasource as it is
 * after the import.
 */
export async function createImported(
  app: TApp,
  deps: { db: TDb; storage: TStorage },
  key: string,
  clientId: number,
  body: { type: 'search' | 'map_features'; name: string; field_crs?: string },
  csv: Buffer,
) {
  const uploaded = await uploadCsv(app, key, clientId, csv);
  if (uploaded.statusCode !== 200) throw new Error(`upload: ${uploaded.body}`);
  const created = await callApi(app, key, 'POST', `/api/clients/${clientId}/datasources`, {
    ...body,
    file_id: uploaded.json().file_id,
  });
  if (created.statusCode !== 201) throw new Error(`create: ${created.body}`);
  const id = created.json().id as number;
  await importNow(app, deps, key, id);
  return (await callApi(app, key, 'GET', `/api/datasources/${id}`)).json();
}

/** A client with a signed-in user of `role` and a datasource imported from `csv`. */
export async function importedDatasource(
  app: TApp,
  deps: { db: TDb; storage: TStorage },
  role: TRole,
  body: { type: 'search' | 'map_features'; name: string; field_crs?: string },
  csv: Buffer,
) {
  const owner = await clientWith(app, deps.db, role);
  const ds = await createImported(app, deps, owner.key, owner.client.id, body, csv);
  return { ...owner, ds };
}
