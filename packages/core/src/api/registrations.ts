// The filling calls of document 1 §7: sending a registration, the filler's lists, guests and
// uploads.
import { z } from 'zod';
import { ZSchema } from '../elements/element-schema';
import { ZRule } from '../rules/rule-schema';
import { ZFormCompleteSettings, ZFormSettings, ZFormType } from './forms';
import type { TRegistrationHookStatus } from './integrations';

/** The two states of a registration (doc 2 §3): a workflow draft, or completed. */
export const REGISTRATION_STATUSES = ['completed', 'draft'] as const;
/** A registration status. */
export type TRegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** Zod schema of a registration status. */
export const ZRegistrationStatus = z.enum(REGISTRATION_STATUSES);

/**
 * A manager's review of a sent registration (issue 34): approved ('Goedgekeurd'), has_issues
 * ('Heeft problemen') or rejected ('Afgewezen'); null in an answer is 'Niet beoordeeld'.
 */
export const REVIEW_STATES = ['approved', 'has_issues', 'rejected'] as const;
/** One of {@link REVIEW_STATES}. */
export type TReviewState = (typeof REVIEW_STATES)[number];
/** A review state as the contract reads it. */
export const ZReviewState = z.enum(REVIEW_STATES);

/** Values of a registration keyed by data name (a subform's value is a list of such records). */
export const ZRegistrationValues = z.record(z.string(), z.unknown());
/** Values of a registration. */
export type TRegistrationValues = z.infer<typeof ZRegistrationValues>;

/** Longest fill_token accepted: the device makes a uuid (36 characters). */
export const MAX_FILL_TOKEN_LENGTH = 64;

/** Longest `altcha` payload accepted: a solved challenge is about 700 characters. */
export const MAX_ALTCHA_PAYLOAD_LENGTH = 4000;

/**
 * POST /api/registration/ and POST /api/guest/form/{guest_id} body. `fill_token` is made on the
 * device once per filling and makes the submit idempotent: a token already sent is answered 409.
 * `registration_id` continues a workflow draft assigned to the user (omit it for a new one).
 * Calculated values (calculation, computed, autoIncrement) are recomputed by the server.
 */
export const ZSubmitRegistrationBody = z.strictObject({
  form_id: z.string().describe('form_id (uuid) of the form filled in'),
  fill_token: z.string().trim().min(1).max(MAX_FILL_TOKEN_LENGTH),
  values: ZRegistrationValues,
  registration_id: z
    .string()
    .optional()
    .describe('The workflow draft this submit continues (its _id)'),
  altcha: z
    .string()
    .max(MAX_ALTCHA_PAYLOAD_LENGTH)
    .optional()
    .describe(
      'Guest submit only (required there): base64 of JSON {challenge, solution}, the solved challenge of GET /api/guest/form/{guest_id}/challenge; accepted once',
    ),
});
/** A submit. */
export type TSubmitRegistrationBody = z.infer<typeof ZSubmitRegistrationBody>;

/** Answer of a successful submit: 'Registratie is verstuurd.' and what was stored. */
export const ZSubmitRegistrationAnswer = z
  .object({
    status: z.literal('success'),
    message: z.string(),
    registration_id: z.string().describe('_id (uuid) of the registration'),
    registration_serial_number: z.number().int(),
    registration_name: z.string(),
    registration_phase: z.string().nullable(),
    registration_status: ZRegistrationStatus,
  })
  .meta({ id: 'SubmitRegistrationAnswer' });
/** A stored submit. */
export type TSubmitRegistrationAnswer = z.infer<typeof ZSubmitRegistrationAnswer>;

/**
 * A registration as its owner, its assignee and the form's managers read it (doc 1 §3
 * "Registration (full)"): with the schema of the form revision it was filled on, so a read-only
 * view shows what the filler saw even after the form changed.
 */
/** Where one e-mail of a registration's after-send job is (issue 20). */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'retrying'] as const;
/** One of {@link DELIVERY_STATUSES}. */
export type TDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One e-mail sent after a registration (an e-mail setting of the form, in one round of the
 * after-send job): to whom, where it is, why it failed, how often it was tried. Shown to the
 * form's registration managers in the detail; a failed one can be retried by hand.
 */
