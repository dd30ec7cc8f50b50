// Every schema construction here is marked pure: the web's fill path imports the API index, and
// without the marks a bundler keeps the form admin schemas (their method calls look like side
// effects) in the 200 KB fill-path budget although the fill path never uses them.
import { z } from 'zod';
import { GUEST_SUBMITS_PER_HOUR_MAX } from '../constants/guest';
import { ZSchema } from '../elements/element-schema';
import { ZRule } from '../rules/rule-schema';
import { ZDbInteger } from './common';

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

/** Path parameters of a revision restore. */
export const ZFormRevisionParams = /* @__PURE__ */ ZFormParams.extend({
  revision_id: /* @__PURE__ */ z
    .string()
    .describe('revision_id of GET /api/form/{form_id}/revisions'),
});

/** Path parameters of the access calls that name a user. */
export const ZFormUserParams = /* @__PURE__ */ ZFormParams.extend({
  user_id: /* @__PURE__ */ z.string().describe('User id'),
});

/** Path parameters of the access calls that name a group. */
export const ZFormGroupParams = /* @__PURE__ */ ZFormParams.extend({
  group_id: /* @__PURE__ */ z.string().describe('Group id'),
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

/**
 * POST /api/form body. `schema` is raw JSON here: the server gives elements without a uuid one,
 * then parses and validates it as the editor does.
 */
export const ZCreateFormBody = /* @__PURE__ */ z.strictObject({
  form_name: ZName,
  folder_id: ZDbInteger,
  form_type: /* @__PURE__ */ ZFormType.default('default'),
  schema: /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown()).default([]),
});
/** A new form. */
export type TCreateFormBody = z.infer<typeof ZCreateFormBody>;

/** Read-only in a PATCH body: the fields GET answers that a save never changes (ignored). */
const readOnly = (what: string) =>
  /* @__PURE__ */ z.unknown().optional().describe(`${what}; read-only, ignored`);

/**
 * PATCH /api/form/{form_id} body: the whole form, as GET answers it (doc 2 §7): what a GET
 * answers, edited, is accepted back, its read-only fields (form_id, client_id, client_uuid,
 * form_guest_id, published_at, created_at, updated_at, user, users, registration_phase) ignored.
 * Any other unknown field is refused, named in the 400. `rules` holds every rule; those whose
 * ruleForm names a subform are stored inside that subform element. `revision_id` is the
 * revision the edit was based on: when someone saved in between the answer is 409 and nothing is
 * stored.
 */
export const ZUpdateFormBody = /* @__PURE__ */ z.strictObject({
  revision_id: ZDbInteger,
  form_name: ZName,
  folder_id: /* @__PURE__ */ ZDbInteger.nullable(),
  form_type: ZFormType,
  schema: /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown()),
  rules: /* @__PURE__ */ z.array(/* @__PURE__ */ z.unknown()).default([]),
  settings: /* @__PURE__ */ ZFormSettings.default({}),
  email_settings: /* @__PURE__ */ z.array(ZEmailSetting).default([]),
  webhook_integrations: /* @__PURE__ */ z.array(ZWebhookIntegration).default([]),
  form_settings: /* @__PURE__ */ ZFormCompleteSettings.default({}),
  form_summary: /* @__PURE__ */ z.string().max(10_000).default(''),
  registrationNameToken: /* @__PURE__ */ z.string().max(MAX_NAME_LENGTH).default(''),
  form_id: readOnly('form_id'),
  client_id: readOnly('Client id'),
  client_uuid: readOnly('Client uuid'),
  form_guest_id: readOnly('Guest link id (set by settings.guestAccess)'),
  published_at: readOnly('Publication (the publish calls change it)'),
  created_at: readOnly('Created'),
  updated_at: readOnly('Last saved'),
  user: readOnly('Who saved last'),
  users: readOnly('Who may fill (the access calls change it)'),
  registration_phase: readOnly('Phase of a workflow form'),
  guest_limit_hit_at: readOnly('Last time the guest limit refused a submit'),
});
/** A form update. */
export type TUpdateFormBody = z.infer<typeof ZUpdateFormBody>;

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

