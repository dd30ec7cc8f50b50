import type { TDatasource } from '@eform/core/api/datasources';
import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import type { stubFetchRoutes } from '../../test/fetch-routes';
import { renderRouter, testQueryClient } from '../../test/render';
import { sessionStore } from '../session';

export const CLIENT_ID = 7;

/** A datasource as GET /api/datasources/{id} answers it. */
export function sampleDatasource(overrides: Partial<TDatasource> = {}): TDatasource {
  return {
    id: 12,
    uuid: '9b1f3c2e-1111-4222-8333-444455556666',
    type: 'search',
    name: 'Straten',
    field_crs: null,
    client_id: CLIENT_ID,
    file: { file_id: 'f1', filename: 'straten.csv', size: 120 },
    items_count: 3,
    fields: ['wijk'],
    import_state: 'done',
    import_error: null,
    created: '2026-11-20T10:00:00.000Z',
    changed: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

/**
 * Signs in a user of client 7 with `roles` there (its modules `modules`) and answers the
 * session's own calls, so the screens read the current client as the app does.
 */
export function signInAs(
  api: ReturnType<typeof stubFetchRoutes>,
  roles: TRole[],
  modules: string[] = ['map_element'],
) {
  const client = { id: CLIENT_ID, uuid: 'c7', name: 'Gemeente Testdorp' };
  const user = {
    id: 1,
    uuid: 'u1',
    email: 'beheer@example.nl',
    display_name: 'Beheer',
    roles: ['authenticated' as const],
    clients: [client],
  };
  sessionStore.set({ apiKey: 'k1', user, clientId: CLIENT_ID });
  api.answer('GET /api/user/info', { ...user, server_notification: null, environment: 'test' });
  api.answer(`GET /api/client/${CLIENT_ID}/info`, {
    ...client,
    credits: 10,
    modules,
    roles,
    permissions: permissionsForRoles(roles),
    terms_and_conditions_required: false,
  });
}

/**
 * Renders datasource screens under `routes` at `url`; any other path renders a marker, so a test
 * sees where a screen navigated to.
 */
export function renderDatasourceRoutes(routes: RouteObject[], url: string) {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [...routes, { path: '*', element: <p data-testid="navigated" /> }],
    { initialEntries: [url] },
  );
  return { ...renderRouter(router, queryClient), router, queryClient };
}

/** One screen at `path`, opened at `url`. */
export function renderDatasourceScreen(ui: ReactElement, path: string, url = path) {
  return renderDatasourceRoutes([{ path, element: ui }], url);
}