export const ZRegistrationDelivery = z
  .object({
    delivery_id: z.string(),
    setting_index: z.number().int(),
    recipients: z.string(),
    status: z.enum(DELIVERY_STATUSES),
    reason: z.string().nullable(),
    attempts: z.number().int(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'RegistrationDelivery' });
/** One e-mail sent after a registration. */
export type TRegistrationDelivery = z.infer<typeof ZRegistrationDelivery>;

/** Path parameters naming one delivery of a registration. */
export const ZRegistrationDeliveryParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  registration_id: z.string().describe('_id (uuid) of the registration'),
  delivery_id: z.string().describe('delivery_id (uuid) of the e-mail'),
});

export const ZRegistration = z
  .object({
    _id: z.string(),
    form_id: z.string(),
    form_name: z.string(),
    form_type: ZFormType,
    registration_date: z.iso.datetime(),
    registration_updated_at: z.iso.datetime(),
    registration_serial_number: z.number().int(),
    registration_user_id: z.object({ username: z.string() }).nullable(),
    registration_name: z.string(),
    registration_phase: z.string().nullable(),
    registration_status: ZRegistrationStatus,
    registration_visible_state_transition: z.string().nullable(),
    assigned_user_id: z.number().int().nullable(),
    /** When it was moved to the trash (only managers read a trashed one); null otherwise. */
    deleted_at: z.iso.datetime().nullable().optional(),
    values: ZRegistrationValues,
    /** The manager's review (issue 34; managers only); null: not reviewed. */
    review_state: ZReviewState.nullable().optional(),
    /** The comment given with the latest review (managers only); null without one. */
    review_comment: z.string().nullable().optional(),
    schema: ZSchema,
    rules: z.array(ZRule),
    /** The e-mails of its after-send job, newest round first (managers only). */
    deliveries: z.array(ZRegistrationDelivery).optional(),
    /** Each integration of the form with where it is for this registration (managers only). */
    webhook_integrations: z.custom<TRegistrationHookStatus[]>().optional(),
  })
  .meta({ id: 'Registration' });
/** A registration. */
export type TRegistration = z.infer<typeof ZRegistration>;

/** Path parameters naming a registration of a form. */
export const ZFormRegistrationParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
  registration_id: z.string().describe('_id (uuid) of the registration'),
});

/** Path parameter naming a registration (assigned-registration/{id}). */
export const ZRegistrationParams = z.object({
  id: z.string().describe('_id (uuid) of the registration'),
});

/**
 * A page of a registrations list, the one answer the spec gives each (doc 1 GET
 * api/my-registrations and the guest search, doc 2 GET api/form/{form_id}/registrations): the
 * page's rows, the number of pages and the number of registrations on all pages.
 */
export function registrationsPage<TItem extends z.ZodType>(item: TItem) {
  return z.object({
    registrations: z.array(item),
    pages_count: z.number().int(),
    registrations_count: z.number().int(),
  });
}

/** One row of GET /api/my-registrations (doc 1 §2.12). */
export const ZMyRegistrationItem = z.object({
  _id: z.string(),
  form_id: z.string(),
  form_name: z.string(),
  form_summary: z.string(),
  registration_name: z.string(),
  /** The phase of a workflow registration ('1'-'9'); null for a default form's. */
  registration_phase: z.string().nullable(),
  registration_date: z.iso.datetime(),
  registration_updated_at: z.iso.datetime(),
});

/** GET /api/my-registrations?page=n query (1-based). */
export const ZMyRegistrationsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** GET /api/my-registrations answer, newest first. */
export const ZMyRegistrationList = registrationsPage(ZMyRegistrationItem);

