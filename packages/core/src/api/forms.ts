// The filler's half of the forms contract (the form, its lists and metadata); the form
// administration's bodies and answers are forms-admin.ts. Every schema construction here is marked
// pure: the web's fill path imports the API index, and without the marks a bundler keeps schemas
// the fill path never uses (their method calls look like side effects) in its 200 KB budget.
import { z } from 'zod';
import { GUEST_SUBMITS_PER_HOUR_MAX } from '../constants/guest';
import { ZSchema } from '../elements/element-schema';
import { ZRule } from '../rules/rule-schema';

/** The two kinds of form (doc 2 §3): a workflow form moves through phases 1-9. */
export const FORM_TYPES = ['default', 'workflow'] as const;
/** A form type. */
export type TFormType = (typeof FORM_TYPES)[number];
/** Zod schema of a form type. */
export const ZFormType = /* @__PURE__ */ z.enum(FORM_TYPES);

/** Longest form, folder and element-free name the API accepts. */
export const MAX_NAME_LENGTH = 255;

/** A name typed by a person: trimmed, required, at most {@link MAX_NAME_LENGTH} characters. */
export const ZName = /* @__PURE__ */ z.string().trim().min(1).max(MAX_NAME_LENGTH);

/** Path parameter naming a form: its form_id (a uuid). */
export const ZFormParams = /* @__PURE__ */ z.object({
  form_id: /* @__PURE__ */ z.string().describe('form_id (uuid)'),
});

/** The weekly or monthly registrations mail of a form (doc 2 §3 settings). */
export const ZWeeklyRegistrationMail = /* @__PURE__ */ z.object({
  enabled: /* @__PURE__ */ z.boolean().optional(),
  period: /* @__PURE__ */ z.enum(['weekly', 'monthly']).optional(),
  day: /* @__PURE__ */ z.number().int().min(1).max(7).optional(),
  recipients: /* @__PURE__ */ z
    .array(/* @__PURE__ */ z.object({ email: /* @__PURE__ */ z.string().max(320) }))
    .optional(),
});

/**
 * A form's settings (doc 2 §3). Every field is optional: a new form has none. `guestID` is set by
 * the server when guest access is turned on, and kept while it stays on.
 */
export const ZFormSettings = /* @__PURE__ */ z.object({
  searchable_fields: /* @__PURE__ */ z
    .array(
      /* @__PURE__ */ z.object({
        value: /* @__PURE__ */ z.string(),
        label: /* @__PURE__ */ z.string(),
      }),
    )
    .optional(),
  search_enabled: /* @__PURE__ */ z.boolean().optional(),
  bad_internet_mode: /* @__PURE__ */ z.boolean().optional(),
  guestAccess: /* @__PURE__ */ z.boolean().optional(),
  guestID: /* @__PURE__ */ z.string().nullable().optional(),
  email_developer_mode: /* @__PURE__ */ z.boolean().optional(),
  /** Who turned developer mode on: the e-mails go to this admin only (set by the server). */
  email_developer_user_id: /* @__PURE__ */ z.number().int().nullable().optional(),
  /**
   * Guest registrations per hour over all addresses (GUEST_SUBMITS_PER_HOUR_DEFAULT when unset):
   * guests consume the client's credits, so a guest link cannot drain them faster than this.
   */
  guest_submits_per_hour: /* @__PURE__ */ z
    .number()
    .int()
    .min(1)
    .max(GUEST_SUBMITS_PER_HOUR_MAX)
    .optional(),
  weeklyRegistrationMail: /* @__PURE__ */ ZWeeklyRegistrationMail.optional(),
});
/** A form's settings. */
export type TFormSettings = z.infer<typeof ZFormSettings>;

/** One webhook integration of a form (doc 2 §3). */
export const ZWebhookIntegration = /* @__PURE__ */ z.object({
  hook_name: /* @__PURE__ */ z.string(),
  hook_type: /* @__PURE__ */ z.enum([
    'post-to-url',
    'sia-signal-create',
    'schouten-merge-registrations',
  ]),
  hook_url: /* @__PURE__ */ z.string().optional(),
  merged_registration_email: /* @__PURE__ */ z.string().optional(),
});
/** One webhook integration of a form. */
export type TWebhookIntegration = z.infer<typeof ZWebhookIntegration>;

/**
 * One e-mail setting of a form (doc 2 §3 'E-mail setting'). Kept loose here: the e-mail settings
 * screen (a later issue) owns its fields; the server stores what parses as an object.
 */
