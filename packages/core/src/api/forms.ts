import { z } from 'zod';
import { ZSchema } from '../elements/element-schema';
import { ZRule } from '../rules/rule-schema';

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
export const ZFormParams = z.object({ form_id: z.string().describe('form_id (uuid)') });

/** Path parameters of a revision restore. */
export const ZFormRevisionParams = ZFormParams.extend({
  revision_id: z.string().describe('revision_id of GET /api/form/{form_id}/revisions'),
});

/** Path parameters of the access calls that name a user. */
export const ZFormUserParams = ZFormParams.extend({ user_id: z.string().describe('User id') });

/** Path parameters of the access calls that name a group. */
export const ZFormGroupParams = ZFormParams.extend({ group_id: z.string().describe('Group id') });

/** The weekly or monthly registrations mail of a form (doc 2 §3 settings). */
export const ZWeeklyRegistrationMail = z.object({
  enabled: z.boolean().optional(),
  period: z.enum(['weekly', 'monthly']).optional(),
  day: z.number().int().min(1).max(7).optional(),
  recipients: z.array(z.object({ email: z.string().max(320) })).optional(),
});

/**
 * A form's settings (doc 2 §3). Every field is optional: a new form has none. `guestID` is set by
 * the server when guest access is turned on, and kept while it stays on.
 */
export const ZFormSettings = z.object({
  searchable_fields: z.array(z.object({ value: z.string(), label: z.string() })).optional(),
  search_enabled: z.boolean().optional(),
  bad_internet_mode: z.boolean().optional(),
  guestAccess: z.boolean().optional(),
  guestID: z.string().nullable().optional(),
  email_developer_mode: z.boolean().optional(),
  weeklyRegistrationMail: ZWeeklyRegistrationMail.optional(),
});
/** A form's settings. */
export type TFormSettings = z.infer<typeof ZFormSettings>;

/** One webhook integration of a form (doc 2 §3). */
export const ZWebhookIntegration = z.object({
  hook_name: z.string(),
  hook_type: z.enum(['post-to-url', 'sia-signal-create', 'schouten-merge-registrations']),
  hook_url: z.string().optional(),
  merged_registration_email: z.string().optional(),
});

/**
 * One e-mail setting of a form (doc 2 §3 'E-mail setting'). Kept loose here: the e-mail settings
 * screen (a later issue) owns its fields; the server stores what parses as an object.
 */
export const ZEmailSetting = z.record(z.string(), z.unknown());

/** What happens after a filler submits (doc 2 §3 form_settings). */
export const ZFormCompleteSettings = z.object({
  form_complete_action: z.string().optional(),
});

/** One entry of a form's `users`: a user or a group that may fill the form. */
export const ZFormUserEntry = z.union([
  z.object({ user_id: z.number().int() }),
  z.object({ group_id: z.number().int() }),
]);

/**
 * A form as GET/PATCH/publish and the access calls answer it (doc 2 §3). `rules` holds the
 * main-form rules; the rules of a subform live in its element (`subform.rules`). `revision_id`
 * is the revision this content is; send it back with a PATCH.
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
    webhook_integrations: z.array(ZWebhookIntegration),
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
  })
  .meta({ id: 'Form' });
/** A form. */
export type TForm = z.infer<typeof ZForm>;

/**
 * POST /api/form body. `schema` is raw JSON here: the server gives elements without a uuid one,
 * then parses and validates it as the editor does.
 */
export const ZCreateFormBody = z.strictObject({
  form_name: ZName,
  folder_id: z.number().int(),
  form_type: ZFormType.default('default'),
  schema: z.array(z.unknown()).default([]),
});
/** A new form. */
export type TCreateFormBody = z.infer<typeof ZCreateFormBody>;

/**
 * PATCH /api/form/{form_id} body: the whole form. `rules` holds every rule; those whose ruleForm
 * names a subform are stored inside that subform element. `revision_id` is the revision the edit
 * was based on: when someone saved in between the answer is 409 and nothing is stored.
 */
export const ZUpdateFormBody = z.strictObject({
  revision_id: z.number().int(),
  form_name: ZName,
  folder_id: z.number().int().nullable(),
  form_type: ZFormType,
  schema: z.array(z.unknown()),
  rules: z.array(z.unknown()).default([]),
  settings: ZFormSettings.default({}),
  email_settings: z.array(ZEmailSetting).default([]),
  webhook_integrations: z.array(ZWebhookIntegration).default([]),
  form_settings: ZFormCompleteSettings.default({}),
  form_summary: z.string().max(10_000).default(''),
  registrationNameToken: z.string().max(MAX_NAME_LENGTH).default(''),
});
/** A form update. */
export type TUpdateFormBody = z.infer<typeof ZUpdateFormBody>;

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

/** One entry of GET /api/form/{form_id}/revisions, newest first. */
export const ZFormRevision = z.object({
  revision_id: z.number().int(),
  revision: z.number().int(),
  updated_at: z.iso.datetime(),
  user: z.object({ username: z.string() }).nullable(),
});
/** GET /api/form/{form_id}/revisions answer. */
export const ZFormRevisionList = z.array(ZFormRevision);

/** Body of the access calls (add_user/{id} and the like): an array with the id (ignored). */
export const ZFormAccessBody = z.array(z.unknown()).max(10).nullish();

/** One user of GET /api/form/{form_id}/get_users. */
export const ZFormAccessUser = z.object({
  user_id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  has_access: z.boolean(),
});
/** GET /api/form/{form_id}/get_users answer: the client's users, with whether they have access. */
export const ZFormAccessUserList = z.array(ZFormAccessUser);

/** One group of GET /api/form/{form_id}/get_user_groups. */
export const ZFormAccessGroup = z.object({
  group_id: z.number().int(),
  label: z.string(),
  has_access: z.boolean(),
});
/** GET /api/form/{form_id}/get_user_groups answer. */
export const ZFormAccessGroupList = z.array(ZFormAccessGroup);

/** GET /api/form/{form_id}/assigned-users answer: users with access, directly or by group. */
export const ZAssignedUserList = z.array(
  z.object({ user_id: z.number().int(), email: z.string() }),
);

/**
 * POST /api/form/{form_id}/duplicate body (ours: the spec shows no endpoint). The copy goes to
 * `folder_id` of client `client_id` (the same client or another of the user's clients).
 */
export const ZDuplicateFormBody = z.strictObject({
  client_id: z.number().int(),
  folder_id: z.number().int().nullable().default(null),
});

/** A published form as the filler's folder contents list it (doc 1 §2.8). */
export const ZUserFormListItem = z.object({
  form_id: z.string(),
  form_name: z.string(),
  form_type: ZFormType,
});
/** GET /api/folder/{folder_id}/forms/user answer, sorted by name. */
export const ZUserFormList = z.array(ZUserFormListItem);

/** A form as the admin lists show it (doc 2 §2), with its published chip. */
export const ZAdminFormListItem = ZUserFormListItem.extend({
  folder_id: z.number().int().nullable(),
  published_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
/** GET /api/client/{id}/forms and /api/folder/{folder_id}/forms answer, sorted by name. */
export const ZAdminFormList = z.array(ZAdminFormListItem);
