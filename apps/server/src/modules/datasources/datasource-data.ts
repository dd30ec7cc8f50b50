import {
  NO_STATUS,
  type TDatasourceFeature,
  type TDatasourceFeatures,
  type TDatasourceSearchItem,
  type TDatasourceSearchItems,
} from '@eform/core/api/datasources';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import type { TAsker } from '../access';
import { datasourceFor } from './datasource-access';
import { searchDatasource } from './datasource-search';
import {
  placedItems,
  statusValues,
  type TDatasourceRow,
  type TExtent,
  type TFeatureRow,
  type TItemRow,
} from './datasources.repository';
import { assertMapModule } from './datasources.service';

/** The query of GET api/datasource/{id}. */
export interface TDataQuery {
  format?: 'search';
  q?: string;
  left?: number;
  top?: number;
  right?: number;
  bottom?: number;
}

const EXTENT_SIDES = ['left', 'top', 'right', 'bottom'] as const;

/** The live extent asked for: all four sides or none (400 naming the missing one). */
export function extentOf(query: TDataQuery): TExtent | null {
  const missing = EXTENT_SIDES.filter((side) => query[side] === undefined);
  if (missing.length === EXTENT_SIDES.length) return null;
  if (missing.length > 0) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldRequired',
      params: { field: missing[0] ?? 'left' },
    });
  }
  const { left = 0, top = 0, right = 0, bottom = 0 } = query;
  return {
    left: Math.min(left, right),
    right: Math.max(left, right),
    bottom: Math.min(top, bottom),
    top: Math.max(top, bottom),
  };
}

/** An item's id: its object.id, else its line in the file. */
function itemId(item: Pick<TItemRow, 'itemId' | 'line'>): string | number {
  return item.itemId ?? item.line;
}

/** An item as a map feature (GeoJSON, WGS84 lon/lat); an empty status is NO_STATUS. */
export function toFeature(item: TFeatureRow): TDatasourceFeature {
  const id = itemId(item);
  return {
    type: 'Feature',
    id,
    geometry:
      item.lon === null || item.lat === null
        ? null
        : { type: 'Point', coordinates: [item.lon, item.lat] },
    properties: {
      id,
      name: item.name,
      status: item.status || NO_STATUS,
      invisible: item.invisible,
      data: item.data,
    },
  };
}

function toSearchItem(item: TItemRow): TDatasourceSearchItem {
  return { id: itemId(item), name: item.name, data: item.data };
}

const byDutch = new Intl.Collator('nl');

/**
 * Every status of the datasource's placed items, NO_STATUS for none, in Dutch order: a map's
 * status filter (not only those in view: it must not change while the map moves).
 */
export async function featureStatusValues(
  db: TDb,
  datasource: Parameters<typeof statusValues>[1],
): Promise<string[]> {
  const statuses = await statusValues(db, datasource);
  return [...new Set(statuses.map((status) => status || NO_STATUS))].sort(byDutch.compare);
}

/**
 * GET api/datasource/{id}: for any member of the datasource's client (fillers read it for their
 * search and map fields) and admins; another client's datasource is NOT_FOUND, a map datasource
 * of a client without the map module FORBIDDEN. format=search: its items by name
 * (searchDatasource). Otherwise a map's feature collection: the items with coordinates (inside
 * the extent when one is given), and every status of the datasource's placed items (not only
 * those in view: a status filter must not change while the map moves).
 */
export async function datasourceData(
  db: TDb,
  asker: TAsker,
  ref: string,
  query: TDataQuery,
): Promise<TDatasourceFeatures | TDatasourceSearchItems> {
  const { tenant, datasource } = await datasourceFor(db, asker, ref);
  assertMapModule(tenant, datasource.type);
  return readDatasourceData(db, datasource, query);
}

/** What GET api/datasource/{id} answers of a datasource the asker may read (datasourceData). */
export async function readDatasourceData(
  db: TDb,
  datasource: TDatasourceRow,
  query: TDataQuery,
): Promise<TDatasourceFeatures | TDatasourceSearchItems> {
  if (query.format === 'search') {
    const { rows, complete } = await searchDatasource(db, datasource, query.q);
    return { json: rows.map(toSearchItem), complete, items_count: datasource.itemsCount };
  }
  const extent = extentOf(query);
  const [items, statuses] = await Promise.all([
    placedItems(db, datasource, extent),
    featureStatusValues(db, datasource),
  ]);
  return { type: 'FeatureCollection', features: items.map(toFeature), status_values: statuses };
}

/** The field names of the datasource's items (data-properties and tokens). */
export async function datasourceFields(db: TDb, asker: TAsker, ref: string): Promise<string[]> {
  const { datasource } = await datasourceFor(db, asker, ref);
  return datasource.fields;
}
