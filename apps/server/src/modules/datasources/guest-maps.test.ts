import { GUEST_MAP_READS_PER_MINUTE } from '@eform/core/constants';
import type { TMapSettings } from '@eform/core/elements';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createForm, uniqueIp } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { clients } from '../../db/schema';
import { clientWith, createImported, csvOf } from './datasources.test-support';

// The public maps (issue 32, doc 3 §2 and §7): no sign-in, only a map element with
// guest_map_enabled opens its datasource, and only the columns that element shows.

const { app, db } = await getTestServer();
const deps = { db, storage: app.storage };

const CSV = csvOf([
  'object.name;object.status;object.latitude;object.longitude;object.invisible;soort;eigenaar',
  'Eik;open;52.09;5.12;;loof;Gemeente',
  'Beuk;closed;52.10;5.13;;loof;Jansen',
  'Den;;52.11;5.14;;naald;Gemeente',
  'Verstopt;open;52.12;5.15;1;loof;Geheim',
  'Zonder plek;open;;;;loof;Gemeente',
]);

const mapElement = (name: string, mapSettings: TMapSettings) => ({
  name,
  label: name,
  elementType: 'map',
  mapSettings,
});

/** A client (with `modules`) and its imported map datasource of {@link CSV}. */
async function mapDatasource(
  name: string,
  modules: readonly ('map_element' | 'word')[] = ['map_element'],
) {
  const owner = await clientWith(app, db, 'client_manager', [...modules]);
  const ds = await createImported(
    app,
    deps,
    owner.key,
    owner.client.id,
    { type: 'map_features', name, field_crs: 'EPSG:4326' },
    CSV,
  );
  return { ...owner, ds };
}

/** A client with the map module, a map datasource and a form with a map element on it. */
async function guestMap(settings: Partial<TMapSettings> = {}, modules = ['map_element'] as const) {
  const { ds, ...owner } = await mapDatasource('Bomen', modules);
  const layers = { mapLayers: [{ type: 'geojson' as const, datasource_id: String(ds.id) }] };
  const form = await createForm(db, owner.client, null, {
    name: 'Bomenkaart',
    schema: [
      mapElement('verborgen', { ...layers }),
      {
        name: 'ronde',
        label: 'Ronde',
        elementType: 'subform',
        subform: {
          schema: [mapElement('kaart', { ...layers, guest_map_enabled: true, ...settings })],
        },
      },
    ],
  });
  return { ...owner, ds, form };
}

const read = (url: string, ip = uniqueIp()) =>
  app.inject({ method: 'GET', url, remoteAddress: ip });

const names = (answer: { json: () => { features: { properties: { name: string } }[] } }) =>
  answer
    .json()
    .features.map((feature) => feature.properties.name)
    .sort();

