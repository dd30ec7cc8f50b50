import type { TRegistrationLocations } from '@eform/core/api/registrations-admin';
import { MAP_TRACK_POINTS_MAX } from '@eform/core/api/registrations-admin';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, login, shareForm } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { geoSetup, trackOf } from './registration-locations.test-support';
import { createRegistration } from './registrations.test-support';

const { app, db } = await getTestServer();

async function located(key: string, formUuid: string, query = '') {
  const url = `/api/form/${formUuid}/registrations/locations${query ? `?${query}` : ''}`;
  return callApi(app, key, 'GET', url);
}

/** Four registrations: by gps, by map feature, by a track only, and one without a place. */
async function filled() {
  const setup = await geoSetup(app, db);
  const { form } = setup;
  const at = (minutes: number) => new Date(Date.UTC(2026, 2, 5, 12, minutes));
  const gps = await createRegistration(db, form, {
    registeredAt: at(1),
    phase: 'Nieuw',
    values: { omschrijving: 'Eik', soort: 'boom', plek: { lat: 52.37, lon: 4.89, accuracy: 4 } },
  });
  const feature = await createRegistration(db, form, {
    registeredAt: at(2),
    phase: 'Klaar',
    values: { omschrijving: 'Paal', soort: 'bank', paal: [{ id: 'P-1', name: 'Paal 1' }] },
  });
  const tracked = await createRegistration(db, form, {
    registeredAt: at(3),
    values: { omschrijving: 'Rondje', route: trackOf(3) },
  });
  const nowhere = await createRegistration(db, form, {
    registeredAt: at(4),
    values: { omschrijving: 'Nergens', plek: { lat: null, lon: null } },
  });
  return { ...setup, gps, feature, tracked, nowhere };
}

describe('GET .../registrations/locations', () => {
  it('places each located registration at [lon, lat] from gps, map feature or track', async () => {
    const { form, managerKey, gps, feature, tracked } = await filled();
    const response = await located(managerKey, form.uuid);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TRegistrationLocations;
    expect(body).toMatchObject({ total: 4, located: 3, color_by: 'phase' });
    // Newest first.
    expect(body.ids).toEqual([tracked.uuid, feature.uuid, gps.uuid]);
    expect(body.serials).toEqual([tracked.serialNumber, feature.serialNumber, gps.serialNumber]);
    expect(body.coords).toEqual([4, 52, 5.1214, 52.0907, 4.89, 52.37]);
    expect(body.tracks).toEqual([{ id: tracked.uuid, coords: [4, 52, 4.01, 52.01, 4.02, 52.02] }]);
    expect(body.tracks_truncated).toBe(false);
    const labels = body.colors.map((i) => body.legend[i]?.value);
    expect(labels).toEqual(['', 'Klaar', 'Nieuw']);
  });

  it('colours by a choice question with its options as the legend', async () => {
    const { form, managerKey } = await filled();
    const body = (await located(managerKey, form.uuid, 'color_by=soort')).json();
    expect(body.legend.slice(0, 2)).toEqual([
      { value: 'boom', label: 'Boom' },
      { value: 'bank', label: 'Bank' },
    ]);
    const values = body.colors.map((i: number) => body.legend[i].value);
    expect(values).toEqual(['', 'bank', 'boom']);
  });

  it('colours by the review state, not reviewed first, with Dutch labels', async () => {
    const { form, managerKey, gps } = await filled();
    const reviewed = await callApi(
      app,
      managerKey,
      'PATCH',
      `/api/form/${form.uuid}/registrations/${gps.uuid}/review`,
      { review_state: 'has_issues' },
    );
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const body = (await located(managerKey, form.uuid, 'color_by=review_state')).json();
    expect(body.legend).toEqual([
      { value: '', label: 'Niet beoordeeld' },
      { value: 'approved', label: 'Goedgekeurd' },
      { value: 'has_issues', label: 'Heeft problemen' },
      { value: 'rejected', label: 'Afgewezen' },
    ]);
    // Newest first: the track and the feature are not reviewed, the gps point has issues.
    const values = body.colors.map((i: number) => body.legend[i].value);
    expect(values).toEqual(['', '', 'has_issues']);
  });

  it('refuses a colour that is no choice question (400 naming color_by)', async () => {
    const { form, managerKey } = await filled();
    const response = await located(managerKey, form.uuid, 'color_by=omschrijving');
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('color_by');
  });

  it("applies the list's filters and tab", async () => {
    const { form, managerKey, feature } = await filled();
    const filtered = (await located(managerKey, form.uuid, 'eq:soort=bank')).json();
    expect(filtered).toMatchObject({ total: 1, located: 1, ids: [feature.uuid] });
    const drafts = (await located(managerKey, form.uuid, 'status=draft')).json();
    expect(drafts).toMatchObject({ total: 0, located: 0, ids: [] });
    const bad = await located(managerKey, form.uuid, 'min:soort=x');
    expect(bad.statusCode).toBe(400);
  });

  it('thins a long track to the cap, keeping its ends', async () => {
    const { form, managerKey } = await geoSetup(app, db);
    await createRegistration(db, form, { values: { route: trackOf(1000) } });
    const body = (await located(managerKey, form.uuid)).json();
    const coords: number[] = body.tracks[0].coords;
    expect(coords).toHaveLength(MAP_TRACK_POINTS_MAX * 2);
    expect(coords.slice(0, 2)).toEqual([4, 52]);
    expect(coords.slice(-2)).toEqual([4 + 999 / 100, 52 + 999 / 100]);
  });

  it('is 403 for a filler and 404 for another client', async () => {
    const { client, form } = await filled();
    const filler = await createUser(db, { client });
    await shareForm(db, form, { userId: filler.id });
    expect((await located(await login(app, filler), form.uuid)).statusCode).toBe(403);
    const other = await createClient(db);
    const outsider = await createUser(db, { client: other, roles: ['form_manager'] });
    expect((await located(await login(app, outsider), form.uuid)).statusCode).toBe(404);
  });
});

describe('the map answer', () => {
  it('rounds coordinates to 6 decimals (about 0.1 m)', async () => {
    const { form, managerKey } = await geoSetup(app, db);
    await createRegistration(db, form, {
      values: { plek: { lat: 52.123456789012, lon: 4.987654321098 } },
    });
    const body = (await located(managerKey, form.uuid)).json();
    expect(body.coords).toEqual([4.987654, 52.123457]);
  });
});
