import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../constants/map';
import { ZName } from './forms';

/**
 * Datasources (doc 3 §Datasources, §3, §7): lists imported from a CSV file that feed search
 * fields (type 'search') and map fields (type 'map_features'). The spec's jsonapi
 * eform_datasource calls are REST here, as for the other client resources; its api/datasource/*
 * calls are as written.
 */

/** The two kinds of datasource. */
export const DATASOURCE_TYPES = ['search', 'map_features'] as const;
/** A datasource's kind. */
export type TDatasourceType = (typeof DATASOURCE_TYPES)[number];
export const ZDatasourceType = z.enum(DATASOURCE_TYPES);

/**
 * Coordinate systems of a map_features CSV (field_crs): EPSG:4326 = WGS84 (GPS: columns
 * object.latitude and object.longitude), EPSG:28992 = Amersfoort / RD New (object.x, object.y).
 */
export const DATASOURCE_CRS = ['EPSG:4326', 'EPSG:28992'] as const;
/** A coordinate system. */
export type TDatasourceCrs = (typeof DATASOURCE_CRS)[number];
export const ZDatasourceCrs = z.enum(DATASOURCE_CRS);

/** The datasource list shows at most this many per page (doc 3 §9). */
export const DATASOURCE_LIST_LIMIT = 300;

/** Where an import of the datasource's file stands. */
export const DATASOURCE_IMPORT_STATES = ['pending', 'running', 'done', 'failed'] as const;
export const ZDatasourceImportState = z.enum(DATASOURCE_IMPORT_STATES);

/** The CSV file a datasource was (last) imported from. */
export const ZDatasourceFile = z.object({
  file_id: z.string().describe('Stored file id (uuid)'),
  filename: z.string(),
  size: z.number().int(),
});
/** A datasource's source file. */
export type TDatasourceFile = z.infer<typeof ZDatasourceFile>;

/** A datasource as the API answers it. */
export const ZDatasource = z
  .object({
    id: z.number().int(),
    uuid: z.string(),
    type: ZDatasourceType,
    name: z.string(),
    field_crs: ZDatasourceCrs.nullable().describe('Only for map_features; null for search'),
    client_id: z.number().int(),
    file: ZDatasourceFile.nullable(),
    items_count: z.number().int().describe('Items (features) imported'),
    fields: z
      .array(z.string())
      .describe('The CSV columns that became fields (not object.name/status/coordinates)'),
    import_state: ZDatasourceImportState,
    import_error: z.string().nullable().describe('Dutch reason of the last failed import'),
    created: z.string().describe('ISO 8601'),
    changed: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'Datasource' });
/** A datasource. */
export type TDatasource = z.infer<typeof ZDatasource>;

/** Path of the client's datasource calls. */
export const ZDatasourceClientParams = z.object({
  client_id: z.string().describe('Numeric client id or client uuid'),
});

/** Path naming one datasource: its numeric id or uuid. */
export const ZDatasourceParams = z.object({
  datasource_id: z.string().describe('Numeric datasource id or uuid'),
});

/** Query of GET /api/clients/{client_id}/datasources. */
export const ZDatasourceListQuery = z.object({
  type: ZDatasourceType,
  page: z.coerce.number().int().min(0).default(0),
});

/**
 * GET /api/clients/{client_id}/datasources?type= answer: the client's datasources of that type
 * by name, {@link DATASOURCE_LIST_LIMIT} a page; `next_page` null on the last.
 */
export const ZDatasourceList = z.object({
  datasources: z.array(ZDatasource),
  next_page: z.number().int().nullable(),
});
/** A page of datasources. */
export type TDatasourceList = z.infer<typeof ZDatasourceList>;

/**
 * POST /api/clients/{client_id}/datasources body: name, coordinate system (required for
 * map_features, absent or null for search) and the uploaded CSV (file_id of
 * POST /api/file-upload/datasource_source). Answered 201 with the datasource; its import then
 * starts with POST api/datasource/{id}/import.
 */
export const ZDatasourceCreateBody = z.object({
  type: ZDatasourceType,
  name: ZName,
  field_crs: ZDatasourceCrs.nullable().optional(),
  file_id: z.string().min(1),
});
/** A datasource to create. */
export type TDatasourceCreateBody = z.infer<typeof ZDatasourceCreateBody>;

/**
 * PATCH /api/datasources/{datasource_id} body: what GET answers can be sent back (its read-only
 * fields are ignored); `file_id` names a new CSV, imported with the next
 * POST api/datasource/{id}/import.
 */
export const ZDatasourcePatchBody = z.object({
  name: ZName.optional(),
  field_crs: ZDatasourceCrs.nullable().optional(),
  file_id: z.string().min(1).optional(),
});
/** A change of a datasource. */
export type TDatasourcePatchBody = z.infer<typeof ZDatasourcePatchBody>;

/** Query of POST /api/file-upload/datasource_source: the client the CSV is for. */
export const ZDatasourceUploadQuery = z.object({
  client_id: z.string().min(1).describe('Numeric client id or client uuid'),
});

/** Path of the download of a finished export (the batch's download_url). */
export const ZDatasourceExportParams = z.object({
  datasource_id: z.string().describe('Numeric datasource id or uuid'),
  batch_name: z.string().describe('The export batch'),
});

/** Answer of POST /api/file-upload/datasource_source: the stored CSV. */
export const ZDatasourceUpload = ZDatasourceFile;

