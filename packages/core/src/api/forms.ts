// The filler's half of the forms contract (the form, its lists and metadata); the form
// administration's bodies and answers are forms-admin.ts. The web's fill path imports the API
// index: the web build drops the schemas it never uses (see index.ts on calls taken as pure).
import { z } from 'zod';
import { GUEST_SUBMITS_PER_HOUR_MAX } from '../constants/guest';
import { RETENTION_AMOUNT_MAX, RETENTION_UNITS } from '../constants/retention';
import { ZSchema } from '../elements/element-schema';
import { ZRule } from '../rules/rule-schema';
import type { TWebhookIntegration } from './integrations';

export type { TWebhookIntegration } from './integrations';

/** The two kinds of form (doc 2 §3): a workflow form moves through phases 1-9. */
export const FORM_TYPES = ['default', 'workflow'] as const;
/** A form type. */
export type TFormType = (typeof FORM_TYPES)[number];
/** Zod schema of a form type. */
export const ZFormType = z.enum(FORM_TYPES);

/** Longest form, folder and element-free name the API accepts. */
export const MAX_NAME_LENGTH = 255;

/** A name typed by a person: trimmed, required, at most {@link MAX_NAME_LENGTH} characters. */
export const ZName = z.string().trim().min(1).max(MAX_NAME_LENGTH);

/** Path parameter naming a form: its form_id (a uuid). */
export const ZFormParams = z.object({
  form_id: z.string().describe('form_id (uuid)'),
});

/** The weekly or monthly registrations mail of a form (doc 2 §3 settings). */
export const ZWeeklyRegistrationMail = z.object({
  enabled: z.boolean().optional(),
  period: z.enum(['weekly', 'monthly']).optional(),
  day: z.number().int().min(1).max(7).optional(),
  recipients: z.array(z.object({ email: z.string().max(320) })).optional(),
});

/**
 * A form's retention terms (issue 34): sent registrations are kept `sent.amount` days or calendar
 * months after they were sent, drafts and saved registrations `drafts_days` days after their last
 * change. A null term keeps those for ever; absent or both null is off (the default).
 */
export const ZFormRetention = z.object({
  sent: z
    .object({
      amount: z.number().int().min(1).max(RETENTION_AMOUNT_MAX),
      unit: z.enum(RETENTION_UNITS),
    })
    .nullable(),
  drafts_days: z.number().int().min(1).max(RETENTION_AMOUNT_MAX).nullable(),
});
/** A form's retention terms. */
export type TFormRetention = z.infer<typeof ZFormRetention>;

/**
 * A form's settings (doc 2 §3). Every field is optional: a new form has none. `guestID` is set by
 * the server when guest access is turned on, and kept while it stays on.
 */
export const ZFormSettings = z.object({
  searchable_fields: z
    .array(
      z.object({
        value: z.string(),
        label: z.string(),
      }),
    )
    .optional(),
  search_enabled: z.boolean().optional(),
  bad_internet_mode: z.boolean().optional(),
  guestAccess: z.boolean().optional(),
  guestID: z.string().nullable().optional(),
  email_developer_mode: z.boolean().optional(),
  /** Who turned developer mode on: the e-mails go to this admin only (set by the server). */
  email_developer_user_id: z.number().int().nullable().optional(),
  /**
   * Guest registrations per hour over all addresses (GUEST_SUBMITS_PER_HOUR_DEFAULT when unset):
   * guests consume the client's credits, so a guest link cannot drain them faster than this.
   */
  guest_submits_per_hour: z.number().int().min(1).max(GUEST_SUBMITS_PER_HOUR_MAX).optional(),
  weeklyRegistrationMail: ZWeeklyRegistrationMail.optional(),
  retention: ZFormRetention.optional(),
});
/** A form's settings. */
export type TFormSettings = z.infer<typeof ZFormSettings>;

/**
 * One e-mail setting of a form (doc 2 §3 'E-mail setting'). Kept loose here: the e-mail settings
 * screen (a later issue) owns its fields; the server stores what parses as an object.
 */
export const ZEmailSetting = z.record(z.string(), z.unknown());
/** One e-mail setting of a form (loose until the e-mail settings screen owns its fields). */
export type TEmailSetting = z.infer<typeof ZEmailSetting>;

/** What happens after a filler submits (doc 2 §3 form_settings). */
export const ZFormCompleteSettings = z.object({
  form_complete_action: z.string().optional(),
});
/** What happens after a filler submits. */
export type TFormCompleteSettings = z.infer<typeof ZFormCompleteSettings>;

/** One entry of a form's `users`: a user or a group that may fill the form. */
export const ZFormUserEntry = z.union([
  z.object({ user_id: z.number().int() }),
  z.object({ group_id: z.number().int() }),
]);

/**
 * A form as GET/PATCH/publish and the access calls answer it (doc 2 §3). `rules` holds every
 * rule, the main form's and each subform's (told apart by ruleForm), as a PATCH takes them back;
 * the store keeps a subform's rules in its element (`subform.rules`). `revision_id` is the
 * revision this content is; send it back with a PATCH.
 */
export const ZForm = z
  .object({
    form_id: z.string(),
    form_name: z.string(),
    form_type: ZFormType,
    client_id: z.number().int(),
    client_uuid: z.string(),
    folder_id: z.number().int().nullable(),
    schema: ZSchema,
    rules: z.array(ZRule),
    settings: ZFormSettings,
    email_settings: z.array(ZEmailSetting),
    /** The form's integrations (ZWebhookIntegration; checked on a save, not here: off the fill path). */
    webhook_integrations: z.custom<TWebhookIntegration[]>(),
    form_settings: ZFormCompleteSettings,
    form_summary: z.string(),
    registrationNameToken: z.string(),
    form_guest_id: z.string().nullable(),
    published_at: z.iso.datetime().nullable(),
    created_at: z.iso.datetime(),
    updated_at: z.iso.datetime(),
    revision_id: z.number().int(),
    user: z.object({ username: z.string() }).nullable().describe('Who saved last'),
    users: z.array(ZFormUserEntry),
    registration_phase: z.string().nullable(),
    guest_limit_hit_at: z.iso
      .datetime()
      .nullable()
      .describe('Last time a guest submit was refused by settings.guest_submits_per_hour'),
  })
  .meta({ id: 'Form' });
/** A form. */
export type TForm = z.infer<typeof ZForm>;

/** One problem of a refused form: where (a dotted path) and what, in Dutch. */
export const ZFormIssue = z.object({
  path: z.string(),
  message: z.string(),
});

/**
 * 400 answer of the form calls: `issues` lists what the editor's validation refuses in the
 * schema or rules; a body that is malformed before that (a missing field) has none.
 */
export const ZFormInvalidBody = z
  .object({
    code: z.literal('VALIDATION'),
    message: z.string(),
    issues: z.array(ZFormIssue).optional(),
  })
  .meta({ id: 'FormInvalid' });
/** A refused form. */
export type TFormInvalidBody = z.infer<typeof ZFormInvalidBody>;

/** GET /api/form/{form_id}/metadata answer. */
export const ZFormMetadata = z.object({
  email_word_files_processed: z.record(z.string(), z.boolean()),
});

/** A published form as the filler's folder contents list it (doc 1 §2.8). */
export const ZUserFormListItem = z.object({
  form_id: z.string(),
  form_name: z.string(),
  form_type: ZFormType,
});
/** GET /api/folder/{folder_id}/forms/user answer, sorted by name. */
export const ZUserFormList = z.array(ZUserFormListItem);