export const ZEmailSetting = /* @__PURE__ */ z.record(
  /* @__PURE__ */ z.string(),
  /* @__PURE__ */ z.unknown(),
);
/** One e-mail setting of a form (loose until the e-mail settings screen owns its fields). */
export type TEmailSetting = z.infer<typeof ZEmailSetting>;

/** What happens after a filler submits (doc 2 §3 form_settings). */
export const ZFormCompleteSettings = /* @__PURE__ */ z.object({
  form_complete_action: /* @__PURE__ */ z.string().optional(),
});
/** What happens after a filler submits. */
export type TFormCompleteSettings = z.infer<typeof ZFormCompleteSettings>;

/** One entry of a form's `users`: a user or a group that may fill the form. */
export const ZFormUserEntry = /* @__PURE__ */ z.union([
  /* @__PURE__ */ z.object({ user_id: /* @__PURE__ */ z.number().int() }),
  /* @__PURE__ */ z.object({ group_id: /* @__PURE__ */ z.number().int() }),
]);

/**
 * A form as GET/PATCH/publish and the access calls answer it (doc 2 §3). `rules` holds every
 * rule, the main form's and each subform's (told apart by ruleForm), as a PATCH takes them back;
 * the store keeps a subform's rules in its element (`subform.rules`). `revision_id` is the
 * revision this content is; send it back with a PATCH.
 */
export const ZForm = /* @__PURE__ */ z
  .object({
    form_id: /* @__PURE__ */ z.string(),
    form_name: /* @__PURE__ */ z.string(),
    form_type: ZFormType,
    client_id: /* @__PURE__ */ z.number().int(),
    client_uuid: /* @__PURE__ */ z.string(),
    folder_id: /* @__PURE__ */ z.number().int().nullable(),
    schema: ZSchema,
    rules: /* @__PURE__ */ z.array(ZRule),
    settings: ZFormSettings,
    email_settings: /* @__PURE__ */ z.array(ZEmailSetting),
    webhook_integrations: /* @__PURE__ */ z.array(ZWebhookIntegration),
    form_settings: ZFormCompleteSettings,
    form_summary: /* @__PURE__ */ z.string(),
    registrationNameToken: /* @__PURE__ */ z.string(),
    form_guest_id: /* @__PURE__ */ z.string().nullable(),
    published_at: /* @__PURE__ */ z.iso.datetime().nullable(),
    created_at: /* @__PURE__ */ z.iso.datetime(),
    updated_at: /* @__PURE__ */ z.iso.datetime(),
    revision_id: /* @__PURE__ */ z.number().int(),
    user: /* @__PURE__ */ z
      .object({ username: /* @__PURE__ */ z.string() })
      .nullable()
      .describe('Who saved last'),
    users: /* @__PURE__ */ z.array(ZFormUserEntry),
    registration_phase: /* @__PURE__ */ z.string().nullable(),
    guest_limit_hit_at: /* @__PURE__ */ z.iso
      .datetime()
      .nullable()
      .describe('Last time a guest submit was refused by settings.guest_submits_per_hour'),
  })
  .meta({ id: 'Form' });
/** A form. */
export type TForm = z.infer<typeof ZForm>;

/** One problem of a refused form: where (a dotted path) and what, in Dutch. */
export const ZFormIssue = /* @__PURE__ */ z.object({
  path: /* @__PURE__ */ z.string(),
  message: /* @__PURE__ */ z.string(),
});

/**
 * 400 answer of the form calls: `issues` lists what the editor's validation refuses in the
 * schema or rules; a body that is malformed before that (a missing field) has none.
 */
export const ZFormInvalidBody = /* @__PURE__ */ z
  .object({
    code: /* @__PURE__ */ z.literal('VALIDATION'),
    message: /* @__PURE__ */ z.string(),
    issues: /* @__PURE__ */ z.array(ZFormIssue).optional(),
  })
  .meta({ id: 'FormInvalid' });
/** A refused form. */
export type TFormInvalidBody = z.infer<typeof ZFormInvalidBody>;

/** GET /api/form/{form_id}/metadata answer. */
export const ZFormMetadata = /* @__PURE__ */ z.object({
  email_word_files_processed: /* @__PURE__ */ z.record(
    /* @__PURE__ */ z.string(),
    /* @__PURE__ */ z.boolean(),
  ),
});

/** A published form as the filler's folder contents list it (doc 1 §2.8). */
export const ZUserFormListItem = /* @__PURE__ */ z.object({
  form_id: /* @__PURE__ */ z.string(),
  form_name: /* @__PURE__ */ z.string(),
  form_type: ZFormType,
});
/** GET /api/folder/{folder_id}/forms/user answer, sorted by name. */
export const ZUserFormList = /* @__PURE__ */ z.array(ZUserFormListItem);