describe('GET api/guest/map/{form_id}/{element_name}/{statuses}', () => {
  it("answers a nested element's map without sign-in: names, statuses, settings, placed visible features", async () => {
    const { form, ds } = await guestMap({ featuresMaxSelect: 2 });
    const answer = await read(`/api/guest/map/${form.uuid}/kaart/all`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      form_id: form.uuid,
      form_name: 'Bomenkaart',
      element_name: 'kaart',
      datasource_id: ds.id,
      datasource_uuid: ds.uuid,
      datasource_name: 'Bomen',
      status_values: ['_none', 'closed', 'open'],
      mapSettings: { guest_map_enabled: true, featuresMaxSelect: 2 },
    });
    // Neither the invisible feature nor the one without coordinates.
    expect(names(answer)).toEqual(['Beuk', 'Den', 'Eik']);
  });

  it("filters by the statuses asked, '_none' for no status", async () => {
    const { form } = await guestMap();
    const url = (statuses: string) => `/api/guest/map/${form.uuid}/kaart/${statuses}`;
    expect(names(await read(url('open')))).toEqual(['Eik']);
    expect(names(await read(url('_none||closed')))).toEqual(['Beuk', 'Den']);
    expect(names(await read(url('gesloten')))).toEqual([]);
    const filtered = await read(url('open'));
    expect(filtered.json().status_values).toEqual(['_none', 'closed', 'open']);
  });

  it('takes a live extent, all four sides or none', async () => {
    const { form } = await guestMap();
    const inside = await read(
      `/api/guest/map/${form.uuid}/kaart/all?left=5.11&right=5.125&top=52.095&bottom=52.08`,
    );
    expect(names(inside)).toEqual(['Eik']);
    expect((await read(`/api/guest/map/${form.uuid}/kaart/all?left=5.11`)).statusCode).toBe(400);
  });

  it('answers a live layer only by the extent asked: without one no features, the statuses still', async () => {
    const owner = await guestMap();
    const schema = JSON.parse(JSON.stringify(owner.form.schema));
    schema[1].subform.schema[0].mapSettings.mapLayers[0].loadingStrategy = 'live';
    const live = await createForm(db, owner.client, null, { name: 'Live kaart', schema });
    const whole = await read(`/api/guest/map/${live.uuid}/kaart/all`);
    expect(whole.statusCode).toBe(200);
    expect(names(whole)).toEqual([]);
    expect(whole.json().status_values).toEqual(['_none', 'closed', 'open']);
    const inside = await read(
      `/api/guest/map/${live.uuid}/kaart/all?left=5.11&right=5.125&top=52.095&bottom=52.08`,
    );
    expect(names(inside)).toEqual(['Eik']);
  });

  it('hands out no data column without showDataColumns or a feature action naming it', async () => {
    const { form } = await guestMap();
    const answer = await read(`/api/guest/map/${form.uuid}/kaart/all`);
    for (const feature of answer.json().features) expect(feature.properties.data).toEqual({});
    expect(answer.body).not.toContain('Jansen');
  });

  it('leaves out what the element’s feature actions hide, tested on a column it does not hand out', async () => {
    const { form } = await guestMap({
      featureActions: [
        {
          conditions: [{ conditionType: 'dataValue', dataName: 'eigenaar', dataValue: 'jansen' }],
          actions: [{ actionType: 'setHidden' }],
        },
      ],
    });
    const answer = await read(`/api/guest/map/${form.uuid}/kaart/all`);
    expect(names(answer)).toEqual(['Den', 'Eik']);
    expect(answer.body).not.toContain('Beuk');
  });

  it("hands out only the columns the element's feature actions test", async () => {
    const { form } = await guestMap({
      featureActions: [
        {
          conditions: [{ conditionType: 'dataValue', dataName: 'soort', dataValue: 'naald' }],
          actions: [{ actionType: 'setStatus', status: 'closed' }],
        },
      ],
    });
    const answer = await read(`/api/guest/map/${form.uuid}/kaart/all`);
    const data = answer
      .json()
      .features.map((f: { properties: { data: unknown } }) => f.properties.data);
    expect(data).toEqual([{ soort: 'loof' }, { soort: 'naald' }, { soort: 'loof' }]);
    expect(answer.body).not.toContain('eigenaar');
  });

  it('hands out every column with showDataColumns', async () => {
    const { form } = await guestMap({ showDataColumns: true });
    const answer = await read(`/api/guest/map/${form.uuid}/kaart/open`);
    expect(answer.json().features[0].properties.data).toEqual({
      soort: 'loof',
      eigenaar: 'Gemeente',
    });
  });

  it('is 404 for a disabled, unknown or layerless element, an unknown form, or without the module', async () => {
    const { form, client } = await guestMap();
    for (const url of [
      `/api/guest/map/${form.uuid}/verborgen/all`,
      `/api/guest/map/${form.uuid}/geen/all`,
      `/api/guest/map/${crypto.randomUUID()}/kaart/all`,
      `/api/guest/map/${form.id}/kaart/all`,
      `/api/guest/map/geen-id/kaart/all`,
    ]) {
      expect((await read(url)).statusCode, url).toBe(404);
    }
    const layerless = await guestMap({ mapLayers: [] });
    expect((await read(`/api/guest/map/${layerless.form.uuid}/kaart/all`)).statusCode).toBe(404);
    await db.update(clients).set({ modules: [] }).where(eq(clients.id, client.id));
    const moduleOff = await read(`/api/guest/map/${form.uuid}/kaart/all`);
    expect(moduleOff.statusCode).toBe(404);
    expect(moduleOff.json().message).toBe('De gevraagde gegevens zijn niet gevonden.');
  });

  it("does not show another client's datasource that a form names", async () => {
    const other = await guestMap();
    const { client } = await clientWith(app, db, 'client_manager');
    const foreign = await createForm(db, client, null, {
      schema: [
        mapElement('kaart', {
          guest_map_enabled: true,
          mapLayers: [{ type: 'geojson', datasource_id: String(other.ds.id) }],
        }),
      ],
    });
    expect((await read(`/api/guest/map/${foreign.uuid}/kaart/all`)).statusCode).toBe(404);
  });

  it(`refuses more than ${GUEST_MAP_READS_PER_MINUTE} reads a minute from one address (429)`, async () => {
    const { form, ds } = await guestMap();
    const ip = uniqueIp();
    const url = `/api/guest/map/${form.uuid}/kaart/all`;
    // The reads count per calendar minute: they start a second into one (the clock running on),
    // so none crosses into the next minute's count.
    const minute = 60_000;
    vi.useFakeTimers({
      toFake: ['Date'],
      now: (Math.floor(Date.now() / minute) + 1) * minute + 1_000,
      shouldAdvanceTime: true,
    });
    try {
      const allowed = await Promise.all(
        Array.from({ length: GUEST_MAP_READS_PER_MINUTE }, () => read(url, ip)),
      );
      expect(allowed.map((answer) => answer.statusCode)).toEqual(allowed.map(() => 200));
      // Both calls count in the same window: the form's.
      const refused = await read(`/api/guest/datasource/${ds.uuid}/all`, ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(refused.json().message).toMatch(
        /^De lijsten en kaarten van dit formulier zijn vanaf uw adres te vaak opgevraagd\. Probeer het over \d+ seconden opnieuw\.$/,
      );
      // Another address still reads it.
      expect((await read(url)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  }, 60_000);
});

describe('GET api/guest/datasource/{map_uuid}/{statuses}', () => {
  it('answers the map of the first form by id whose public map element shows the datasource', async () => {
    const { form, ds, client } = await guestMap({ featuresMaxSelect: 3 });
    await createForm(db, client, null, {
      name: 'Later formulier',
      schema: [
        mapElement('tweede', {
          guest_map_enabled: true,
          mapLayers: [{ type: 'geojson', datasource_id: ds.uuid }],
        }),
      ],
    });
    const answer = await read(`/api/guest/datasource/${ds.uuid}/open||closed`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      form_id: form.uuid,
      element_name: 'kaart',
      datasource_name: 'Bomen',
      mapSettings: { featuresMaxSelect: 3 },
    });
    expect(names(answer)).toEqual(['Beuk', 'Eik']);
  });

  it('finds a datasource a form names by uuid, and is 404 when no public map shows it', async () => {
    const { client, ds } = await mapDatasource('Lantaarns');
    const url = `/api/guest/datasource/${ds.uuid}/all`;
    const layers = { mapLayers: [{ type: 'geojson' as const, datasource_id: ds.uuid }] };
    await createForm(db, client, null, { schema: [mapElement('kaart', layers)] });
    expect((await read(url)).statusCode).toBe(404);
    await createForm(db, client, null, {
      schema: [mapElement('kaart', { ...layers, guest_map_enabled: true })],
    });
    expect((await read(url)).statusCode).toBe(200);
    await db.update(clients).set({ modules: [] }).where(eq(clients.id, client.id));
    expect((await read(url)).statusCode).toBe(404);
    for (const unknown of [crypto.randomUUID(), String(ds.id), 'geen']) {
      expect((await read(`/api/guest/datasource/${unknown}/all`)).statusCode).toBe(404);
    }
  });

  it("is not reached through another client's form that names the datasource", async () => {
    const { ds } = await mapDatasource('Bankjes');
    const other = await clientWith(app, db, 'client_manager');
    await createForm(db, other.client, null, {
      schema: [
        mapElement('kaart', {
          guest_map_enabled: true,
          mapLayers: [{ type: 'geojson', datasource_id: ds.uuid }],
        }),
      ],
    });
    expect((await read(`/api/guest/datasource/${ds.uuid}/all`)).statusCode).toBe(404);
  });
});