/** One row of GET /api/assigned-registrations (doc 1 §2.11): drafts assigned to the user. */
export const ZAssignedRegistrationItem = z.object({
  _id: z.string(),
  form_id: z.string(),
  form_name: z.string(),
  form_summary: z.string(),
  registration_name: z.string(),
  registration_phase: z.string().nullable(),
  registration_date: z.iso.datetime(),
});
/** GET /api/assigned-registrations answer, newest change first. */
export const ZAssignedRegistrationList = z.array(ZAssignedRegistrationItem);

/** GET /api/forms/published/{client_id} answer: the published forms the user may fill, by name. */
export const ZPublishedFormList = z.array(
  z.object({
    form: z.object({
      form_id: z.string(),
      form_name: z.string(),
      form_type: ZFormType,
      folder_id: z.number().int().nullable(),
    }),
  }),
);

/** Path parameter of the guest calls. */
export const ZGuestParams = z.object({
  guest_id: z.string().describe('guestID (uuid) of a form with guest access'),
});

/**
 * GET /api/guest/form/{guest_id} answer: what a guest needs to fill the form, and nothing about
 * its client, users or e-mail settings.
 */
export const ZGuestForm = z
  .object({
    form_id: z.string(),
    form_name: z.string(),
    form_type: ZFormType,
    form_summary: z.string(),
    schema: ZSchema,
    rules: z.array(ZRule),
    settings: ZFormSettings.pick({
      search_enabled: true,
      searchable_fields: true,
      bad_internet_mode: true,
    }),
    form_settings: ZFormCompleteSettings,
  })
  .meta({ id: 'GuestForm' });
/** A guest form. */
export type TGuestForm = z.infer<typeof ZGuestForm>;

/**
 * GET /api/guest/form/{guest_id}/challenge answer: an ALTCHA proof-of-work challenge (altcha-lib
 * v2, SHA-256), signed by the server. Kept exactly as sent: the signature covers every parameter.
 */
export const ZGuestChallenge = z
  .object({
    parameters: z.looseObject({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string(),
  })
  .meta({ id: 'GuestChallenge' });
/** A guest submit's challenge. */
export type TGuestChallenge = z.infer<typeof ZGuestChallenge>;

/**
 * GET /api/form/{form_id}/registrations/search query: `field` is one of the form's
 * searchable_fields (the first of them when omitted), `query` the text to find in it (optional when
 * signed in, at least GUEST_SEARCH_MIN_QUERY_LENGTH characters for a guest), `page` 1-based; pages of
 * REGISTRATION_SEARCH_PAGE_SIZE (constants).
 */
export const ZRegistrationSearchQuery = z.object({
  field: z.string().min(1).max(255).optional(),
  query: z.string().max(255).default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** GET /api/form/{form_id}/registrations/search answer, newest first. */
export const ZRegistrationSearchAnswer = registrationsPage(
  z.object({
    _id: z.string(),
    registration_name: z.string(),
    registration_user: z.string().nullable(),
    registration_date: z.iso.datetime(),
    value: z.string().describe('The searched field as text'),
  }),
);

/**
 * Answer of POST /api/file-upload/form and /form-hd: the stored file as a file value of a
 * registration takes it (`url` is where those allowed may download it).
 */
export const ZUploadedFile = z
  .object({
    file_id: z.string(),
    url: z.string(),
    name: z.string(),
    filename: z.string(),
    size: z.number().int(),
    type: z.string(),
  })
  .meta({ id: 'UploadedFile' });
/** A stored upload. */
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

/**
 * Query of POST /api/file-upload/form and /form-hd: the form being filled, optional. With it the
 * file belongs to that form's client, and only who may fill (or manage) the form may upload for
 * it; without it the file belongs to the user's current client (`client_id`, else their first).
 */
export const ZFileUploadQuery = z.object({
  form_id: z
    .string()
    .optional()
    .describe('form_id (uuid) of the form being filled; without it the current client'),
  client_id: z
    .string()
    .optional()
    .describe('Without form_id: the client (id or uuid) the upload belongs to; default the first'),
});

/** Path parameter of GET /api/file/{file_id}. */
export const ZFileParams = z.object({
  file_id: z.string().describe('file_id (uuid) of an uploaded file'),
});
