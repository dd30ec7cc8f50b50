import { randomUUID } from 'node:crypto';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import type { TApp } from '../../app';
import type { TDb } from '../../db/client';
import { datasourceItems, datasources } from '../../db/schema';

const el = (elementType: string, name: string, extra: object = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label: name,
  ...extra,
});

/** A form with a text, a choice, a gps, a map selection and a tracking element. */
export function geoSchema(datasourceId: number) {
  return [
    el('text', 'omschrijving', { label: 'Omschrijving' }),
    el('select', 'soort', {
      label: 'Soort',
      options: [
        { label: 'Boom', value: 'boom' },
        { label: 'Bank', value: 'bank' },
      ],
    }),
    el('gps', 'plek', { label: 'Plek' }),
    el('map', 'paal', {
      label: 'Paal',
      mapSettings: { mapLayers: [{ type: 'geojson', datasource_id: datasourceId }] },
    }),
    el('tracking', 'route', { label: 'Route' }),
  ];
}

/** A track of `n` points going north-east from (4.0, 52.0). */
export const trackOf = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    timestamp: 1_700_000_000_000 + i * 1000,
    lat: 52 + i / 100,
    lon: 4 + i / 100,
  }));

/** A client with a form manager, a map layer datasource holding feature 'P-1', and the form. */
export async function geoSetup(app: TApp, db: TDb) {
  const client = await createClient(db);
  const folder = await createFolder(db, client);
  const [source] = await db
    .insert(datasources)
    .values({ clientId: client.id, type: 'map_features', name: 'Palen', generation: 1 })
    .returning();
  if (!source) throw new Error('no datasource');
  await db.insert(datasourceItems).values({
    clientId: client.id,
    datasourceId: source.id,
    generation: 1,
    line: 1,
    itemId: 'P-1',
    name: 'Paal 1',
    lon: 5.1214,
    lat: 52.0907,
  });
  const form = await createForm(db, client, folder, {
    name: 'Bomen & banken',
    publishedAt: new Date(),
    schema: geoSchema(source.id),
  });
  const manager = await createUser(db, { client, roles: ['form_manager'] });
  const managerKey = await login(app, manager);
  return { client, folder, form, manager, managerKey };
}
