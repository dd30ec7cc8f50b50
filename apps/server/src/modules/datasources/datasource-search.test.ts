import {
  SEARCH_OFFLINE_LIMIT,
  SEARCH_QUERY_MAX_LENGTH,
  SEARCH_RESULTS_LIMIT,
} from '@eform/core/constants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callApi, getTestServer } from '../../../test/support';
import { datasources } from '../../db/schema';
import { csvOf, importedDatasource } from './datasources.test-support';

const { app, db } = await getTestServer();
const deps = { db, storage: app.storage };

/** Items a search should find and not find: case, wildcards of LIKE, accents. */
const CSV = csvOf([
  'object.name;wijk',
  'Kerkstraat;Centrum',
  'kerkpad;Noord',
  'Oude KERKweg;Oost',
  '100% Kerk;Zuid',
  'Molen_laan;West',
  'Molenlaan;West',
  'Markt;Centrum',
]);

function searchList() {
  return importedDatasource(app, deps, 'client_manager', { type: 'search', name: 'Straten' }, CSV);
}

const names = (answer: { json: () => { json: { name: string }[] } }) =>
  answer.json().json.map((item) => item.name);

/**
 * Makes the datasource's live generation `extra` items larger, straight in the database (an
 * import of 20,000 lines would take the test's time): 'Weg 000001' and on, after the CSV's names.
 */
async function growBy(id: number, extra: number) {
  const [ds] = await db.select().from(datasources).where(eq(datasources.id, id));
  if (!ds) throw new Error('no datasource');
  await db.execute(sql`
    insert into datasource_items (client_id, datasource_id, generation, line, name)
    select ${ds.clientId}, ${ds.id}, ${ds.generation}, 1000 + g, 'Weg ' || lpad(g::text, 6, '0')
    from generate_series(1, ${extra}) g`);
  await db
    .update(datasources)
    .set({ itemsCount: ds.itemsCount + extra })
    .where(eq(datasources.id, id));
}

describe('GET api/datasource/{id}?format=search', () => {
  it('answers a list of up to SEARCH_OFFLINE_LIMIT whole and complete, by name', async () => {
    const { key, ds } = await searchList();
    const answer = await callApi(app, key, 'GET', `/api/datasource/${ds.id}?format=search`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ complete: true, items_count: 7 });
    expect(names(answer)).toEqual([
      '100% Kerk',
      'Kerkstraat',
      'Markt',
      'Molen_laan',
      'Molenlaan',
      'Oude KERKweg',
      'kerkpad',
    ]);
  });

  it('with q: the items whose name contains it in any case, by name; % and _ are plain text', async () => {
    const { key, ds } = await searchList();
    const search = (q: string) =>
      callApi(app, key, 'GET', `/api/datasource/${ds.id}?format=search&q=${encodeURIComponent(q)}`);
    const kerk = await search('kErK');
    expect(kerk.json()).toMatchObject({ complete: true, items_count: 7 });
    expect(names(kerk)).toEqual(['100% Kerk', 'Kerkstraat', 'Oude KERKweg', 'kerkpad']);
    expect(names(await search('0%'))).toEqual(['100% Kerk']);
    expect(names(await search('%'))).toEqual(['100% Kerk']);
    // Unescaped, '_' would take any character and 'e_la' would find Molenlaan.
    expect(names(await search('e_la'))).toEqual([]);
    expect(names(await search('n_la'))).toEqual(['Molen_laan']);
    // Surrounding spaces are no part of the query; only spaces is no query at all.
    expect(names(await search('  markt '))).toEqual(['Markt']);
    expect((await search('   ')).json()).toMatchObject({ complete: true, json: { length: 7 } });
    expect(names(await search('bestaat niet'))).toEqual([]);
  });

  it('answers the first SEARCH_RESULTS_LIMIT of a larger list, incomplete; q searches all of it', async () => {
    const { key, ds } = await searchList();
    await growBy(ds.id, SEARCH_OFFLINE_LIMIT);
    const url = `/api/datasource/${ds.id}?format=search`;
    const first = await callApi(app, key, 'GET', url);
    expect(first.json()).toMatchObject({
      complete: false,
      items_count: 7 + SEARCH_OFFLINE_LIMIT,
    });
    expect(names(first)).toHaveLength(SEARCH_RESULTS_LIMIT);
    expect(names(first).slice(0, 3)).toEqual(['100% Kerk', 'Kerkstraat', 'Markt']);
    // By code point, as PostgreSQL's C.UTF-8 orders: the six names before 'Weg', then 'kerkpad'.
    expect(names(first).at(-1)).toBe(`Weg ${String(SEARCH_RESULTS_LIMIT - 6).padStart(6, '0')}`);
    // Many match: the first 50 by name, incomplete; few match: all of them, complete.
    const many = await callApi(app, key, 'GET', `${url}&q=WEG%200`);
    expect(many.json().complete).toBe(false);
    expect(names(many)).toHaveLength(SEARCH_RESULTS_LIMIT);
    expect(names(many)[0]).toBe('Weg 000001');
    const last = await callApi(app, key, 'GET', `${url}&q=${SEARCH_OFFLINE_LIMIT}`);
    expect(last.json()).toMatchObject({ complete: true });
    expect(names(last)).toEqual([`Weg ${String(SEARCH_OFFLINE_LIMIT).padStart(6, '0')}`]);
  });

  it('refuses a q longer than SEARCH_QUERY_MAX_LENGTH (400 naming q)', async () => {
    const { key, ds } = await searchList();
    const long = 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1);
    const answer = await callApi(
      app,
      key,
      'GET',
      `/api/datasource/${ds.id}?format=search&q=${long}`,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toContain('q');
    const longest = `/api/datasource/${ds.id}?format=search&q=${long.slice(1)}`;
    expect((await callApi(app, key, 'GET', longest)).statusCode).toBe(200);
  });

  it("searches a map layer's items too, placed or not", async () => {
    const { key, ds } = await importedDatasource(
      app,
      deps,
      'client_manager',
      { type: 'map_features', name: 'Bomen', field_crs: 'EPSG:4326' },
      csvOf([
        'object.name;object.latitude;object.longitude',
        'Eik bij de kerk;52.1;5.1',
        'Kerkboom;;',
        'Linde;52.2;5.2',
      ]),
    );
    const answer = await callApi(app, key, 'GET', `/api/datasource/${ds.id}?format=search&q=kerk`);
    expect(names(answer)).toEqual(['Eik bij de kerk', 'Kerkboom']);
  });
});
