import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, login } from '../../../test/factories';
import { TINY_PNG } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { batches, datasourceItems, datasources, files } from '../../db/schema';
import { resumeStaleRemovals, runClientRemoval } from '../client-admin';
import { purgeOrphanUploads } from '../files/upload-purge';
import { runDatasourceBatch } from './datasource-jobs';
import {
  clientWith,
  createImported,
  csvOf,
  importedDatasource,
  uploadCsv,
} from './datasources.test-support';
import { seedDemoDatasource } from './demo-datasource';

const { app, db } = await getTestServer();
const deps = { db, storage: app.storage };
const CSV = csvOf(['object.name;wijk', 'Markt;Centrum', 'Plein;Noord']);
const CSV_ONLY = 'Er kunnen alleen CSV (.csv) bestanden worden geupload';

/** A client_manager's client with an imported search datasource. */
function ownedDatasource(name = 'Straten') {
  return importedDatasource(app, deps, 'client_manager', { type: 'search', name }, CSV);
}

describe('the CSV upload', () => {
  it('stores a .csv, or a file sent as text/csv, and answers its id, name and size', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    const byName = await uploadCsv(
      app,
      key,
      client.id,
      CSV,
      'lijst.csv',
      'application/octet-stream',
    );
    expect(byName.statusCode).toBe(200);
    expect(byName.json()).toMatchObject({ filename: 'lijst.csv', size: CSV.length });
    const byType = await uploadCsv(app, key, client.uuid, CSV, 'export', 'text/csv');
    expect(byType.statusCode).toBe(200);
  });

  it("refuses another type, and binary bytes named .csv, with the spec's text (400)", async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    const text = await uploadCsv(app, key, client.id, CSV, 'lijst.txt', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe(CSV_ONLY);
    const binary = await uploadCsv(app, key, client.id, TINY_PNG, 'foto.csv', 'text/csv');
    expect(binary.statusCode).toBe(400);
    expect(binary.json().message).toBe(CSV_ONLY);
  });

  it('takes a CSV of up to 50 MB (a whole register), and refuses a larger one (413)', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    const row = 'Straat met een lange naam;Wijk;1234 AB;nog wat tekst\r\n';
    const big = (megabytes: number) =>
      Buffer.from(
        `object.name;wijk;postcode;opmerking\r\n${row.repeat((megabytes * 1024 * 1024) / row.length)}`,
      );
    const thirty = await uploadCsv(app, key, client.id, big(30));
    expect(thirty.statusCode).toBe(200);
    const tooBig = await uploadCsv(app, key, client.id, big(51));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe('Maximale bestandsgrootte is 50Mb.');
  });

  it('needs a datasource permission (403), a member (404 for another client), a sign-in (401)', async () => {
    const { client, key } = await clientWith(app, db, 'financial');
    expect((await uploadCsv(app, key, client.id, CSV)).statusCode).toBe(403);
    const other = await clientWith(app, db, 'client_manager');
    expect((await uploadCsv(app, other.key, client.id, CSV)).statusCode).toBe(404);
    expect((await uploadCsv(app, 'geen-sleutel', client.id, CSV)).statusCode).toBe(401);
  });
});

