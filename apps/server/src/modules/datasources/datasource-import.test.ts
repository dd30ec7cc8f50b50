import { parse } from 'csv-parse/sync';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, getTestServer } from '../../../test/support';
import { datasourceItems } from '../../db/schema';
import { runDatasourceBatch } from './datasource-jobs';
import { switchGeneration } from './datasources.repository';
import {
  clientWith,
  createImported,
  csvOf,
  importedDatasource,
  importNow,
  uploadCsv,
} from './datasources.test-support';

const { app, db } = await getTestServer();
const deps = { db, storage: app.storage };

const SEARCH_CSV = csvOf([
  'object.name;object.status;straat;huisnummer',
  'Gemeentehuis;open;Markt;1',
  '"Bibliotheek; centrum";;"Kerk""straat";12',
  'Apotheek;dicht;Dorpsstraat;3',
]);

describe('importing a search datasource', () => {
  it('imports every row as an item; the other columns become fields; format=search by name', async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'form_manager',
      { type: 'search', name: 'Gebouwen' },
      SEARCH_CSV,
    );
    expect(ds).toMatchObject({
      import_state: 'done',
      import_error: null,
      items_count: 3,
      fields: ['straat', 'huisnummer'],
      field_crs: null,
    });
    const search = await callApi(app, key, 'GET', `/api/datasource/${ds.id}?format=search`);
    expect(search.statusCode).toBe(200);
    expect(search.json().json).toEqual([
      { id: 4, name: 'Apotheek', data: { straat: 'Dorpsstraat', huisnummer: '3' } },
      { id: 3, name: 'Bibliotheek; centrum', data: { straat: 'Kerk"straat', huisnummer: '12' } },
      { id: 2, name: 'Gemeentehuis', data: { straat: 'Markt', huisnummer: '1' } },
    ]);
    const properties = await callApi(app, key, 'GET', `/api/datasource/${ds.uuid}/data-properties`);
    expect(properties.json()).toEqual({ data_properties: ['straat', 'huisnummer'] });
    const tokens = await callApi(app, key, 'GET', `/api/datasource/${ds.id}/tokens`);
    expect(tokens.json()).toEqual(['straat', 'huisnummer']);
  });

  it('keeps backslashes, tabs, line breaks and quotes in names and fields exactly (COPY escaping)', async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'form_manager',
      { type: 'search', name: 'Tekens' },
      csvOf([
        'object.name;opmerking',
        '"C:\\map\\n";"tab\there"',
        '"twee\nregels";"\\N"',
        '"{""json"": 1}";"\r\nkop"',
      ]),
    );
    const search = await callApi(app, key, 'GET', `/api/datasource/${ds.id}?format=search`);
    expect(search.json().json).toEqual([
      { id: 2, name: 'C:\\map\\n', data: { opmerking: 'tab\there' } },
      { id: 4, name: 'twee\nregels', data: { opmerking: '\\N' } },
      { id: 6, name: '{"json": 1}', data: { opmerking: '\r\nkop' } },
    ]);
  });

  it('takes object.id as the item id and object.invisible as hidden', async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'client_manager',
      { type: 'map_features', name: 'Palen', field_crs: 'EPSG:4326' },
      csvOf([
        'object.id;object.name;object.latitude;object.longitude;object.invisible',
        'P-1;Paal 1;52.1;5.1;1',
        'P-2;Paal 2;52,2;5,2;',
      ]),
    );
    const features = (await callApi(app, key, 'GET', `/api/datasource/${ds.id}`)).json();
    expect(features.features.map((f: { id: string }) => f.id)).toEqual(['P-1', 'P-2']);
    expect(features.features[0].properties.invisible).toBe(true);
    expect(features.features[1].properties.invisible).toBe(false);
    // A decimal comma, as Dutch Excel writes it.
    expect(features.features[1].geometry.coordinates).toEqual([5.2, 52.2]);
  });
});

