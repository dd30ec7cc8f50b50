import { CLIENT_AREA_PERMISSIONS, DATASOURCE_LIST_PERMISSIONS } from '@eform/core/permissions';
import type { RouteObject } from 'react-router';
import { adminOnly, wipRoute, withPermission } from './route-helpers';

/** Clients, credits, datasources and the admin dashboard (document 3 §2). */
export const clientRoutes: RouteObject[] = [
  adminOnly('eform admin dashboard', [wipRoute('/admin/dashboard', 'ui.page.adminDashboard')]),
  adminOnly('eform manage all clients', [wipRoute('/clients/admin', 'ui.page.clientListAdmin')]),
  withPermission(
    ['eform manage all clients'],
    [wipRoute('/clients/create', 'ui.page.clientCreate')],
  ),
  withPermission(CLIENT_AREA_PERMISSIONS, [
    wipRoute('/clients/assigned', 'ui.page.clientListAssigned'),
    {
      path: '/clients/:client_id',
      children: [
        withPermission(['eform view client'], [wipRoute('', 'ui.page.clientView')]),
        withPermission(
          ['eform edit client'],
          [
            wipRoute('edit', 'ui.page.clientEdit'),
            wipRoute('modules-buy', 'ui.page.clientModulesBuy'),
          ],
        ),
        withPermission(
          ['eform client add users'],
          [
            wipRoute('users', 'ui.page.clientUsers'),
            wipRoute('user-add', 'ui.page.clientUserAdd'),
            wipRoute('user/:user_id/edit', 'ui.page.clientUserEdit'),
          ],
        ),
        withPermission(
          ['view user group'],
          [
            wipRoute('user-groups', 'ui.page.clientUserGroups'),
            wipRoute('group/:group_id/edit', 'ui.page.clientUserGroupEdit'),
          ],
        ),
        withPermission(
          ['create user group'],
          [wipRoute('user-group-add', 'ui.page.clientUserGroupAdd')],
        ),
        withPermission(['view credit entities'], [wipRoute('credits', 'ui.page.clientCredits')]),
        withPermission(
          ['add client credits'],
          [wipRoute('credits-buy', 'ui.page.clientCreditsBuy')],
        ),
        withPermission(
          ['admin add client credits'],
          [wipRoute('credits-admin-add', 'ui.page.clientCreditsAdminAdd')],
        ),
        withPermission(['delete client entities'], [wipRoute('remove', 'ui.page.clientRemove')]),
      ],
    },
  ]),
  withPermission(DATASOURCE_LIST_PERMISSIONS, [
    wipRoute('/datasources', 'ui.page.datasourceList'),
    {
      path: '/datasources/:datasource_type/:datasource_id',
      children: [
        wipRoute('', 'ui.page.datasourceView', '/datasources'),
        withPermission(
          ['eform edit datasources'],
          [
            wipRoute('edit', 'ui.page.datasourceEdit'),
            wipRoute('remove', 'ui.page.datasourceRemove'),
          ],
        ),
      ],
    },
  ]),
  withPermission(
    ['eform create datasources'],
    [wipRoute('/datasources/create/:datasource_type', 'ui.page.datasourceCreate', '/datasources')],
  ),
];
