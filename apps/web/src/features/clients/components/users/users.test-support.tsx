import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import { createMemoryRouter } from 'react-router';
import { renderRouter } from '../../../../test/render';
import { ClientUserAddPage } from './client-user-add-page';
import { ClientUserEditPage } from './client-user-edit-page';
import { ClientUsersPage } from './client-users-page';

/** The client info answer of client 7 for a user with `roles` there. */
export function clientInfo(roles: TRole[]) {
  return {
    id: 7,
    uuid: '11111111-1111-4111-8111-111111111111',
    name: 'Demo Gemeente',
    credits: 10,
    modules: [],
    roles: ['authenticated', ...roles],
    permissions: permissionsForRoles(roles),
    terms_and_conditions_required: false,
  };
}

/** The user screens at `path` under client 7; other paths render a marker naming them. */
export function renderUsersScreen(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/clients/:client_id',
        children: [
          { path: 'users', element: <ClientUsersPage /> },
          { path: 'user-add', element: <ClientUserAddPage /> },
          { path: 'user/:user_id/edit', element: <ClientUserEditPage /> },
        ],
      },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderRouter(router), router };
}
