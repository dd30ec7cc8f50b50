import { CLIENT_AREA_PERMISSIONS, DATASOURCE_LIST_PERMISSIONS } from '@eform/core/permissions';
import type { RouteObject } from 'react-router';
import { adminOnly, wipRoute, withPermission } from './route-helpers';

/** Clients, credits, datasources and the admin dashboard (document 3 §2). */
export const clientRoutes: RouteObject[] = [
  adminOnly('eform admin dashboard', [
    wipRoute('/admin/dashboard', 'ui.page.adminDashboard', 'adminDashboard'),
  ]),
  adminOnly('eform manage all clients', [
    wipRoute('/clients/admin', 'ui.page.clientListAdmin', 'clients'),
  ]),
  withPermission(
    ['eform manage all clients'],
    [wipRoute('/clients/create', 'ui.page.clientCreate', 'clients')],
  ),
  withPermission(CLIENT_AREA_PERMISSIONS, [
    wipRoute('/clients/assigned', 'ui.page.clientListAssigned', 'clients'),
    {
      path: '/clients/:client_id',
      children: [
        withPermission(['eform view client'], [wipRoute('', 'ui.page.clientView', 'clients')]),
        withPermission(
          ['eform edit client'],
          [
            wipRoute('edit', 'ui.page.clientEdit', 'clients'),
            wipRoute('modules-buy', 'ui.page.clientModulesBuy', 'clients'),
          ],
        ),
        withPermission(
          ['eform client add users'],
          [
            wipRoute('users', 'ui.page.clientUsers', 'clients'),
            wipRoute('user-add', 'ui.page.clientUserAdd', 'clients'),
            wipRoute('user/:user_id/edit', 'ui.page.clientUserEdit', 'clients'),
          ],
        ),
        withPermission(
          ['view user group'],
          [
            wipRoute('user-groups', 'ui.page.clientUserGroups', 'clients'),
            wipRoute('group/:group_id/edit', 'ui.page.clientUserGroupEdit', 'clients'),
          ],
        ),
        withPermission(
          ['create user group'],
          [wipRoute('user-group-add', 'ui.page.clientUserGroupAdd', 'clients')],
        ),
        withPermission(
          ['view credit entities'],
          [wipRoute('credits', 'ui.page.clientCredits', 'clients')],
        ),
        withPermission(
          ['add client credits'],
          [wipRoute('credits-buy', 'ui.page.clientCreditsBuy', 'clients')],
        ),
        withPermission(
          ['admin add client credits'],
          [wipRoute('credits-admin-add', 'ui.page.clientCreditsAdminAdd', 'clients')],
        ),
        withPermission(
          ['delete client entities'],
          [wipRoute('remove', 'ui.page.clientRemove', 'clients')],
        ),
      ],
    },
  ]),
  withPermission(DATASOURCE_LIST_PERMISSIONS, [
    wipRoute('/datasources', 'ui.page.datasourceList', 'clients'),
    {
      path: '/datasources/:datasource_type/:datasource_id',
      children: [
        wipRoute('', 'ui.page.datasourceView', 'clients', '/datasources'),
        withPermission(
          ['eform edit datasources'],
          [
            wipRoute('edit', 'ui.page.datasourceEdit', 'clients'),
            wipRoute('remove', 'ui.page.datasourceRemove', 'clients'),
          ],
        ),
      ],
    },
  ]),
  withPermission(
    ['eform create datasources'],
    [
      wipRoute(
        '/datasources/create/:datasource_type',
        'ui.page.datasourceCreate',
        'clients',
        '/datasources',
      ),
    ],
  ),
];
