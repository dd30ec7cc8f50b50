import { CLIENT_AREA_PERMISSIONS, DATASOURCE_LIST_PERMISSIONS } from '@eform/core/permissions';
import type { RouteObject } from 'react-router';
import { loadAuditLogScreens } from '../../features/audit-log';
import {
  loadClientCreditScreens,
  loadClientGroupScreens,
  loadClientScreens,
  loadClientSubjectRequestScreens,
  loadClientUserScreens,
} from '../../features/clients';
import { loadAdminDashboardScreens } from '../../features/dashboard-admin';
import { loadDatasourceScreens } from '../../features/datasources';
import { adminOnly, lazyRoute, type TRouteHandle, withPermission } from './route-helpers';

const clientScreens = loadClientScreens;

/** Clients, credits, datasources and the admin dashboard (document 3 §2). */
export const clientRoutes: RouteObject[] = [
  adminOnly('eform admin dashboard', [
    lazyRoute('/admin/dashboard', 'ui.page.adminDashboard', () =>
      loadAdminDashboardScreens().then((m) => m.AdminDashboardPage),
    ),
  ]),
  adminOnly('eform manage all clients', [
    lazyRoute('/admin/audit-log', 'ui.page.adminAuditLog', () =>
      loadAuditLogScreens().then((m) => m.AdminAuditLogPage),
    ),
    lazyRoute('/clients/admin', 'ui.page.clientListAdmin', () =>
      clientScreens().then((m) => m.ClientListAdminPage),
    ),
  ]),
  withPermission(
    ['eform manage all clients'],
    [
      lazyRoute('/clients/create', 'ui.page.clientCreate', () =>
        clientScreens().then((m) => m.ClientCreatePage),
      ),
    ],
  ),
  withPermission(CLIENT_AREA_PERMISSIONS, [
    lazyRoute('/clients/assigned', 'ui.page.clientListAssigned', () =>
      clientScreens().then((m) => m.ClientListAssignedPage),
    ),
    {
      // The client shell: the client's name, its tabs by permission, the tab's screen below.
      path: '/clients/:client_id',
      handle: { title: 'ui.page.clientView' } satisfies TRouteHandle,
      lazy: { Component: () => clientScreens().then((m) => m.ClientShellPage) },
      children: [
        withPermission(
          ['eform view client'],
          [
            lazyRoute('', 'ui.page.clientView', () =>
              clientScreens().then((m) => m.ClientViewPage),
            ),
          ],
        ),
        withPermission(
          ['eform edit client'],
          [
            lazyRoute('edit', 'ui.page.clientEdit', () =>
              clientScreens().then((m) => m.ClientEditPage),
            ),
            lazyRoute('modules-buy', 'ui.page.clientModulesBuy', () =>
              loadClientCreditScreens().then((m) => m.ModulesBuyPage),
            ),
          ],
        ),
        withPermission(
          ['eform client add users'],
          [
            lazyRoute('users', 'ui.page.clientUsers', () =>
              loadClientUserScreens().then((m) => m.ClientUsersPage),
            ),
            lazyRoute('user-add', 'ui.page.clientUserAdd', () =>
              loadClientUserScreens().then((m) => m.ClientUserAddPage),
            ),
            lazyRoute('user/:user_id/edit', 'ui.page.clientUserEdit', () =>
              loadClientUserScreens().then((m) => m.ClientUserEditPage),
            ),
          ],
        ),
        withPermission(
          ['view user group'],
          [
            lazyRoute('user-groups', 'ui.page.clientUserGroups', () =>
              loadClientGroupScreens().then((m) => m.UserGroupsPage),
            ),
            lazyRoute('group/:group_id/edit', 'ui.page.clientUserGroupEdit', () =>
              loadClientGroupScreens().then((m) => m.GroupEditPage),
            ),
          ],
        ),
        withPermission(
          ['create user group'],
          [
            lazyRoute('user-group-add', 'ui.page.clientUserGroupAdd', () =>
              loadClientGroupScreens().then((m) => m.GroupAddPage),
            ),
          ],
        ),
        withPermission(
          ['eform view audit log'],
          [
            lazyRoute('audit-log', 'ui.page.clientAuditLog', () =>
              loadAuditLogScreens().then((m) => m.ClientAuditLogPage),
            ),
          ],
        ),
        withPermission(
          ['view credit entities'],
          [
            lazyRoute('credits', 'ui.page.clientCredits', () =>
              loadClientCreditScreens().then((m) => m.CreditsPage),
            ),
          ],
        ),
        withPermission(
          ['add client credits'],
          [
            lazyRoute('credits-buy', 'ui.page.clientCreditsBuy', () =>
              loadClientCreditScreens().then((m) => m.CreditsBuyPage),
            ),
          ],
        ),
        withPermission(
          ['admin add client credits'],
          [
            lazyRoute('credits-admin-add', 'ui.page.clientCreditsAdminAdd', () =>
              loadClientCreditScreens().then((m) => m.CreditsAdminAddPage),
            ),
          ],
        ),
        withPermission(
          ['eform handle subject requests'],
          [
            lazyRoute('subject-requests', 'ui.page.clientSubjectRequests', () =>
              loadClientSubjectRequestScreens().then((m) => m.SubjectRequestsPage),
            ),
          ],
        ),
        withPermission(
          ['delete client entities'],
          [
            lazyRoute('remove', 'ui.page.clientRemove', () =>
              clientScreens().then((m) => m.ClientRemovePage),
            ),
          ],
        ),
      ],
    },
  ]),
  withPermission(DATASOURCE_LIST_PERMISSIONS, [
    lazyRoute('/datasources', 'ui.page.datasourceList', () =>
      loadDatasourceScreens().then((m) => m.DatasourceListPage),
    ),
    {
      // The datasource shell: its name, the tabs by permission, the tab's screen below.
      path: '/datasources/:datasource_type/:datasource_id',
      handle: { title: 'ui.page.datasourceView' } satisfies TRouteHandle,
      lazy: { Component: () => loadDatasourceScreens().then((m) => m.DatasourceShellPage) },
      children: [
        lazyRoute('', 'ui.page.datasourceView', () =>
          loadDatasourceScreens().then((m) => m.DatasourceViewPage),
        ),
        withPermission(
          ['eform edit datasources'],
          [
            lazyRoute('edit', 'ui.page.datasourceEdit', () =>
              loadDatasourceScreens().then((m) => m.DatasourceEditPage),
            ),
            lazyRoute('remove', 'ui.page.datasourceRemove', () =>
              loadDatasourceScreens().then((m) => m.DatasourceRemovePage),
            ),
          ],
        ),
      ],
    },
  ]),
  withPermission(
    ['eform create datasources'],
    [
      lazyRoute('/datasources/create/:datasource_type', 'ui.page.datasourceCreate', () =>
        loadDatasourceScreens().then((m) => m.DatasourceCreatePage),
      ),
    ],
  ),
];
