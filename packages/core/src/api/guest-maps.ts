import { z } from 'zod';
import { GUEST_MAP_ALL_STATUSES, GUEST_MAP_STATUS_SEPARATOR } from '../constants/guest';
import { ZMapSettings } from '../elements/settings-schema';
import { ZDatasourceDataQuery, ZDatasourceFeature, ZDatasourceFeatureBulk } from './datasources';

/**
 * Public maps and a guest form's datasources (doc 3 §2 'Public and tracking maps', §7): what a
 * visitor without sign-in may read of a client's datasources. Only a map element with
 * `guest_map_enabled` opens its datasource to the public, and only the columns that element shows;
 * a guest form reads only the datasources its own search and map elements name.
 */

/** Path of GET api/guest/datasource/{map_uuid}/{statuses}. */
export const ZGuestDatasourceParams = z.object({
  map_uuid: z.string().describe('The uuid of a map_features datasource that a guest map shows'),
  statuses: z
    .string()
    .min(1)
    .describe("The statuses to show joined by '||' ('_none' for no status), or 'all'"),
});

/** Path of GET api/guest/map/{form_id}/{element_name}/{statuses}. */
export const ZGuestMapParams = z.object({
  form_id: z.string().describe('form_id (uuid) of the form that holds the map element'),
  element_name: z.string().min(1).describe("The map element's name (data name)"),
  statuses: ZGuestDatasourceParams.shape.statuses,
});

/** Query of both guest map calls: a live extent (WGS84), as GET api/datasource/{id} takes it. */
export const ZGuestMapQuery = ZDatasourceDataQuery.pick({
  left: true,
  top: true,
  right: true,
  bottom: true,
});

/**
 * The guest map answer (doc 3 §3 'Guest map response'): the form and datasource names, every
 * status of the datasource (for the filter), the map element's settings and the features with the
 * asked statuses. A feature's `data` holds only the columns the element shows: all of them with
 * showDataColumns, else only those its featureActions test.
 */
export const ZGuestMapData = z
  .object({
    form_id: z.string().describe('form_id (uuid)'),
    form_name: z.string(),
    element_name: z.string(),
    datasource_id: z.number().int(),
    datasource_uuid: z.string(),
    datasource_name: z.string(),
    status_values: z.array(z.string()),
    mapSettings: ZMapSettings,
    features: z.array(ZDatasourceFeature),
  })
  .meta({ id: 'GuestMapData' });
/** A public map's data. */
export type TGuestMapData = z.infer<typeof ZGuestMapData>;

/** The public map's data as the page reads it: its features checked at a glance, not copied. */
export const ZGuestMapDataBulk = ZGuestMapData.extend({
  features: z.array(ZDatasourceFeatureBulk),
});

/**
 * The statuses a guest map call asks for: null for every status ('all'), else the statuses of
 * the path segment (split on '||', empty parts dropped; '_none' is a feature without status).
 */
export function parseGuestMapStatuses(segment: string): ReadonlySet<string> | null {
  if (segment === GUEST_MAP_ALL_STATUSES) return null;
  return new Set(segment.split(GUEST_MAP_STATUS_SEPARATOR).filter((status) => status !== ''));
}

/**
 * The path segment of a guest map call for `statuses` (null: every status): 'all', or the
 * statuses joined by '||'. Sorted, so the same choice is the same URL.
 */
export function guestMapStatusesSegment(statuses: Iterable<string> | null): string {
  if (statuses === null) return GUEST_MAP_ALL_STATUSES;
  return [...statuses].sort().join(GUEST_MAP_STATUS_SEPARATOR);
}

/** Path of GET api/guest/form/{guest_id}/datasource/{datasource_id}. */
export const ZGuestDatasourceReadParams = z.object({
  guest_id: z.string(),
  datasource_id: z.string().describe('Numeric datasource id or uuid, named by the form'),
});

/** Path of GET api/qr/location-to-google-maps/{lat}/{lon}/qr-code.png. */
export const ZLocationQrParams = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lon: z.coerce.number().min(-180).max(180),
});
