// Only the admin screens (a lazy chunk) import these schemas; the fill path never.
import { z } from 'zod';
import { DEFAULT_REGISTRATION_PAGE_SIZE, REGISTRATION_PAGE_SIZES } from '../constants/lists';
import { HOOK_STATUSES, ZRegistrationHookStatus } from './integrations';
import {
  REVIEW_STATES,
  registrationsPage,
  ZRegistrationStatus,
  ZRegistrationValues,
  ZReviewState,
} from './registrations';

/** Trashed registrations (and their files) are deleted this many days after the trashing. */
export const TRASH_RETENTION_DAYS = 30;
/** An export file is kept this long, then removed. */
export const EXPORT_RETENTION_HOURS = 24;
/** Exports of at most this many registrations are answered at once (queue_id false). */
export const DIRECT_EXPORT_MAX = 1000;
/** The list's filters wait this long after the last key (doc 2). */
export const REGISTRATION_FILTER_DEBOUNCE_MS = 500;
/** The export's progress is asked every this many ms (doc 2 §4). */
export const EXPORT_POLL_MS = 5000;

/** The columns the list sorts by (every one served by an index). */
export const REGISTRATION_SORT_FIELDS = [
  'registration_date',
  'registration_serial_number',
  'registration_updated_at',
  'registration_name',
  'deleted_at',
] as const;
/** A sortable column. */
export type TRegistrationSortField = (typeof REGISTRATION_SORT_FIELDS)[number];

/**
 * The filter keys of the list and the exports, beside the named parameters: `min:<name>` and
 * `max:<name>` bound a range (inclusive; numbers, or dates as YYYY-MM-DD / ISO date-times),
 * `eq:<name>` asks for a value (text fields: contains, case-insensitive; options: the option's
 * value). `<name>` is `registration_serial_number`, `registration_date` or a data name of the
 * form's schema (top level). Example: `min:registration_serial_number=10&max:registration_date=2026-11-30&eq:wijk=noord`.
 */
export const REGISTRATION_FILTER_PREFIXES = ['min', 'max', 'eq'] as const;
/** A filter operator. */
export type TRegistrationFilterOperator = (typeof REGISTRATION_FILTER_PREFIXES)[number];
/** One filter of the list: `name` `operator` `value` (raw text, checked by the server). */
export type TRegistrationFilter = {
  name: string;
  operator: TRegistrationFilterOperator;
  value: string;
};

/** The filters in a query (keys `min:…`, `max:…`, `eq:…`), in key order; others are ignored. */
export function registrationFiltersOf(query: Record<string, unknown>): TRegistrationFilter[] {
  const filters: TRegistrationFilter[] = [];
  for (const [key, raw] of Object.entries(query).sort(([a], [b]) => a.localeCompare(b))) {
    const colon = key.indexOf(':');
    if (colon < 0) continue;
    const operator = key.slice(0, colon) as TRegistrationFilterOperator;
    if (!REGISTRATION_FILTER_PREFIXES.includes(operator)) continue;
    const value = Array.isArray(raw) ? raw.at(-1) : raw;
    if (typeof value !== 'string' || value === '') continue;
    filters.push({ name: key.slice(colon + 1), operator, value });
  }
  return filters;
}

/** The list's review filter: a review state, or `none` for the registrations not reviewed. */
export const REVIEW_STATE_FILTERS = [...REVIEW_STATES, 'none'] as const;
/** One of {@link REVIEW_STATE_FILTERS}. */
export type TReviewStateFilter = (typeof REVIEW_STATE_FILTERS)[number];

const ZBooleanParam = z
  .enum(['0', '1', 'true', 'false'])
  .transform((value) => value === '1' || value === 'true');

/**
 * GET api/form/{form_id}/registrations query (doc 2 §7), and the filters of the exports. Keys
 * `min:<name>`, `max:<name>`, `eq:<name>` are the range and value filters (see
 * {@link registrationFiltersOf}); the server checks their names and values.
 */
export const ZRegistrationListQuery = z
  .object({
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    items_per_page: z.coerce
      .number()
      .int()
      .refine((size) => (REGISTRATION_PAGE_SIZES as readonly number[]).includes(size), {
        message: 'items_per_page is 10, 20, 50 or 100',
      })
      .default(DEFAULT_REGISTRATION_PAGE_SIZE),
    sort_by: z.enum(REGISTRATION_SORT_FIELDS).optional(),
    sort_direction: z
      .enum(['1', '-1'])
      .transform((value) => (value === '1' ? 1 : -1))
      .default(-1),
    /** true: the trash (deleted_at set); false (default): the registrations not trashed. */
    trashed: ZBooleanParam.default(false),
    status: ZRegistrationStatus.optional(),
    /** Only registrations with a hook (of their latest round) in this status. */
    hook_status: z.enum(HOOK_STATUSES).optional(),
    /** Only registrations in this review state; `none`: not reviewed (issue 34). */
    review_state: z.enum(REVIEW_STATE_FILTERS).optional(),
  })
  .catchall(z.union([z.string(), z.array(z.string())]));
/** The list's query as parsed. */
export type TRegistrationListQuery = z.infer<typeof ZRegistrationListQuery>;

/**
 * GET .../registrations/{registration_id}/resend query: `hooks=1` delivers the form's
 * integrations again too (a new round of them); without it only the e-mails are sent again.
 */
export const ZResendQuery = z.object({ hooks: ZBooleanParam.default(false) });