/** One entry of GET /api/form/{form_id}/revisions, newest first. */
export const ZFormRevision = /* @__PURE__ */ z.object({
  revision_id: /* @__PURE__ */ z.number().int(),
  revision: /* @__PURE__ */ z.number().int(),
  updated_at: /* @__PURE__ */ z.iso.datetime(),
  user: /* @__PURE__ */ z.object({ username: /* @__PURE__ */ z.string() }).nullable(),
});
/** GET /api/form/{form_id}/revisions answer. */
export const ZFormRevisionList = /* @__PURE__ */ z.array(ZFormRevision);

/** Body of the access calls (add_user/{id} and the like): an array with the id (ignored). */
export const ZFormAccessBody = /* @__PURE__ */ z
  .array(/* @__PURE__ */ z.unknown())
  .max(10)
  .nullish();

/** One user of GET /api/form/{form_id}/get_users. */
export const ZFormAccessUser = /* @__PURE__ */ z.object({
  user_id: /* @__PURE__ */ z.number().int(),
  email: /* @__PURE__ */ z.string(),
  display_name: /* @__PURE__ */ z.string(),
  has_access: /* @__PURE__ */ z.boolean(),
});
/** GET /api/form/{form_id}/get_users answer: the client's users, with whether they have access. */
export const ZFormAccessUserList = /* @__PURE__ */ z.array(ZFormAccessUser);

/** One group of GET /api/form/{form_id}/get_user_groups. */
export const ZFormAccessGroup = /* @__PURE__ */ z.object({
  group_id: /* @__PURE__ */ z.number().int(),
  label: /* @__PURE__ */ z.string(),
  has_access: /* @__PURE__ */ z.boolean(),
});
/** GET /api/form/{form_id}/get_user_groups answer. */
export const ZFormAccessGroupList = /* @__PURE__ */ z.array(ZFormAccessGroup);

/** GET /api/form/{form_id}/assigned-users answer: users with access, directly or by group. */
export const ZAssignedUserList = /* @__PURE__ */ z.array(
  /* @__PURE__ */ z.object({
    user_id: /* @__PURE__ */ z.number().int(),
    email: /* @__PURE__ */ z.string(),
  }),
);

/**
 * POST /api/form/{form_id}/duplicate body (ours: the spec shows no endpoint). The copy goes to
 * `folder_id` of client `client_id` (the same client or another of the user's clients).
 */
export const ZDuplicateFormBody = /* @__PURE__ */ z.strictObject({
  client_id: ZDbInteger,
  folder_id: /* @__PURE__ */ ZDbInteger.nullable().default(null),
});

/** A published form as the filler's folder contents list it (doc 1 §2.8). */
export const ZUserFormListItem = /* @__PURE__ */ z.object({
  form_id: /* @__PURE__ */ z.string(),
  form_name: /* @__PURE__ */ z.string(),
  form_type: ZFormType,
});
/** GET /api/folder/{folder_id}/forms/user answer, sorted by name. */
export const ZUserFormList = /* @__PURE__ */ z.array(ZUserFormListItem);

/** A form as the admin lists show it (doc 2 §2), with its published chip. */
export const ZAdminFormListItem = /* @__PURE__ */ ZUserFormListItem.extend({
  folder_id: /* @__PURE__ */ z.number().int().nullable(),
  published_at: /* @__PURE__ */ z.iso.datetime().nullable(),
  updated_at: /* @__PURE__ */ z.iso.datetime(),
});
/** GET /api/client/{id}/forms and /api/folder/{folder_id}/forms answer, sorted by name. */
export const ZAdminFormList = /* @__PURE__ */ z.array(ZAdminFormListItem);

/**
 * The PATCH body that saves `form` as it is, based on its revision: the start of every change a
 * screen makes (rename, a settings switch), so that a save never drops a field it did not touch.
 */
export function formToUpdateBody(form: TForm): TUpdateFormBody {
  return {
    revision_id: form.revision_id,
    form_name: form.form_name,
    folder_id: form.folder_id,
    form_type: form.form_type,
    schema: form.schema,
    rules: form.rules,
    settings: form.settings,
    email_settings: form.email_settings,
    webhook_integrations: form.webhook_integrations,
    form_settings: form.form_settings,
    form_summary: form.form_summary,
    registrationNameToken: form.registrationNameToken,
  };
}
