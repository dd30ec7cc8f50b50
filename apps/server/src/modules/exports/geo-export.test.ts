import { sql } from 'drizzle-orm';
import xmlParser from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { createUser, login, shareForm } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { registrationSerialSequence } from '../../db/schema';
import { geoSetup, trackOf } from '../registrations/registration-locations.test-support';
import { createRegistration } from '../registrations/registrations.test-support';
import { ensureSerialSequence } from '../registrations/serial-numbers';

const { app, db } = await getTestServer();

const TRICKY = 'Bank <b>"oud"</b> & \'scheef\'\u0001';

async function geoExport(key: string, formUuid: string, format: string, query = '') {
  const url = `/api/form/${formUuid}/registrations/export/${format}${query ? `?${query}` : ''}`;
  return callApi(app, key, 'GET', url);
}

/** By gps, by map feature, by a gps point with a track, by a track only, and one with none. */
async function filled() {
  const setup = await geoSetup(app, db);
  const { form } = setup;
  const at = (minutes: number) => new Date(Date.UTC(2026, 2, 5, 12, minutes));
  const gps = await createRegistration(db, form, {
    registeredAt: at(1),
    phase: 'Nieuw',
    values: { omschrijving: TRICKY, soort: 'bank', plek: { lat: '52.37', lon: '4.89' } },
  });
  const feature = await createRegistration(db, form, {
    registeredAt: at(2),
    values: { omschrijving: 'Paal', soort: 'boom', paal: [{ id: 'P-1' }] },
  });
  const both = await createRegistration(db, form, {
    registeredAt: at(3),
    values: { omschrijving: 'Beide', plek: { lat: 51, lon: 3 }, route: trackOf(3) },
  });
  const trackOnly = await createRegistration(db, form, {
    registeredAt: at(4),
    values: { omschrijving: 'Rondje', route: trackOf(2) },
  });
  await createRegistration(db, form, { registeredAt: at(5), values: { omschrijving: 'Nergens' } });
  return { ...setup, gps, feature, both, trackOnly };
}

describe('GeoJSON export', () => {
  it('is a FeatureCollection with one feature per located registration, [lon, lat]', async () => {
    const { form, managerKey, gps, feature, both, trackOnly } = await filled();
    const response = await geoExport(managerKey, form.uuid, 'geojson', 'sort_direction=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/geo+json');
    expect(response.headers['content-disposition']).toMatch(
      /Bomen & banken \d\d-\d\d-\d{4}\.geojson/,
    );
    const collection = JSON.parse(response.body);
    expect(collection.type).toBe('FeatureCollection');
    const features = collection.features;
    expect(features.map((f: { id: string }) => f.id)).toEqual([
      gps.uuid,
      feature.uuid,
      both.uuid,
      trackOnly.uuid,
    ]);
    expect(features[0].geometry).toEqual({ type: 'Point', coordinates: [4.89, 52.37] });
    expect(features[1].geometry).toEqual({ type: 'Point', coordinates: [5.1214, 52.0907] });
    const line = [
      [4, 52],
      [4.01, 52.01],
      [4.02, 52.02],
    ];
    expect(features[2].geometry).toEqual({
      type: 'GeometryCollection',
      geometries: [
        { type: 'Point', coordinates: [3, 51] },
        { type: 'LineString', coordinates: line },
      ],
    });
    expect(features[3].geometry).toEqual({ type: 'LineString', coordinates: line.slice(0, 2) });
    expect(features[0].properties).toMatchObject({
      _id: gps.uuid,
      registration_serial_number: gps.serialNumber,
      registration_date: '2026-03-05T12:01:00.000Z',
      phase: 'Nieuw',
      status: 'completed',
      omschrijving: TRICKY,
      soort: 'Bank',
    });
    expect(features[3].properties).not.toHaveProperty('route');
  });

  it("applies the list's filters", async () => {
    const { form, managerKey, feature } = await filled();
    const response = await geoExport(managerKey, form.uuid, 'geojson', 'eq:soort=boom');
    const ids = JSON.parse(response.body).features.map((f: { id: string }) => f.id);
    expect(ids).toEqual([feature.uuid]);
    expect((await geoExport(managerKey, form.uuid, 'geojson', 'min:soort=1')).statusCode).toBe(400);
  });

  it('streams a larger set over several batches, every feature once', async () => {
    const { form, managerKey } = await geoSetup(app, db);
    const count = 2500;
    await ensureSerialSequence(db, form.id);
    await db.execute(sql`insert into registrations
        (client_id, form_id, form_revision, serial_number, name, values, registered_at)
      select ${form.clientId}, ${form.id}, ${form.revision}, n, 'R ' || n,
        jsonb_build_object('plek', jsonb_build_object('lat', 52 + n / 10000.0, 'lon', 4)),
        now() - n * interval '1 minute'
      from generate_series(1, ${count}) n`);
    await db.execute(sql`select setval(${registrationSerialSequence(form.id)}, ${count})`);
    const response = await geoExport(managerKey, form.uuid, 'geojson');
    expect(response.statusCode).toBe(200);
    const features = JSON.parse(response.body).features;
    expect(features).toHaveLength(count);
    expect(new Set(features.map((f: { id: string }) => f.id)).size).toBe(count);
  });
});

describe('KML export', () => {
  it('is well-formed with a Placemark per located registration and escaped values', async () => {
    const { form, managerKey, gps, both } = await filled();
    const response = await geoExport(managerKey, form.uuid, 'kml', 'sort_direction=1');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.google-earth.kml+xml');
    expect(response.headers['content-disposition']).toMatch(/\.kml/);
    expect(xmlParser.validate(response.body)).toBe(true);
    const kml = xmlParser.parse(response.body, { ignoreAttributes: false, parseNodeValue: false });
    const placemarks = kml.kml.Document.Placemark;
    expect(placemarks).toHaveLength(4);
    expect(placemarks[0]['@_id']).toBe(`r-${gps.uuid}`);
    expect(placemarks[0].Point.coordinates).toBe('4.89,52.37');
    const data = placemarks[0].ExtendedData.Data as { '@_name': string; value: string }[];
    const omschrijving = data.find((d) => d['@_name'] === 'omschrijving');
    // This parser leaves entities as written: escaped once, without the control character.
    expect(omschrijving?.value).toBe(
      'Bank &lt;b&gt;&quot;oud&quot;&lt;/b&gt; &amp; &apos;scheef&apos;',
    );
    expect(placemarks[2]['@_id']).toBe(`r-${both.uuid}`);
    expect(placemarks[2].MultiGeometry.LineString.coordinates).toBe('4,52 4.01,52.01 4.02,52.02');
  });
});

describe('geo export permissions', () => {
  it('is 403 without the download permission', async () => {
    const { client, form } = await geoSetup(app, db);
    const reader = await createUser(db, { client, roles: ['form_view_registrations'] });
    const filler = await createUser(db, { client });
    await shareForm(db, form, { userId: filler.id });
    for (const user of [reader, filler]) {
      const key = await login(app, user);
      for (const format of ['geojson', 'kml']) {
        expect((await geoExport(key, form.uuid, format)).statusCode).toBe(403);
      }
    }
  });
});
