import { randomUUID } from 'node:crypto';
import { GUEST_MAP_READS_PER_MINUTE } from '@eform/core/constants';
import { describe, expect, it } from 'vitest';
import { createForm, uniqueIp } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { createImported, csvOf, importedDatasource } from './datasources.test-support';

const { app, db } = await getTestServer();
const deps = { db, storage: app.storage };

const STREETS = csvOf(['object.name;wijk', 'Kerkstraat;Centrum', 'Molenweg;Noord']);
const TREES = csvOf(['object.name;object.latitude;object.longitude', 'Eik;52.1;5.1']);

/**
 * A client with a search list, a map layer and a list no form names, and a published guest form
 * whose search field reads the list by id and whose map field, inside a subform, reads the layer
 * by uuid.
 */
async function guestFormWithDatasources({ guestAccess = true } = {}) {
  const owner = await importedDatasource(
    app,
    deps,
    'client_manager',
    { type: 'search', name: 'Straten' },
    STREETS,
  );
  const imported = (body: Parameters<typeof createImported>[4], csv: Buffer) =>
    createImported(app, deps, owner.key, owner.client.id, body, csv);
  const layer = await imported(
    { type: 'map_features', name: 'Bomen', field_crs: 'EPSG:4326' },
    TREES,
  );
  const unnamed = await imported({ type: 'search', name: 'Geheim' }, STREETS);
  const guestId = randomUUID();
  await createForm(db, owner.client, null, {
    guestId,
    publishedAt: new Date(),
    settings: { guestAccess },
    schema: [
      { elementType: 'search', name: 'straat', searchSettings: { datasourceId: owner.ds.id } },
      {
        elementType: 'subform',
        name: 'bomen',
        subform: {
          schema: [
            {
              elementType: 'map',
              name: 'boom',
              mapSettings: { mapLayers: [{ datasource_id: layer.uuid.toUpperCase() }] },
            },
          ],
        },
      },
    ],
  });
  return { ...owner, layer, unnamed, guestId };
}

/** GET api/guest/form/{guest_id}/datasource/{ref}{query} without sign-in, from `ip`. */
function guestRead(guestId: string, ref: string | number, query = '', ip = uniqueIp()) {
  return app.inject({
    method: 'GET',
    url: `/api/guest/form/${guestId}/datasource/${ref}${query}`,
    remoteAddress: ip,
  });
}

describe('GET api/guest/form/{guest_id}/datasource/{datasource_id}', () => {
  it("answers the datasources the guest form's search and map fields name, as api/datasource does", async () => {
    const { guestId, ds, layer } = await guestFormWithDatasources();
    const search = await guestRead(guestId, ds.id, '?format=search');
    expect(search.statusCode, search.body).toBe(200);
    expect(search.json()).toMatchObject({
      complete: true,
      items_count: 2,
      json: [{ name: 'Kerkstraat', data: { wijk: 'Centrum' } }, { name: 'Molenweg' }],
    });
    const found = await guestRead(guestId, ds.uuid, '?format=search&q=WEG');
    expect(found.json().json.map((item: { name: string }) => item.name)).toEqual(['Molenweg']);
    const features = await guestRead(guestId, layer.id);
    expect(features.statusCode).toBe(200);
    expect(features.json()).toMatchObject({
      type: 'FeatureCollection',
      features: [{ properties: { name: 'Eik' }, geometry: { coordinates: [5.1, 52.1] } }],
    });
    const inside = await guestRead(guestId, layer.uuid, '?left=5&top=53&right=6&bottom=52');
    expect(inside.json().features).toHaveLength(1);
    const outside = await guestRead(guestId, layer.uuid, '?left=6&top=53&right=7&bottom=52');
    expect(outside.json().features).toHaveLength(0);
  });

  it("is 404 for a datasource the form does not name, another client's, an unknown guest link", async () => {
    const { guestId, unnamed, ds, client } = await guestFormWithDatasources();
    const other = await guestFormWithDatasources();
    // A form that names another client's datasource opens nothing of it.
    const naming = randomUUID();
    await createForm(db, client, null, {
      guestId: naming,
      publishedAt: new Date(),
      settings: { guestAccess: true },
      schema: [
        { elementType: 'search', name: 'straat', searchSettings: { datasourceId: other.ds.id } },
      ],
    });
    for (const [link, ref] of [
      [guestId, unnamed.id],
      [guestId, unnamed.uuid],
      [guestId, 'geen-id'],
      [guestId, 999_999_999],
      // The other client's form names its own list, which has the same place in its schema.
      [guestId, other.ds.id],
      [other.guestId, ds.id],
      [naming, other.ds.id],
      [randomUUID(), ds.id],
    ] as const) {
      const answer = await guestRead(link, ref, '?format=search');
      expect(answer.statusCode, `${link} ${ref}`).toBe(404);
      expect(answer.body).not.toContain('Kerkstraat');
    }
  });

  it('is 404 while guest access is off', async () => {
    const { guestId, ds } = await guestFormWithDatasources({ guestAccess: false });
    expect((await guestRead(guestId, ds.id, '?format=search')).statusCode).toBe(404);
  });

  it(`refuses more than ${GUEST_MAP_READS_PER_MINUTE} reads a minute from one address (429)`, async () => {
    const { guestId, ds } = await guestFormWithDatasources();
    const ip = uniqueIp();
    const answers = await Promise.all(
      Array.from({ length: GUEST_MAP_READS_PER_MINUTE + 5 }, () =>
        guestRead(guestId, ds.id, '?format=search', ip),
      ),
    );
    const limited = answers.filter((answer) => answer.statusCode === 429);
    // A minute boundary during the burst may split it over two windows.
    expect(limited.length).toBeGreaterThanOrEqual(1);
    expect(limited.length).toBeLessThanOrEqual(5);
    expect(Number(limited[0]?.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited[0]?.json().message).toMatch(/te vaak opgevraagd/);
    // Another address is not affected.
    expect((await guestRead(guestId, ds.id, '?format=search')).statusCode).toBe(200);
  });
});
