import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { batches, clients } from '../../db/schema';
import { FINISHED_BATCH_KEEP_MS, purgeFinishedBatches } from '../client-admin';
import { runDatasourceBatch } from './datasource-jobs';
import { clientWith, csvOf, importedDatasource, uploadCsv } from './datasources.test-support';

// Issue 32 item 6: the datasource answers' 7-day cache, the map module checked beyond create and
// import, export files removed with their batch, and the import's lines counted in its job.

const { app, db } = await getTestServer();
const deps = { db, storage: app.storage };
const SEARCH_CSV = csvOf(['object.name;wijk', 'Markt;Centrum', 'Plein;Noord', 'Laan;Zuid']);
const MAP_CSV = csvOf([
  'object.name;object.status;object.latitude;object.longitude',
  'Eik;open;52.09;5.12',
]);
const WEEK_SECONDS = 604_800;

function mapDatasource() {
  return importedDatasource(
    app,
    deps,
    'client_manager',
    { type: 'map_features', name: 'Bomen', field_crs: 'EPSG:4326' },
    MAP_CSV,
  );
}

describe('GET api/datasource/{id}', () => {
  it('is kept 7 days on the device (doc 3 §9), privately; a refusal is not kept', async () => {
    const { client, ds } = await importedDatasource(
      app,
      deps,
      'client_manager',
      { type: 'search', name: 'Straten' },
      SEARCH_CSV,
    );
    const filler = await login(app, await createUser(db, { client }));
    const search = await callApi(app, filler, 'GET', `/api/datasource/${ds.id}?format=search`);
    expect(search.statusCode).toBe(200);
    expect(search.headers['cache-control']).toBe(`private, max-age=${WEEK_SECONDS}`);
    expect(search.headers.vary).toBe('api-key');
    const other = await clientWith(app, db, 'client_manager');
    const refused = await callApi(app, other.key, 'GET', `/api/datasource/${ds.id}`);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});

describe("the module 'map_element'", () => {
  it('is checked on PATCH and on the data read of a map datasource, not of a search one', async () => {
    const { client, key, ds } = await mapDatasource();
    const features = `/api/datasource/${ds.id}`;
    expect((await callApi(app, key, 'GET', features)).statusCode).toBe(200);
    // The client's module ends (it was bought for a year, say).
    await db.update(clients).set({ modules: [] }).where(eq(clients.id, client.id));
    const patched = await callApi(app, key, 'PATCH', `/api/datasources/${ds.id}`, { name: 'X' });
    expect(patched.statusCode).toBe(403);
    expect(patched.json().message).toContain('Betaalde functie Kaart');
    const filler = await login(app, await createUser(db, { client }));
    const read = await callApi(app, filler, 'GET', `${features}?left=5&top=53&right=6&bottom=52`);
    expect(read.statusCode).toBe(403);
    expect(read.json().message).toContain('Betaalde functie Kaart');
    expect(read.body).not.toContain('Eik');

    const file_id = (await uploadCsv(app, key, client.id, SEARCH_CSV)).json().file_id;
    const search = (
      await callApi(app, key, 'POST', `/api/clients/${client.id}/datasources`, {
        type: 'search',
        name: 'Straten',
        file_id,
      })
    ).json();
    const renamed = await callApi(app, key, 'PATCH', `/api/datasources/${search.id}`, {
      name: 'Lanen',
    });
    expect(renamed.statusCode).toBe(200);
    expect(
      (await callApi(app, filler, 'GET', `/api/datasource/${search.id}?format=search`)).statusCode,
    ).toBe(200);
  });
});

describe('an export file', () => {
  it('goes with its batch, unless a batch still there holds the same bytes', async () => {
    // Saved without a BOM and with LF: not byte for byte the CSV the export writes (which the
    // source file's row would hold).
    const source = Buffer.from('object.name;wijk\nMarkt;Centrum\nPlein;Noord\n');
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'client_manager',
      { type: 'search', name: 'Straten' },
      source,
    );
    const exportNow = async () => {
      const { batch_name } = (
        await callApi(app, key, 'POST', `/api/datasource/${ds.id}/export`)
      ).json();
      await runDatasourceBatch(deps, batch_name);
      const [row] = await db.select().from(batches).where(eq(batches.name, batch_name));
      return { name: batch_name as string, key: row?.state.exportKey ?? '' };
    };
    const older = await exportNow();
    const newer = await exportNow();
    // The same items: the same bytes, stored once.
    expect(newer.key).toBe(older.key);
    expect(await app.storage.exists(older.key)).toBe(true);
    const weekAgo = new Date(Date.now() - FINISHED_BATCH_KEEP_MS - 60_000);
    await db.update(batches).set({ finishedAt: weekAgo }).where(eq(batches.name, older.name));
    await purgeFinishedBatches(db, app.storage);
    expect(await db.$count(batches, eq(batches.name, older.name))).toBe(0);
    expect(await app.storage.exists(newer.key)).toBe(true);
    const download = await callApi(
      app,
      key,
      'GET',
      `/api/datasource/${ds.id}/export/${newer.name}`,
    );
    expect(download.statusCode).toBe(200);

    await db.update(batches).set({ finishedAt: weekAgo }).where(eq(batches.name, newer.name));
    await purgeFinishedBatches(db, app.storage);
    expect(await app.storage.exists(newer.key)).toBe(false);
  });
});

describe('starting an import', () => {
  it('answers before the file is read; the job counts its lines, then imports them', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    const file_id = (await uploadCsv(app, key, client.id, SEARCH_CSV)).json().file_id;
    const created = (
      await callApi(app, key, 'POST', `/api/clients/${client.id}/datasources`, {
        type: 'search',
        name: 'Straten',
        file_id,
      })
    ).json();
    const started = await callApi(app, key, 'POST', `/api/datasource/${created.id}/import`);
    expect(started.statusCode).toBe(201);
    // Not counted yet: no total, and not done (something is in the queue).
    expect(started.json().total_items).toBe(0);
    const name = started.json().batch_name;
    const before = (await callApi(app, key, 'GET', `/api/batch/process/${name}`)).json();
    expect(before).toMatchObject({ total_items: 0, items_in_queue: 1 });
    await runDatasourceBatch(deps, name);
    const after = (await callApi(app, key, 'GET', `/api/batch/process/${name}`)).json();
    expect(after).toMatchObject({ total_items: 3, items_in_queue: 0 });
  });
});