/** Answer of POST api/datasource/{id}/import and /export: the batch to follow. */
export const ZDatasourceBatchStart = z.object({
  batch_name: z.string(),
  total_items: z.number().int(),
});

/** A feature's status with no status in the CSV ('Geen status'). */
export const NO_STATUS = '_none';

/** One item of a datasource as a map feature (GeoJSON, WGS84 lon/lat). */
export const ZDatasourceFeature = z.object({
  type: z.literal('Feature'),
  id: z.union([z.string(), z.number()]),
  geometry: z
    .object({
      type: z.literal('Point'),
      coordinates: z.tuple([z.number(), z.number()]).describe('[lon, lat]'),
    })
    .nullable(),
  properties: z.object({
    id: z.union([z.string(), z.number()]),
    name: z.string(),
    status: z.string().describe(`'${NO_STATUS}' when the CSV had none`),
    invisible: z.boolean(),
    data: z.record(z.string(), z.string()),
  }),
});
/** A map feature. */
export type TDatasourceFeature = z.infer<typeof ZDatasourceFeature>;

/**
 * Query of GET api/datasource/{id}: a live extent (left, top, right, bottom in WGS84) for a
 * map, or format=search for a search field's options; with `q` the search runs on the server
 * (the first SEARCH_RESULTS_LIMIT items whose name contains it, by name).
 */
export const ZDatasourceDataQuery = z.object({
  format: z.enum(['search']).optional(),
  q: z
    .string()
    .trim()
    .max(SEARCH_QUERY_MAX_LENGTH)
    .optional()
    .describe('format=search only: the items whose name contains this text (case-insensitive)'),
  left: z.coerce.number().min(-180).max(180).optional(),
  top: z.coerce.number().min(-90).max(90).optional(),
  right: z.coerce.number().min(-180).max(180).optional(),
  bottom: z.coerce.number().min(-90).max(90).optional(),
});

/** GET api/datasource/{id} answer for a map: a feature collection and the statuses in it. */
export const ZDatasourceFeatures = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(ZDatasourceFeature),
  status_values: z.array(z.string()),
});
/** A feature collection. */
export type TDatasourceFeatures = z.infer<typeof ZDatasourceFeatures>;

/**
 * A feature's shape at a glance: properties with a name and a status, a point of two numbers or
 * no place. For {@link ZDatasourceFeaturesBulk}.
 */
export function isDatasourceFeature(value: unknown): value is TDatasourceFeature {
  if (typeof value !== 'object' || value === null) return false;
  const { geometry, properties } = value as { geometry?: unknown; properties?: unknown };
  if (typeof properties !== 'object' || properties === null) return false;
  const { name, status } = properties as { name?: unknown; status?: unknown };
  if (typeof name !== 'string' || typeof status !== 'string') return false;
  if (geometry === null) return true;
  const point = (geometry as { coordinates?: unknown } | undefined)?.coordinates;
  return Array.isArray(point) && typeof point[0] === 'number' && typeof point[1] === 'number';
}

/** A feature as {@link ZDatasourceFeaturesBulk} checks it: its shape, not copied. */
export const ZDatasourceFeatureBulk = z.custom<TDatasourceFeature>(isDatasourceFeature);

/**
 * The feature collection as a map reads it: the envelope parsed, each feature checked at a
 * glance and kept as it came. A preloaded layer holds up to 100,000 features, which a full parse
 * copied one by one (over a second of a phone's main thread); the server builds every field.
 */
export const ZDatasourceFeaturesBulk = ZDatasourceFeatures.extend({
  features: z.array(ZDatasourceFeatureBulk),
});

/** One option of a search field (format=search): as a search value keeps it (TSelectedFeature). */
export const ZDatasourceSearchItem = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  data: z.record(z.string(), z.string()),
});
/** A search option. */
export type TDatasourceSearchItem = z.infer<typeof ZDatasourceSearchItem>;

/**
 * GET api/datasource/{id}?format=search answer, by name: every item when the datasource has at
 * most SEARCH_OFFLINE_LIMIT (`complete`: the device may keep it for offline use); otherwise, and
 * for a query `q`, the first SEARCH_RESULTS_LIMIT matches (`complete` false when more matched).
 */
export const ZDatasourceSearchItems = z.object({
  json: z.array(ZDatasourceSearchItem),
  complete: z.boolean().describe('json holds every item that matched (all items without q)'),
  items_count: z.number().int().describe('Items of the datasource'),
});
/** A search field's options as answered. */
export type TDatasourceSearchItems = z.infer<typeof ZDatasourceSearchItems>;

/** GET api/datasource/{id}/data-properties answer: the field names (CSV columns) of the items. */
export const ZDatasourceDataProperties = z.object({
  data_properties: z.array(z.string()),
});

/** GET api/datasource/{id}/tokens answer: the field names the form editor lists as tokens. */
export const ZDatasourceTokens = z.array(z.string());

/** Path of GET api/datasource/list/{type}/{client_id}. */
export const ZDatasourceOptionsParams = z.object({
  type: ZDatasourceType,
  client_id: z.string().describe('Numeric client id or client uuid'),
});

/** GET api/datasource/list/{type}/{client_id} answer: id and name of each, by name. */
export const ZDatasourceOptions = z.array(z.object({ id: z.number().int(), name: z.string() }));
/** The datasource options of a client. */
export type TDatasourceOptions = z.infer<typeof ZDatasourceOptions>;
