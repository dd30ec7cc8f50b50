import { z } from 'zod';

/**
 * Form permissions. The 'eform manage …' strings are named verbatim in the spec (doc 2 §6); the
 * 'eform form …' strings are ours for the form detail actions the spec lists without a string.
 */
export const FORM_PERMISSIONS = [
  'eform manage forms',
  'eform manage form edit',
  'eform manage form emails',
  'eform manage form conditions',
  'eform manage form integrations',
  'eform manage form registrations',
  'eform manage form registrations delete',
  'eform manage form registrations download',
  'eform manage form registrations download with attachments',
  'eform manage form registrations weekly mail',
  'eform manage form users',
  'eform form view',
  'eform form publish',
  'eform form unpublish',
  'eform form revisions view',
  'eform form users',
  'eform form name',
  'eform form search',
  'eform form edit',
  'eform form delete',
] as const;

/** The 'assign {role} role' permissions (doc 2 §6, doc 3 §6), one per assignable role. */
export const ASSIGN_ROLE_PERMISSIONS = [
  'assign client_manager role',
  'assign financial role',
  'assign form_manager role',
  'assign form_view_registrations role',
  'assign user_manager role',
] as const;

/**
 * Every permission string. Spec strings are verbatim; the admin-only and eform_employee ones at
 * the end are ours, so that "admin only" screens are still checked by permission, not by role.
 */
export const PERMISSIONS = [
  'eform fill forms',
  ...FORM_PERMISSIONS,
  'eform view hidden folders',
  'eform view client',
  'eform edit client',
  'eform client add users',
  'eform client remove users',
  'view user group',
  'create user group',
  'view credit entities',
  'add client credits',
  'admin add client credits',
  'delete client entities',
  'eform edit datasources',
  'eform create datasources',
  ...ASSIGN_ROLE_PERMISSIONS,
  // Ours (issue 34): find, export and erase a person's registrations (an AVG request).
  'eform handle subject requests',
  // Ours: admin and eform_employee capabilities the spec names without a string.
  'eform edit client modules',
  'eform edit client terms users',
  'eform client user require terms',
  'eform admin dashboard',
  'eform manage all clients',
  'eform add admin elements',
  'eform email developer mode',
  'eform view environment label',
  'eform view real credits',
  // Ours (issue 34): reading a client's audit log; admins read every client's.
  'eform view audit log',
] as const;

/** One permission string of {@link PERMISSIONS}. */
export type TPermission = (typeof PERMISSIONS)[number];

/** Zod schema of a permission string. */
export const ZPermission = z.enum(PERMISSIONS);

/** The permissions of which any one opens /admin/form-list (doc 2 §2, routing guards). */
export const FORM_LIST_ADMIN_PERMISSIONS = [
  'eform manage forms',
  'eform manage form registrations',
  'eform manage form users',
] as const satisfies readonly TPermission[];

/** Any one of these opens the datasource list (doc 3 §2). */
export const DATASOURCE_LIST_PERMISSIONS = [
  'eform edit datasources',
  'eform create datasources',
] as const satisfies readonly TPermission[];
