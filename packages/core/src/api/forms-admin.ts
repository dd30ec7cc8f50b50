// The form administration's half of the forms contract (document 2): its bodies, path
// parameters and answers, which only the admin screens and the server use. A module of its own,
// imported as '@eform/core/api/forms-admin' and not re-exported from the API index: a module
// lives in one chunk, and re-exported there these schemas rode in the web's entry chunk, on the
// filler's 200 KB path (forms.ts keeps what the filler reads: the form, its lists and metadata).
// Every schema construction is marked pure, as in forms.ts.
import { z } from 'zod';
import { ZDbInteger } from './common';
import {
  MAX_NAME_LENGTH,
  type TForm,
  ZEmailSetting,
  ZFormCompleteSettings,
  ZFormParams,
  ZFormSettings,
  ZFormType,
  ZName,
  ZUserFormListItem,
  ZWebhookIntegration,
} from './forms';

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
