import { PERMISSIONS, type TPermission } from './permission-names';
import { ROLE_PERMISSIONS } from './role-permissions';
import { ASSIGNABLE_ROLES, GLOBAL_ROLES, ROLES, type TAssignableRole, type TRole } from './roles';

const ORDER = Object.fromEntries(PERMISSIONS.map((p, i) => [p, i])) as Record<TPermission, number>;

/**
 * The union of the permissions of `roles`, always including the authenticated role's (form filler
 * is always on), without duplicates, in the order of {@link PERMISSIONS} so results compare equal.
 */
export function permissionsForRoles(roles: readonly TRole[]): TPermission[] {
  const all = new Set<TPermission>(ROLE_PERMISSIONS.authenticated);
  for (const role of roles) for (const p of ROLE_PERMISSIONS[role]) all.add(p);
  return [...all].sort((a, b) => ORDER[a] - ORDER[b]);
}

/** True when `perms` holds `permission`. */
export function hasPermission(perms: readonly string[], permission: TPermission): boolean {
  return perms.includes(permission);
}

/** True when `perms` holds at least one of `list` (false for an empty list). */
export function hasAnyPermission(perms: readonly string[], list: readonly TPermission[]): boolean {
  return list.some((p) => perms.includes(p));
}

/** A filler is a user whose only role is authenticated (doc 1 §6); no roles at all counts too. */
export function isFiller(roles: readonly string[]): boolean {
  return roles.every((r) => r === 'authenticated');
}

/** The roles the holder of `perms` may assign: those with an 'assign {role} role' permission. */
export function assignableRolesFor(perms: readonly string[]): TAssignableRole[] {
  return ASSIGNABLE_ROLES.filter((role) => perms.includes(`assign ${role} role`));
}

/**
 * The roles of a member the asker could not hand out themselves, in {@link ROLES} order: client
 * roles without their 'assign {role} role' permission (see {@link assignableRolesFor}), and the
 * global roles (admin, eform_employee), which no client screen gives and only an admin may touch.
 * Removing a member needs every role they hold in reach; changing one needs the roles changed
 * and the member's global roles in reach: a user_manager may not take an admin or an
 * eform_employee out of a client (issue 29).
 *
 * @param asker the asker's roles and permissions in the client (their global roles included)
 * @param memberRoles every role the member holds: the global ones and those in the client
 */
export function rolesOutOfReach(
  asker: { roles: readonly string[]; permissions: readonly string[] },
  memberRoles: readonly string[],
): TRole[] {
  const assignable: readonly string[] = assignableRolesFor(asker.permissions);
  const global: readonly string[] = GLOBAL_ROLES;
  return ROLES.filter((role) => {
    if (!memberRoles.includes(role)) return false;
    if (global.includes(role)) return !isAdminRole(asker.roles);
    return role !== 'authenticated' && !assignable.includes(role);
  });
}

/** Only admin and client_manager ('Klant beheerder') may hide or show folders (doc 2 §2). */
export function canToggleHiddenFolder(roles: readonly string[]): boolean {
  return isAdminRole(roles) || roles.includes('client_manager');
}

/** True for a holder of the global admin role (an admin is a member of every client). */
export function isAdminRole(roles: readonly string[]): boolean {
  return roles.includes('admin');
}

/**
 * An account without any client may not stay signed in (doc 1 §4, §8), except an admin: an
 * install without clients must still let the admin in to create the first one.
 */
export function mustSignOutWithoutClient(account: {
  roles: readonly string[];
  clients: readonly unknown[];
}): boolean {
  return account.clients.length === 0 && !isAdminRole(account.roles);
}

/** Any of these opens the client area (/clients/assigned): one per client shell tab. */
export const CLIENT_AREA_PERMISSIONS = [
  'eform view client',
  'eform edit client',
  'eform client add users',
  'view user group',
  'view credit entities',
  'delete client entities',
  'eform handle subject requests',
] as const satisfies readonly TPermission[];
