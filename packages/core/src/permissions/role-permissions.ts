import {
  ASSIGN_ROLE_PERMISSIONS,
  FORM_PERMISSIONS,
  PERMISSIONS,
  type TPermission,
} from './permission-names';
import type { TRole } from './roles';

const FILL = ['eform fill forms'] as const satisfies readonly TPermission[];
const DATASOURCES = [
  'eform edit datasources',
  'eform create datasources',
] as const satisfies readonly TPermission[];
const CLIENT_VIEW_EDIT = [
  'eform view client',
  'eform edit client',
] as const satisfies readonly TPermission[];
const USERS = [
  'eform client add users',
  'eform client remove users',
] as const satisfies readonly TPermission[];
const GROUPS = ['view user group', 'create user group'] as const satisfies readonly TPermission[];
const CREDITS = [
  'view credit entities',
  'add client credits',
] as const satisfies readonly TPermission[];

/**
 * Which roles each role may assign. client_manager assigns all five (brief, doc 3 §6). For the
 * others the spec only says "roles"; we let them assign exactly the roles whose permissions are a
 * subset of their own, so no one can hand out more than they hold (a test checks this).
 */
const ASSIGN_BY_FORM_MANAGER = [
  'assign form_manager role',
  'assign form_view_registrations role',
  'assign user_manager role',
] as const satisfies readonly TPermission[];
const ASSIGN_BY_USER_MANAGER = [
  'assign user_manager role',
] as const satisfies readonly TPermission[];

/**
 * The role → permission matrix of doc 2 §6 and doc 3 §6. Folder management (create, rename,
 * delete) travels with 'eform manage forms' (doc 1 §6); 'eform view hidden folders' is what
 * separates client_manager ("folders incl. hidden") from form_manager ("folders except hidden").
 *
 * eform_employee: an employee of the product's company who supports clients. The spec gives it only
 * the Modules checkboxes and the terms users on client edit (doc 3 §2), so it gets view/edit client
 * to reach that screen plus the two admin-shared permissions for those fields; nothing else.
 */
export const ROLE_PERMISSIONS: Readonly<Record<TRole, readonly TPermission[]>> = {
  authenticated: FILL,
  admin: PERMISSIONS,
  eform_employee: [
    ...FILL,
    ...CLIENT_VIEW_EDIT,
    'eform edit client modules',
    'eform edit client terms users',
  ],
  client_manager: [
    ...FILL,
    ...FORM_PERMISSIONS,
    'eform view hidden folders',
    ...DATASOURCES,
    ...CLIENT_VIEW_EDIT,
    ...USERS,
    ...ASSIGN_ROLE_PERMISSIONS,
    ...GROUPS,
    ...CREDITS,
    'eform handle subject requests',
    'eform view audit log',
  ],
  financial: [...FILL, 'eform view client', ...CREDITS],
  form_manager: [
    ...FILL,
    ...FORM_PERMISSIONS,
    ...DATASOURCES,
    ...USERS,
    ...ASSIGN_BY_FORM_MANAGER,
    ...GROUPS,
  ],
  form_view_registrations: [...FILL, 'eform form view', 'eform manage form registrations'],
  user_manager: [...FILL, ...USERS, ...ASSIGN_BY_USER_MANAGER, ...GROUPS],
};