describe('importing a map datasource', () => {
  it('reads WGS84 columns as they are: only placed items are features, status _none when empty', async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'form_manager',
      { type: 'map_features', name: 'Bomen', field_crs: 'EPSG:4326' },
      csvOf([
        'object.name;object.status;object.latitude;object.longitude;soort',
        'Eik;open;52.0907;5.1214;Quercus',
        'Beuk;;52.3702;4.8952;Fagus',
        'Nergens;dicht;;;Onbekend',
      ]),
    );
    expect(ds.items_count).toBe(3);
    expect(ds.fields).toEqual(['soort']);
    const answer = await callApi(app, key, 'GET', `/api/datasource/${ds.id}`);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body.type).toBe('FeatureCollection');
    expect(body.features).toEqual([
      {
        type: 'Feature',
        id: 3,
        geometry: { type: 'Point', coordinates: [4.8952, 52.3702] },
        properties: {
          id: 3,
          name: 'Beuk',
          status: '_none',
          invisible: false,
          data: { soort: 'Fagus' },
        },
      },
      {
        type: 'Feature',
        id: 2,
        geometry: { type: 'Point', coordinates: [5.1214, 52.0907] },
        properties: {
          id: 2,
          name: 'Eik',
          status: 'open',
          invisible: false,
          data: { soort: 'Quercus' },
        },
      },
    ]);
    expect(body.status_values).toEqual(['_none', 'open']);
  });

  it('converts RD New (EPSG:28992) to WGS84: 155000;463000 is Amersfoort', async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'form_manager',
      { type: 'map_features', name: 'RD punten', field_crs: 'EPSG:28992' },
      csvOf(['object.name;object.x;object.y', 'Onze Lieve Vrouwetoren;155000;463000']),
    );
    const [feature] = (await callApi(app, key, 'GET', `/api/datasource/${ds.id}`)).json().features;
    const [lon, lat] = feature.geometry.coordinates;
    expect(Math.abs(lat - 52.1552)).toBeLessThan(1e-4);
    expect(Math.abs(lon - 5.3872)).toBeLessThan(1e-4);
  });

  it('answers only the features inside a live extent', async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'form_manager',
      { type: 'map_features', name: 'Steden', field_crs: 'EPSG:4326' },
      csvOf([
        'object.name;object.status;object.latitude;object.longitude',
        'Utrecht;open;52.0907;5.1214',
        'Amsterdam;dicht;52.3702;4.8952',
        'Maastricht;open;50.8514;5.6910',
      ]),
    );
    const inside = await callApi(
      app,
      key,
      'GET',
      `/api/datasource/${ds.id}?left=4.5&bottom=51.5&right=5.5&top=52.2`,
    );
    expect(inside.statusCode).toBe(200);
    expect(
      inside.json().features.map((f: { properties: { name: string } }) => f.properties.name),
    ).toEqual(['Utrecht']);
    // The status filter lists every status, not only those in view.
    expect(inside.json().status_values).toEqual(['dicht', 'open']);
    const half = await callApi(app, key, 'GET', `/api/datasource/${ds.id}?left=4.5&bottom=51.5`);
    expect(half.statusCode).toBe(400);
    expect(half.json().message).toContain('top');
  });
});

describe('a file that cannot be imported', () => {
  async function failedImport(type: 'search' | 'map_features', lines: string[], crs?: string) {
    const { ds } = await importedDatasource(
      app,
      deps,
      'form_manager',
      { type, name: 'Fout', ...(crs ? { field_crs: crs } : {}) },
      csvOf(lines),
    );
    return ds;
  }

  it('fails without object.name (case sensitive), naming the column', async () => {
    const ds = await failedImport('search', ['Object.Name;straat', 'Gemeentehuis;Markt']);
    expect(ds.import_state).toBe('failed');
    expect(ds.import_error).toBe('De kolom object.name ontbreekt in de eerste regel.');
    expect(ds.items_count).toBe(0);
  });

  it('fails without the coordinate columns of its coordinate system', async () => {
    const ds = await failedImport(
      'map_features',
      ['object.name;object.latitude;object.longitude', 'Eik;52.1;5.1'],
      'EPSG:28992',
    );
    expect(ds.import_error).toBe('De kolom object.x ontbreekt in de eerste regel.');
  });

  it('fails on a coordinate that is no number, naming its line', async () => {
    const lines = ['object.name;object.x;object.y'];
    for (let i = 2; i <= 11; i += 1) lines.push(`Punt ${i};155000;463000`);
    lines.push('Punt 12;honderd;463000');
    const ds = await failedImport('map_features', lines, 'EPSG:28992');
    expect(ds.import_state).toBe('failed');
    expect(ds.import_error).toBe('Regel 12: object.x is geen getal.');
  });

  it('fails on a row without a name and on a row of the wrong width', async () => {
    const noName = await failedImport('search', ['object.name;straat', 'A;Markt', ';Plein']);
    expect(noName.import_error).toBe('Regel 3: object.name is leeg.');
    const wide = await failedImport('search', ['object.name;straat', 'A;Markt;1']);
    expect(wide.import_error).toBe('Regel 2: 3 kolommen in plaats van 2.');
  });

  it('leaves no row of a file refused after thousands of rows were sent (the COPY is cancelled)', async () => {
    const lines = ['object.name;straat'];
    for (let i = 2; i <= 2501; i += 1) lines.push(`Huis ${i};Markt`);
    lines.push(';Plein');
    const ds = await failedImport('search', lines);
    expect(ds.import_error).toBe('Regel 2502: object.name is leeg.');
    const [row] = await db
      .select({ n: count() })
      .from(datasourceItems)
      .where(eq(datasourceItems.datasourceId, ds.id));
    expect(row?.n).toBe(0);
  });

  it('counts empty lines and line breaks inside quoted values in the line it names', async () => {
    const ds = await failedImport('search', [
      'object.name;straat',
      '',
      '"Markt";"twee',
      'regels"',
      '',
      ';Plein',
    ]);
    expect(ds.import_error).toBe('Regel 6: object.name is leeg.');
  });

  it('keeps the items in use when a new file fails', async () => {
    const { client, key, ds } = await importedDatasource(
      app,
      deps,
      'client_manager',
      { type: 'search', name: 'Straten' },
      csvOf(['object.name;wijk', 'Markt;Centrum', 'Plein;Noord']),
    );
    const bad = await uploadCsv(app, key, client.id, csvOf(['naam;wijk', 'Markt;Centrum']));
    const patched = await callApi(app, key, 'PATCH', `/api/datasources/${ds.id}`, {
      ...ds,
      file_id: bad.json().file_id,
    });
    expect(patched.statusCode).toBe(200);
    await importNow(app, deps, key, ds.id);
    const after = (await callApi(app, key, 'GET', `/api/datasources/${ds.id}`)).json();
    expect(after).toMatchObject({ import_state: 'failed', items_count: 2, fields: ['wijk'] });
    expect(after.import_error).toContain('object.name');
    const search = (
      await callApi(app, key, 'GET', `/api/datasource/${ds.id}?format=search`)
    ).json();
    expect(search.json.map((item: { name: string }) => item.name)).toEqual(['Markt', 'Plein']);
    // A good file then replaces them.
    const good = await uploadCsv(app, key, client.id, csvOf(['object.name;wijk', 'Laan;Zuid']));
    await callApi(app, key, 'PATCH', `/api/datasources/${ds.id}`, { file_id: good.json().file_id });
    await importNow(app, deps, key, ds.id);
    const replaced = (
      await callApi(app, key, 'GET', `/api/datasource/${ds.id}?format=search`)
    ).json();
    expect(replaced.json).toEqual([{ id: 2, name: 'Laan', data: { wijk: 'Zuid' } }]);
  });
});