/** One row of the list: the registration's own columns and its values (one column per element). */
export const ZRegistrationListItem = z
  .object({
    _id: z.string(),
    registration_serial_number: z.number().int(),
    registration_date: z.iso.datetime(),
    registration_updated_at: z.iso.datetime(),
    registration_name: z.string(),
    registration_phase: z.string().nullable(),
    registration_status: ZRegistrationStatus,
    registration_user_id: z.object({ username: z.string() }).nullable(),
    deleted_at: z.iso.datetime().nullable(),
    values: ZRegistrationValues,
    /** The manager's review (issue 34); null: not reviewed. */
    review_state: ZReviewState.nullable().optional(),
    /** The comment given with the latest review. */
    review_comment: z.string().nullable().optional(),
    /** Each integration of the form with where it is for this registration. */
    webhook_integrations: z.array(ZRegistrationHookStatus),
  })
  .meta({ id: 'RegistrationListItem' });
/** A row of the list. */
export type TRegistrationListItem = z.infer<typeof ZRegistrationListItem>;

/** GET api/form/{form_id}/registrations answer. */
export const ZRegistrationList = registrationsPage(ZRegistrationListItem).meta({
  id: 'RegistrationList',
});
/** A page of the list. */
export type TRegistrationList = z.infer<typeof ZRegistrationList>;

/** The export formats: CSV, a zip of CSV(s) with the files per registration, an XLSX workbook. */
export const EXPORT_FORMATS = ['csv', 'csv-with-attachments', 'xlsx'] as const;
/** An export format. */
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

/** Path parameters of GET .../registrations/queue/download/{format}. */
export const ZExportStartParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  format: z.enum(EXPORT_FORMATS),
});

/** Path parameters of the calls on one export. */
export const ZExportParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  queue_id: z.string().describe('queue_id (uuid) of the export'),
});

/** Where an export is. */
export const EXPORT_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;

/**
 * GET .../queue/download/{format} answer (doc 2 §7): `queue_id` false when the set was small and
 * the file is ready at `download_url` at once; else the export runs in a job and
 * `.../queue/progress/{queue_id}` tells how far (polled every 5 s), `download_url` set when done.
 */
export const ZExportQueueAnswer = z
  .object({
    queue_id: z.union([z.string(), z.literal(false)]),
    total: z.number().int(),
    processed: z.number().int(),
    download_url: z.string().nullable(),
    status: z.enum(EXPORT_STATES),
  })
  .meta({ id: 'ExportQueue' });
/** An export's state. */
export type TExportQueueAnswer = z.infer<typeof ZExportQueueAnswer>;

/** The map draws at most this many tracks (the newest of the selection); the rest are points. */
export const MAP_TRACKS_MAX = 500;
/** A track on the map keeps at most this many points (evenly thinned, ends kept). */
export const MAP_TRACK_POINTS_MAX = 200;
/** What the map colours its points by besides a choice question's data name. */
export const MAP_COLOR_BY_PHASE = 'phase';
/** `color_by` of the registrations map for their review state (issue 34). */
export const MAP_COLOR_BY_REVIEW = 'review_state';

/**
 * GET .../registrations/locations query: the list's selection (tab, status, filters; no page or
 * sort) and `color_by`: 'phase' (default) or the data name of a radio or select question.
 */
export const ZRegistrationLocationsQuery = ZRegistrationListQuery.omit({
  page: true,
  items_per_page: true,
  sort_by: true,
  sort_direction: true,
}).extend({ color_by: z.string().min(1).max(200).default(MAP_COLOR_BY_PHASE) });
/** The map's query as parsed. */
export type TRegistrationLocationsQuery = z.infer<typeof ZRegistrationLocationsQuery>;

/**
 * GET api/form/{form_id}/registrations/locations answer, compact for 100,000 points: parallel
 * arrays, one entry per located registration (`ids[i]`, `serials[i]`, the point
 * `coords[2i], coords[2i+1]` as lon, lat, and `colors[i]` an index into `legend`), newest first.
 * `total` counts the selection, `located` those with a point; `tracks` holds up to
 * MAP_TRACKS_MAX routes (flat lon, lat pairs, thinned to MAP_TRACK_POINTS_MAX points), and
 * `tracks_truncated` says whether more had one. A legend entry with value '' is 'no value'.
 */
export const ZRegistrationLocations = z
  .object({
    total: z.number().int(),
    located: z.number().int(),
    color_by: z.string(),
    legend: z.array(z.object({ value: z.string(), label: z.string() })),
    ids: z.array(z.string()),
    serials: z.array(z.number().int()),
    coords: z.array(z.number()),
    colors: z.array(z.number().int()),
    tracks: z.array(z.object({ id: z.string(), coords: z.array(z.number()) })),
    tracks_truncated: z.boolean(),
  })
  .meta({ id: 'RegistrationLocations' });
/** The map's answer. */
export type TRegistrationLocations = z.infer<typeof ZRegistrationLocations>;

/** The geo export formats, streamed at once (not queued): GeoJSON and KML. */
export const GEO_EXPORT_FORMATS = ['geojson', 'kml'] as const;
/** A geo export format. */
export type TGeoExportFormat = (typeof GEO_EXPORT_FORMATS)[number];

/** Path parameters of GET .../registrations/export/{format} (geojson, kml). */
export const ZGeoExportParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  format: z.enum(GEO_EXPORT_FORMATS),
});
