import {
  CLIENT_AREA_PERMISSIONS,
  DATASOURCE_LIST_PERMISSIONS,
  FORM_LIST_ADMIN_PERMISSIONS,
} from '@eform/core/permissions';
import type { TPlainMessageKey } from '../../../lib/message-keys';
import type { TIsPlaceholderPath } from '../../../lib/placeholder-paths';
import { canAny, type TAccess } from '../../session';

export type TMenuItemId =
  | 'dashboard'
  | 'fillForm'
  | 'savedRegistrations'
  | 'assignedRegistrations'
  | 'myRegistrations'
  | 'formManagement'
  | 'datasources'
  | 'clients'
  | 'adminDashboard'
  | 'auditLog';

export type TMenuItem = { id: TMenuItemId; to: string; label: TPlainMessageKey };

const FILLING: TMenuItem[] = [
  { id: 'fillForm', to: '/folders', label: 'ui.menu.fillForm' },
  {
    id: 'savedRegistrations',
    to: '/unsend-registration-list',
    label: 'ui.menu.savedRegistrations',
  },
  {
    id: 'assignedRegistrations',
    to: '/assigned-registration-list',
    label: 'ui.menu.assignedRegistrations',
  },
  { id: 'myRegistrations', to: '/my-registration-list', label: 'ui.menu.myRegistrations' },
];

/**
 * The side-drawer menu (doc 1 §2.3): a filler sees only the four filling items; everyone else
 * also the dashboard and each management area their permissions open; admins the admin screens.
 * An item whose screen is still a placeholder (`isPlaceholder`: the app's lookup in its route
 * tables) is left out: a menu entry must not lead to a dead end.
 */
export function buildMenuItems(access: TAccess, isPlaceholder: TIsPlaceholderPath): TMenuItem[] {
  return itemsByPermission(access).filter((item) => !isPlaceholder(item.to));
}

function itemsByPermission(access: TAccess): TMenuItem[] {
  if (access.isFiller) return FILLING;
  const items: TMenuItem[] = [
    { id: 'dashboard', to: '/dashboard', label: 'ui.menu.dashboard' },
    ...FILLING,
  ];
  if (canAny(access, FORM_LIST_ADMIN_PERMISSIONS)) {
    items.push({ id: 'formManagement', to: '/admin/form-list', label: 'ui.menu.formManagement' });
  }
  if (canAny(access, DATASOURCE_LIST_PERMISSIONS)) {
    items.push({ id: 'datasources', to: '/datasources', label: 'ui.menu.datasources' });
  }
  // One entry for the clients: who manages all clients (client_list_admin) gets that list, which
  // holds their own clients too; everyone else their own clients (client_list_assigned).
  if (canAny(access, ['eform manage all clients'])) {
    items.push({ id: 'clients', to: '/clients/admin', label: 'ui.menu.clients' });
  } else if (canAny(access, CLIENT_AREA_PERMISSIONS)) {
    items.push({ id: 'clients', to: '/clients/assigned', label: 'ui.menu.clients' });
  }
  if (canAny(access, ['eform admin dashboard'])) {
    items.push({ id: 'adminDashboard', to: '/admin/dashboard', label: 'ui.menu.adminDashboard' });
  }
  if (canAny(access, ['eform manage all clients'])) {
    items.push({ id: 'auditLog', to: '/admin/audit-log', label: 'ui.menu.auditLog' });
  }
  return items;
}
