import { z } from 'zod';
import { ASSIGNABLE_ROLES, ZRole } from '../permissions/roles';
import { ZEmailAddress } from '../validation/email-address';

/** A password set through a welcome or reset link: at least this many characters (as ADMIN_PASSWORD). */
export const MIN_ACCOUNT_PASSWORD_LENGTH = 8;
/** The longest password accepted (argon2 takes any length; this bounds the work per request). */
export const MAX_ACCOUNT_PASSWORD_LENGTH = 1000;

/** An e-mail address as typed, lower-cased, valid by the one rule ({@link ZEmailAddress}). */
export const ZAccountEmail = ZEmailAddress.overwrite((email) => email.toLowerCase()).describe(
  'E-mail address (the username)',
);

/** A role assignable per client (client_manager, financial, form_manager, ...). */
export const ZAssignableRole = z.enum(ASSIGNABLE_ROLES);

/** Path parameters of the client user calls: the client's numeric id or uuid. */
export const ZClientUsersParams = z.object({
  client_id: z.string().describe('Numeric client id or client uuid'),
});

/** Path parameters naming one user of a client by uuid. */
export const ZClientUserParams = ZClientUsersParams.extend({
  user_uuid: z.string().describe('Uuid of the user'),
});

/** One user of a client as GET /api/clients/{client_id}/users lists it. */
export const ZClientUser = z.object({
  uuid: z.string(),
  username: z.string(),
  display_name: z.string(),
  email: z.string(),
  /** The user's roles for this client ('authenticated' always first; global roles included). */
  roles: z.array(ZRole),
  /** Last access as ISO 8601, or null when the user never signed in ('Nooit'). */
  access: z.string().nullable(),
  require_terms: z.boolean(),
});
/** A client user. */
export type TClientUser = z.infer<typeof ZClientUser>;

/** GET /api/clients/{client_id}/users answer, sorted by display name then username. */
export const ZClientUserList = z.array(ZClientUser);

/** POST /api/clients/{client_id}/add-user body (doc 3 §7). */
export const ZAddClientUserBody = z.object({
  email: ZAccountEmail,
  roles: z.array(ZAssignableRole).max(ASSIGNABLE_ROLES.length).default([]),
  require_terms: z.boolean().default(false).describe('Only admins may set it'),
});
/** The add-user request. */
export type TAddClientUserBody = z.input<typeof ZAddClientUserBody>;

/** An answer that carries a Dutch text to show (add-user 201, resend-welcome-mail, register). */
export const ZMessageAnswer = z.object({ message: z.string() });
/** A message answer. */
export type TMessageAnswer = z.infer<typeof ZMessageAnswer>;

/** GET /api/clients/{client_id}/user/{user_uuid}/resend-welcome-mail answer. */
export const ZWelcomeMailAnswer = ZMessageAnswer.extend({ email: z.string() });
/** The resend answer. */
export type TWelcomeMailAnswer = z.infer<typeof ZWelcomeMailAnswer>;

/**
 * GET /api/clients/{client_id}/users/{user_uuid}/permission: the user's roles for this client
 * (the spec's user_permission), with what the asker may change.
 */
export const ZClientUserPermission = z.object({
  user: z.object({
    uuid: z.string(),
    username: z.string(),
    display_name: z.string(),
  }),
  /** Client roles held in this client. */
  roles: z.array(ZAssignableRole),
  /** Global roles of the account (admin, eform_employee): shown, never changed here. */
  global_roles: z.array(ZRole),
  /** The client roles the asker may give or take away. */
  assignable_roles: z.array(ZAssignableRole),
  require_terms: z.boolean(),
});
/** A user's permission for one client. */
export type TClientUserPermission = z.infer<typeof ZClientUserPermission>;

/** PATCH /api/clients/{client_id}/users/{user_uuid}/permission body. */
export const ZUpdateClientUserPermissionBody = z.object({
  roles: z.array(ZAssignableRole).max(ASSIGNABLE_ROLES.length),
  /** Needed to take the client_manager role from the client's last client manager. */
  confirm_last_manager: z.boolean().default(false),
});
/** The role change request. */
export type TUpdateClientUserPermissionBody = z.input<typeof ZUpdateClientUserPermissionBody>;

/** PATCH /api/clients/{client_id}/remove-user/{user_uuid} body: empty, or the confirmation. */
export const ZRemoveClientUserBody = z
  .object({ confirm_last_manager: z.boolean().default(false) })
  .nullish();

/** POST /api/user/password-reset body. */
export const ZPasswordResetBody = z.object({ email: ZAccountEmail });

/** POST /api/user/set-password body: the token of the mail's link and the new password. */
export const ZSetPasswordBody = z.object({
  token: z.string().min(1).max(200),
  password: z.string().min(MIN_ACCOUNT_PASSWORD_LENGTH).max(MAX_ACCOUNT_PASSWORD_LENGTH),
});
/** The set-password request. */
export type TSetPasswordBody = z.infer<typeof ZSetPasswordBody>;

/** POST /api/user/register body (doc 3 §7). */
export const ZRegisterBody = z.object({
  email: ZAccountEmail,
  client_uuid: z.string().min(1).max(100),
  form_id: z.string().max(100).nullish().describe('Uuid of the form the link names, if any'),
});
/** The self-registration request. */
export type TRegisterBody = z.input<typeof ZRegisterBody>;

/** GET /api/user/register/{client_uuid} query: the form the link names, if any. */
export const ZRegisterInfoQuery = z.object({ form_id: z.string().max(100).optional() });

/** GET /api/user/register/{client_uuid} answer: what the self-registration page shows. */
export const ZRegisterInfo = z.object({
  client_name: z.string(),
  /** The client's intro text (filtered HTML, sanitised again by the page). */
  intro_text: z.string(),
  form_name: z.string().nullable(),
});
/** The self-registration page's data. */
export type TRegisterInfo = z.infer<typeof ZRegisterInfo>;
