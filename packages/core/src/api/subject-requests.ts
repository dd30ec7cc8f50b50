import { z } from 'zod';
import { REGISTRATION_STATUSES } from './registrations';

// Subject requests (issue 34, item 3): a client manager answers a person's AVG request
// (inzage- of verwijderverzoek) by finding every registration of that person across the client's
// forms, exporting them or erasing them. A subpath of its own: the fill path never loads it.

/** A search answers at most this many registrations (`truncated` says there were more). */
export const SUBJECT_SEARCH_MAX_HITS = 500;
/** The shortest search text: one letter would match half a client's registrations. */
export const SUBJECT_QUERY_MIN = 2;
/** The longest search text. */
export const SUBJECT_QUERY_MAX = 200;
/** An export or an erasure names at most this many registrations. */
export const SUBJECT_IDS_MAX = 500;
/** The text a user types to confirm an erasure, exactly. */
export const SUBJECT_ERASE_CONFIRM = 'VERWIJDEREN';
/** A subject export's zip can be downloaded this long, then it is removed. */
export const SUBJECT_EXPORT_RETENTION_HOURS = 24;
/** The screen asks for an export's progress every this many ms. */
export const SUBJECT_EXPORT_POLL_MS = 1000;

/** Where a search looks: e-mail fields, names, or every text value. */
export const SUBJECT_SEARCH_FIELDS = ['email', 'name', 'any'] as const;
/** One of {@link SUBJECT_SEARCH_FIELDS}. */
export type TSubjectSearchField = (typeof SUBJECT_SEARCH_FIELDS)[number];

/** The states of a subject export. */
export const SUBJECT_EXPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
/** One of {@link SUBJECT_EXPORT_STATES}. */
export type TSubjectExportState = (typeof SUBJECT_EXPORT_STATES)[number];

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Path parameters of the subject request routes: the client. */
export const ZSubjectRequestParams = z.object({
  client_id: z.string().describe('Numeric client id or client uuid'),
});

/** Path parameters naming one subject export. */
export const ZSubjectExportParams = ZSubjectRequestParams.extend({
  queue_id: z.string().describe('queue_id (uuid) of the subject export'),
});

/** POST .../subject-requests/search body. */
export const ZSubjectSearchBody = z
  .object({
    query: z.string().trim().min(SUBJECT_QUERY_MIN).max(SUBJECT_QUERY_MAX),
    field: z.enum(SUBJECT_SEARCH_FIELDS),
  })
  .meta({ id: 'SubjectSearchBody' });
/** A subject search. */
export type TSubjectSearchBody = z.infer<typeof ZSubjectSearchBody>;

/** A value of a registration that matched the search. */
export const ZSubjectMatch = z.object({
  /** The element's data name (inside a subform: `subform.name`). */
  name: z.string(),
  /** The element's label on the registration's form revision. */
  label: z.string(),
  value: z.string(),
});
/** A matched value. */
export type TSubjectMatch = z.infer<typeof ZSubjectMatch>;

/** One registration found. `deleted_at` is set for one in the trash. */
export const ZSubjectHit = z.object({
  form_id: z.string().describe('uuid of the form'),
  form_name: z.string(),
  registration_id: z.string().describe('uuid of the registration'),
  serial_number: z.number().int(),
  registration_date: z.string(),
  registration_name: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  deleted_at: z.string().nullable(),
  matched: z.array(ZSubjectMatch),
});
/** A registration found. */
export type TSubjectHit = z.infer<typeof ZSubjectHit>;

/** POST .../subject-requests/search answer. */
export const ZSubjectSearchAnswer = z
  .object({ items: z.array(ZSubjectHit), truncated: z.boolean() })
  .meta({ id: 'SubjectSearchAnswer' });
/** The registrations found. */
export type TSubjectSearchAnswer = z.infer<typeof ZSubjectSearchAnswer>;

const ZRegistrationIds = z
  .array(z.string().regex(UUID_PATTERN, 'uuid'))
  .min(1)
  .max(SUBJECT_IDS_MAX)
  .describe('uuids of registrations of this client');

/** POST .../subject-requests/export body. */
export const ZSubjectExportBody = z
  .object({ registration_ids: ZRegistrationIds })
  .meta({ id: 'SubjectExportBody' });
/** A subject export request. */
export type TSubjectExportBody = z.infer<typeof ZSubjectExportBody>;

/** POST .../subject-requests/export answer: the export's job. */
export const ZSubjectExportStarted = z
  .object({ queue_id: z.string() })
  .meta({ id: 'SubjectExportStarted' });
/** A started subject export. */
export type TSubjectExportStarted = z.infer<typeof ZSubjectExportStarted>;

/** GET .../subject-requests/export/{queue_id} answer. `progress` runs from 0 to 100. */
export const ZSubjectExportStatus = z
  .object({
    status: z.enum(SUBJECT_EXPORT_STATES),
    progress: z.number().int().min(0).max(100),
    error: z.string().optional(),
  })
  .meta({ id: 'SubjectExportStatus' });
/** A subject export's state. */
export type TSubjectExportStatus = z.infer<typeof ZSubjectExportStatus>;

/** POST .../subject-requests/erase body: the confirmation must be exactly 'VERWIJDEREN'. */
export const ZSubjectEraseBody = z
  .object({
    registration_ids: ZRegistrationIds,
    confirm: z.literal(SUBJECT_ERASE_CONFIRM),
  })
  .meta({ id: 'SubjectEraseBody' });
/** A subject erasure request. */
export type TSubjectEraseBody = z.infer<typeof ZSubjectEraseBody>;

/** POST .../subject-requests/erase answer. */
export const ZSubjectEraseAnswer = z
  .object({ deleted: z.number().int(), files_released: z.number().int() })
  .meta({ id: 'SubjectEraseAnswer' });
/** What an erasure removed. */
export type TSubjectEraseAnswer = z.infer<typeof ZSubjectEraseAnswer>;
