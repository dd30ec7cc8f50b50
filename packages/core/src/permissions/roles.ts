import { z } from 'zod';
import { t } from '../messages';

/** Every role the product knows, in display order. */
export const ROLES = [
  'authenticated',
  'admin',
  'eform_employee',
  'client_manager',
  'financial',
  'form_manager',
  'form_view_registrations',
  'user_manager',
] as const;

/** One role of {@link ROLES}. */
export type TRole = (typeof ROLES)[number];

/** Zod schema of a role name. */
export const ZRole = z.enum(ROLES);

/** Roles held on the account itself; they apply to every client the user works with. */
export const GLOBAL_ROLES = ['admin', 'eform_employee'] as const satisfies readonly TRole[];

/** Roles held per client membership (the spec's user_permission entity). */
export const CLIENT_ROLES = [
  'client_manager',
  'financial',
  'form_manager',
  'form_view_registrations',
  'user_manager',
] as const satisfies readonly TRole[];

/** Roles a user may hand out on the client user screens, each behind 'assign {role} role'. */
export const ASSIGNABLE_ROLES = CLIENT_ROLES;

/** A role that can be assigned per client. */
export type TAssignableRole = (typeof ASSIGNABLE_ROLES)[number];

/** Dutch label of each role, from the message catalogue (`role.<name>`). */
export const ROLE_LABELS: Readonly<Record<TRole, string>> = Object.fromEntries(
  ROLES.map((role) => [role, t(`role.${role}`)]),
) as Record<TRole, string>;

/** True when `value` is a known role name. */
export function isRole(value: string): value is TRole {
  return (ROLES as readonly string[]).includes(value);
}
