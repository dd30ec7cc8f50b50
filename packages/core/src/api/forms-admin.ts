// The form administration's half of the forms contract (document 2): its bodies, path
// parameters and answers, which only the admin screens and the server use. A module of its own,
// imported as '@eform/core/api/forms-admin' and not re-exported from the API index: a module
// lives in one chunk, and re-exported there these schemas rode in the web's entry chunk, on the
// filler's 200 KB path (forms.ts keeps what the filler reads: the form, its lists and metadata).
import { z } from 'zod';
import { ZDbInteger } from './common';
import {
  MAX_NAME_LENGTH,
  type TForm,
  ZEmailSetting,
  ZForm,
  ZFormCompleteSettings,
  ZFormParams,
  ZFormSettings,
  ZFormType,
  ZName,
  ZUserFormListItem,
} from './forms';
import { ZHookSecret, ZWebhookIntegrationsInput } from './integrations';

export * from './retention';

/** Path parameters of a revision restore. */
export const ZFormRevisionParams = ZFormParams.extend({
  revision_id: z.string().describe('revision_id of GET /api/form/{form_id}/revisions'),
});

/** Path parameters of the access calls that name a user. */
export const ZFormUserParams = ZFormParams.extend({
  user_id: z.string().describe('User id'),
});

/** Path parameters of the access calls that name a group. */
export const ZFormGroupParams = ZFormParams.extend({
  group_id: z.string().describe('Group id'),
});

/**
 * POST /api/form body. `schema` is raw JSON here: the server gives elements without a uuid one,
 * then parses and validates it as the editor does.
 */
export const ZCreateFormBody = z.strictObject({
  form_name: ZName,
  folder_id: ZDbInteger,
  form_type: ZFormType.default('default'),
  schema: z.array(z.unknown()).default([]),
});
/** A new form. */
export type TCreateFormBody = z.infer<typeof ZCreateFormBody>;

/**
 * Read-only in a PATCH body: the fields GET answers that a save never changes (ignored). Marked
 * free of side effects, so that its calls go with ZUpdateFormBody where that is left out.
 */
/* @__NO_SIDE_EFFECTS__ */
function readOnly(what: string) {
  return z.unknown().optional().describe(`${what}; read-only, ignored`);
}

/**
 * PATCH /api/form/{form_id} body: the whole form, as GET answers it (doc 2 §7): what a GET
 * answers, edited, is accepted back, its read-only fields (form_id, client_id, client_uuid,
 * form_guest_id, published_at, created_at, updated_at, user, users, registration_phase) ignored.
 * Any other unknown field is refused, named in the 400. `rules` holds every rule; those whose
 * ruleForm names a subform are stored inside that subform element. `revision_id` is the
 * revision the edit was based on: when someone saved in between the answer is 409 and nothing is
 * stored.
 */
export const ZUpdateFormBody = z.strictObject({
  revision_id: ZDbInteger,
  form_name: ZName,
  folder_id: ZDbInteger.nullable(),
  form_type: ZFormType,
  schema: z.array(z.unknown()),
  rules: z.array(z.unknown()).default([]),
  settings: ZFormSettings.default({}),
  email_settings: z.array(ZEmailSetting).default([]),
  webhook_integrations: ZWebhookIntegrationsInput.default([]),
  form_settings: ZFormCompleteSettings.default({}),
  form_summary: z.string().max(10_000).default(''),
  registrationNameToken: z.string().max(MAX_NAME_LENGTH).default(''),
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
  webhook_secrets: readOnly('Signing secrets a save answered once'),
});
/** A form update. */
export type TUpdateFormBody = z.infer<typeof ZUpdateFormBody>;

/**
 * PATCH /api/form/{form_id} answer: the form as saved, and the signing secrets this save made
 * (one per post-to-url hook it added), answered this once; a later GET never carries them.
 */
export const ZFormSaveAnswer = ZForm.extend({
  webhook_secrets: z.array(ZHookSecret).optional(),
}).meta({ id: 'FormSaveAnswer' });
/** The answer of a form save. */
export type TFormSaveAnswer = z.infer<typeof ZFormSaveAnswer>;

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
  z.object({
    user_id: z.number().int(),
    email: z.string(),
  }),
);

/**
 * POST /api/form/{form_id}/duplicate body (ours: the spec shows no endpoint). The copy goes to
 * `folder_id` of client `client_id` (the same client or another of the user's clients).
 */
export const ZDuplicateFormBody = z.strictObject({
  client_id: ZDbInteger,
  folder_id: ZDbInteger.nullable().default(null),
});

/** A form as the admin lists show it (doc 2 §2), with its published chip. */
export const ZAdminFormListItem = ZUserFormListItem.extend({
  folder_id: z.number().int().nullable(),
  published_at: z.iso.datetime().nullable(),
  updated_at: z.iso.datetime(),
});
/** GET /api/client/{id}/forms and /api/folder/{folder_id}/forms answer, sorted by name. */
export const ZAdminFormList = z.array(ZAdminFormListItem);

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