describe('the import batch', () => {
  it('counts the data rows in its job, is followed with api/batch/process and ends with nothing in the queue', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    const uploaded = await uploadCsv(app, key, client.id, SEARCH_CSV);
    const created = await callApi(app, key, 'POST', `/api/clients/${client.id}/datasources`, {
      type: 'search',
      name: 'Batch',
      file_id: uploaded.json().file_id,
    });
    const started = await callApi(app, key, 'POST', `/api/datasource/${created.json().id}/import`);
    expect(started.statusCode).toBe(201);
    const name = started.json().batch_name;
    await runDatasourceBatch(deps, name);
    const after = await callApi(app, key, 'GET', `/api/batch/process/${name}`);
    expect(after.json()).toMatchObject({ total_items: 3, items_in_queue: 0 });
    expect(after.json().download_url).toBeUndefined();
  });
});

describe('generations', () => {
  it('only move forward: a run that ends after a later one went live does not switch back', async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'form_manager',
      { type: 'search', name: 'Volgorde' },
      SEARCH_CSV,
    );
    const live = { itemsCount: 0, fields: [], columns: ['object.name'] };
    expect(await switchGeneration(db, ds.client_id, ds.id, { ...live, generation: 5 })).toBe(true);
    const stale = { ...live, generation: 4, itemsCount: 7 };
    expect(await switchGeneration(db, ds.client_id, ds.id, stale)).toBe(false);
    const after = (await callApi(app, key, 'GET', `/api/datasources/${ds.id}`)).json();
    expect(after.items_count).toBe(0);
  });
});

describe('exporting a datasource', () => {
  it('writes the items back as the CSV they came from, downloaded from the finished batch', async () => {
    const { client, key } = await clientWith(app, db, 'form_manager');
    const lines = [
      'object.name;object.status;object.x;object.y;opmerking',
      'Toren;open;155000;463000;"met ; en ""quotes"""',
      'Brug;;155100,5;463100;',
      'Zonder plek;dicht;;;geen',
    ];
    const ds = await createImported(
      app,
      deps,
      key,
      client.id,
      { type: 'map_features', name: 'Export', field_crs: 'EPSG:28992' },
      csvOf(lines),
    );
    const started = await callApi(app, key, 'POST', `/api/datasource/${ds.id}/export`);
    expect(started.statusCode).toBe(201);
    expect(started.json().total_items).toBe(3);
    await runDatasourceBatch(deps, started.json().batch_name);
    const progress = (
      await callApi(app, key, 'GET', `/api/batch/process/${started.json().batch_name}`)
    ).json();
    expect(progress.items_in_queue).toBe(0);
    expect(progress.download_url).toBe(
      `/api/datasource/${ds.id}/export/${started.json().batch_name}`,
    );
    const download = await callApi(app, key, 'GET', progress.download_url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('text/csv');
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const options = { delimiter: ';', bom: true, skip_empty_lines: true };
    const exported = parse(download.rawPayload, options) as string[][];
    const imported = parse(csvOf(lines), options) as string[][];
    expect(exported[0]).toEqual(imported[0]);
    expect(exported.slice(1).sort()).toEqual(imported.slice(1).sort());
  });
});
