import type { TClientDetail } from '@eform/core/api';
import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import type { ReactElement } from 'react';
import { createMemoryRouter } from 'react-router';
import { renderRouter, testQueryClient } from '../../test/render';
import { ShellClientContext, shellClient } from './hooks/use-shell-client';

/** A client as GET /api/clients/{id} answers it. */
export function sampleClient(overrides: Partial<TClientDetail> = {}): TClientDetail {
  return {
    id: 7,
    uuid: '3f2a1c9e-1111-4222-8333-444455556666',
    name: 'Gemeente Testdorp',
    modules: ['word', 'tracking'],
    credits: 120,
    low_credit_email_limit: 10,
    registrations_count: 42,
    user_register_intro_text: { value: '<p>Welkom</p>', format: 'filtered_html' },
    terms_and_conditions_users: [],
    ...overrides,
  };
}

/**
 * Renders a client screen at `url` under the route `path`, inside the shell's client context
 * with the permissions of `roles`; other paths render a marker naming where it navigated.
 */
export function renderClientScreen(
  ui: ReactElement,
  { path, url, roles = ['admin'] }: { path: string; url: string; roles?: TRole[] },
) {
  const client = shellClient(7, 'Gemeente Testdorp', permissionsForRoles(roles));
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: <ShellClientContext value={client}>{ui}</ShellClientContext> },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { initialEntries: [url] },
  );
  return { ...renderRouter(router, queryClient), router, queryClient };
}

/** The fetch stub the client screens' tests share (test/fetch-routes.ts). */
export { stubFetchRoutes as stubClientApi } from '../../test/fetch-routes';