describe('creating a datasource', () => {
  it('creates one (201) that the list shows by name, per type', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    for (const name of ['Zuid', 'Alfa']) {
      const file = (await uploadCsv(app, key, client.id, CSV)).json().file_id;
      const created = await callApi(app, key, 'POST', `/api/clients/${client.id}/datasources`, {
        type: 'search',
        name,
        file_id: file,
      });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({
        name,
        type: 'search',
        client_id: client.id,
        import_state: 'pending',
        file: { file_id: file, filename: 'lijst.csv' },
      });
    }
    const list = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.uuid}/datasources?type=search`,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().datasources.map((d: { name: string }) => d.name)).toEqual(['Alfa', 'Zuid']);
    expect(list.json().next_page).toBeNull();
    const maps = await callApi(
      app,
      key,
      'GET',
      `/api/clients/${client.id}/datasources?type=map_features`,
    );
    expect(maps.json().datasources).toEqual([]);
  });

  it('needs field_crs for a map and refuses it for a search datasource (400 naming it)', async () => {
    const { client, key } = await clientWith(app, db, 'client_manager');
    const file_id = (await uploadCsv(app, key, client.id, CSV)).json().file_id;
    const url = `/api/clients/${client.id}/datasources`;
    const map = await callApi(app, key, 'POST', url, { type: 'map_features', name: 'K', file_id });
    expect(map.statusCode).toBe(400);
    expect(map.json().message).toContain('field_crs');
    const search = await callApi(app, key, 'POST', url, {
      type: 'search',
      name: 'Z',
      file_id,
      field_crs: 'EPSG:4326',
    });
    expect(search.statusCode).toBe(400);
    expect(search.json().message).toContain('field_crs');
    const noName = await callApi(app, key, 'POST', url, { type: 'search', name: ' ', file_id });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toContain('name');
  });

  it("refuses a map datasource without the module 'map_element' (403, in Dutch)", async () => {
    const { client, key } = await clientWith(app, db, 'client_manager', []);
    const file_id = (await uploadCsv(app, key, client.id, CSV)).json().file_id;
    const refused = await callApi(app, key, 'POST', `/api/clients/${client.id}/datasources`, {
      type: 'map_features',
      name: 'Kaart',
      field_crs: 'EPSG:4326',
      file_id,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Betaalde functie Kaart');
  });

  it('refuses a file of another client, and answers 403/404 to who may not create', async () => {
    const { client, key } = await clientWith(app, db, 'client_manager');
    const other = await clientWith(app, db, 'client_manager');
    const foreignFile = (await uploadCsv(app, other.key, other.client.id, CSV)).json().file_id;
    const url = `/api/clients/${client.id}/datasources`;
    const body = { type: 'search', name: 'X', file_id: foreignFile };
    const foreign = await callApi(app, key, 'POST', url, body);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain('file_id');
    const filler = await login(app, await createUser(db, { client }));
    expect((await callApi(app, filler, 'POST', url, body)).statusCode).toBe(403);
    expect((await callApi(app, filler, 'GET', `${url}?type=search`)).statusCode).toBe(403);
    expect((await callApi(app, other.key, 'POST', url, body)).statusCode).toBe(404);
    expect((await callApi(app, other.key, 'GET', `${url}?type=search`)).statusCode).toBe(404);
    expect((await callApi(app, 'geen-sleutel', 'GET', `${url}?type=search`)).statusCode).toBe(401);
  });
});

describe('one datasource', () => {
  it('is read and changed by id or uuid; read-only fields sent back are ignored', async () => {
    const { key, ds } = await ownedDatasource();
    const read = await callApi(app, key, 'GET', `/api/datasources/${ds.uuid}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(ds);
    const changed = await callApi(app, key, 'PATCH', `/api/datasources/${ds.id}`, {
      ...ds,
      name: 'Lanen',
      items_count: 99,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Lanen', items_count: 2 });
  });

  it('is deleted (204) with its items and its source file', async () => {
    const { key, ds } = await ownedDatasource();
    const fileUuid = ds.file.file_id;
    const deleted = await callApi(app, key, 'DELETE', `/api/datasources/${ds.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await callApi(app, key, 'GET', `/api/datasources/${ds.id}`)).statusCode).toBe(404);
    expect(await db.$count(datasourceItems, eq(datasourceItems.datasourceId, ds.id))).toBe(0);
    expect(await db.$count(files, eq(files.uuid, fileUuid))).toBe(0);
  });

  it("answers 404 to another client's users and 403 to a member without the permission", async () => {
    const { client, ds } = await ownedDatasource();
    const other = await clientWith(app, db, 'client_manager');
    const filler = await login(app, await createUser(db, { client }));
    for (const [method, url] of [
      ['GET', `/api/datasources/${ds.id}`],
      ['PATCH', `/api/datasources/${ds.id}`],
      ['DELETE', `/api/datasources/${ds.uuid}`],
      ['POST', `/api/datasource/${ds.id}/import`],
      ['POST', `/api/datasource/${ds.id}/export`],
    ] as const) {
      const body = method === 'PATCH' ? { name: 'x' } : undefined;
      expect((await callApi(app, other.key, method, url, body)).statusCode, url).toBe(404);
      expect((await callApi(app, filler, method, url, body)).statusCode, url).toBe(403);
      expect((await callApi(app, 'geen-sleutel', method, url, body)).statusCode, url).toBe(401);
    }
    expect((await callApi(app, other.key, 'GET', '/api/datasources/999999999')).statusCode).toBe(
      404,
    );
    expect((await callApi(app, other.key, 'GET', '/api/datasources/geen-id')).statusCode).toBe(404);
  });
});

describe('GET api/datasource/{id}: the data fields read', () => {
  it("answers any member of the datasource's client and admins, 404 to a filler of another client", async () => {
    const { client, ds } = await ownedDatasource();
    const filler = await login(app, await createUser(db, { client }));
    const foreignClient = await clientWith(app, db, 'client_manager');
    const foreignFiller = {
      key: await login(app, await createUser(db, { client: foreignClient.client })),
    };
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const url = `/api/datasource/${ds.id}?format=search`;
    expect((await callApi(app, filler, 'GET', url)).json().json).toHaveLength(2);
    expect((await callApi(app, admin, 'GET', url)).statusCode).toBe(200);
    const foreign = await callApi(app, foreignFiller.key, 'GET', url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('Markt');
    for (const path of ['data-properties', 'tokens']) {
      const answer = await callApi(
        app,
        foreignFiller.key,
        'GET',
        `/api/datasource/${ds.id}/${path}`,
      );
      expect(answer.statusCode).toBe(404);
    }
    expect((await callApi(app, 'geen-sleutel', 'GET', url)).statusCode).toBe(401);
  });
});

describe('GET api/datasource/list/{type}/{client_id}', () => {
  it('lists id and name by name for the form editor; 403 for a filler, 404 for another client', async () => {
    const { client, key, ds } = await ownedDatasource('Zebra');
    const second = await createImported(
      app,
      deps,
      key,
      client.id,
      { type: 'search', name: 'Aap' },
      CSV,
    );
    const list = await callApi(app, key, 'GET', `/api/datasource/list/search/${client.id}`);
    expect(list.json()).toEqual([
      { id: second.id, name: 'Aap' },
      { id: ds.id, name: 'Zebra' },
    ]);
    const maps = await callApi(app, key, 'GET', `/api/datasource/list/map_features/${client.uuid}`);
    expect(maps.json()).toEqual([]);
    const filler = await login(app, await createUser(db, { client }));
    expect(
      (await callApi(app, filler, 'GET', `/api/datasource/list/search/${client.id}`)).statusCode,
    ).toBe(403);
    const other = await clientWith(app, db, 'form_manager');
    expect(
      (await callApi(app, other.key, 'GET', `/api/datasource/list/search/${client.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('the export download', () => {
  it("is refused to another client's users (404) and to members without the permission (403)", async () => {
    const { client, key, ds } = await ownedDatasource();
    const started = (await callApi(app, key, 'POST', `/api/datasource/${ds.id}/export`)).json();
    await runDatasourceBatch(deps, started.batch_name);
    const url = `/api/datasource/${ds.id}/export/${started.batch_name}`;
    expect((await callApi(app, key, 'GET', url)).statusCode).toBe(200);
    const other = await clientWith(app, db, 'client_manager');
    expect((await callApi(app, other.key, 'GET', url)).statusCode).toBe(404);
    const filler = await login(app, await createUser(db, { client }));
    expect((await callApi(app, filler, 'GET', url)).statusCode).toBe(403);
    // Another datasource's path with this batch: not its export.
    const { ds: foreignDs, key: foreignKey } = await ownedDatasource();
    const crossed = `/api/datasource/${foreignDs.id}/export/${started.batch_name}`;
    expect((await callApi(app, foreignKey, 'GET', crossed)).statusCode).toBe(404);
  });
});

describe('the import batch asked twice', () => {
  it('answers the import under way instead of starting a second', async () => {
    const { key, ds } = await ownedDatasource();
    const first = await callApi(app, key, 'POST', `/api/datasource/${ds.id}/import`);
    const second = await callApi(app, key, 'POST', `/api/datasource/${ds.uuid}/import`);
    expect(second.json().batch_name).toBe(first.json().batch_name);
    await runDatasourceBatch(deps, first.json().batch_name);
    const third = await callApi(app, key, 'POST', `/api/datasource/${ds.id}/import`);
    expect(third.json().batch_name).not.toBe(first.json().batch_name);
  });
});

describe('around the datasources', () => {
  it('the demo seed gives the demo client an imported search datasource', async () => {
    const { client, key } = await clientWith(app, db, 'client_manager');
    await seedDemoDatasource(db, client.id);
    const [demo] = (
      await callApi(app, key, 'GET', `/api/clients/${client.id}/datasources?type=search`)
    ).json().datasources;
    expect(demo).toMatchObject({ name: 'Straten', import_state: 'done', items_count: 4 });
    const search = await callApi(app, key, 'GET', `/api/datasource/${demo.id}?format=search`);
    expect(search.json().json[0]).toMatchObject({ name: 'Kerkstraat', data: { wijk: 'Centrum' } });
  });

  it('removing a client removes its datasources and items', async () => {
    const { client, ds } = await ownedDatasource();
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const started = await callApi(app, admin, 'POST', `/api/client/${client.id}/delete`);
    expect(started.statusCode).toBe(200);
    await runClientRemoval(db, app.storage, started.json().batch_name, 1);
    expect(await db.$count(datasources, eq(datasources.id, ds.id))).toBe(0);
    expect(await db.$count(datasourceItems, eq(datasourceItems.clientId, client.id))).toBe(0);
  });

  it("the upload purge keeps a datasource's source file; the removal resume leaves its batches", async () => {
    const { client, key, ds } = await ownedDatasource();
    const loose = (await uploadCsv(app, key, client.id, csvOf(['object.name', 'Los']))).json();
    await purgeOrphanUploads(db, app.storage, new Date(Date.now() + 31 * 24 * 60 * 60 * 1000));
    expect(await db.$count(files, eq(files.uuid, ds.file.file_id))).toBe(1);
    expect(await db.$count(files, eq(files.uuid, loose.file_id))).toBe(0);
    const stale = (await callApi(app, key, 'POST', `/api/datasource/${ds.id}/export`)).json();
    await db
      .update(batches)
      .set({ updatedAt: new Date(Date.now() - 60 * 60 * 1000) })
      .where(eq(batches.name, stale.batch_name));
    const sent: string[] = [];
    await resumeStaleRemovals(db, async (name) => {
      sent.push(name);
    });
    expect(sent).not.toContain(stale.batch_name);
  });
});
