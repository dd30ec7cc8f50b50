import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { permissionsForRoles, type TRole } from '@eform/core/permissions';
import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRouter } from '../../../test/render';
import { sessionStore } from '../../session';
import { useShellClient } from '../hooks/use-shell-client';
import { ClientShellPage } from './client-shell-page';

const api = stubFetchRoutes();

const clients = [
  { id: 1, uuid: 'c1', name: 'Eerste Gemeente' },
  { id: 7, uuid: 'c7', name: 'Gemeente Testdorp' },
];

function signIn(roles: TRole[]) {
  sessionStore.set({
    apiKey: 'k1',
    user: { id: 1, uuid: 'u1', email: 'a@example.nl', display_name: 'A', roles, clients },
    clientId: 1,
  });
}

function info(roles: TRole[]) {
  const all: TRole[] = ['authenticated', ...roles];
  return {
    id: 7,
    uuid: 'c7',
    name: 'Gemeente Testdorp',
    credits: 5,
    modules: [],
    roles: all,
    permissions: permissionsForRoles(all),
    terms_and_conditions_required: false,
  };
}

function TabScreen() {
  const shell = useShellClient();
  return <p data-testid="tab-screen">{shell.can('view credit entities') ? 'credits' : 'none'}</p>;
}

function open(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/clients/:client_id',
        element: <ClientShellPage />,
        children: [{ index: true, element: <TabScreen /> }],
      },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router);
  return router;
}

describe('ClientShellPage', () => {
  afterEach(() => sessionStore.set(null));

  it("titles the client, shows the tabs of the user's rights there, and the tab screen", async () => {
    signIn([]);
    api.answer('GET /api/client/7/info', info(['financial']));
    open('/clients/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gemeente Testdorp' }),
    ).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      tc('clients.tab.view'),
      tc('clients.tab.credits'),
    ]);
    expect(screen.getByTestId('tab-screen').textContent).toBe('credits');
  });

  it("makes another of the user's own clients the current one, with the switch's toast", async () => {
    signIn([]);
    api.answer('GET /api/client/7/info', info(['client_manager']));
    open('/clients/7');
    await waitFor(() => expect(sessionStore.get()?.clientId).toBe(7));
    expect(api.toasts()).toEqual([t('client.switched', { client: 'Gemeente Testdorp' })]);
  });

  it("leaves an admin's current client as it is", async () => {
    signIn(['admin']);
    api.answer('GET /api/client/7/info', info(['admin']));
    open('/clients/7');
    await screen.findByTestId('tab-screen');
    expect(sessionStore.get()?.clientId).toBe(1);
  });

  it('says so for a client that does not exist', async () => {
    signIn(['admin']);
    api.answer('GET /api/client/99/info', { code: 'NOT_FOUND', message: 'Niet gevonden.' }, 404);
    open('/clients/99');
    expect(await screen.findByText(tc('clientsAdmin.notFound'))).toBeTruthy();
    expect(screen.queryByTestId('tab-screen')).toBeNull();
  });

  it('keeps the removal screen when its client is already gone, titled as the removal', async () => {
    signIn(['admin']);
    api.answer('GET /api/client/99/info', { code: 'NOT_FOUND', message: 'Niet gevonden.' }, 404);
    const router = createMemoryRouter(
      [
        {
          path: '/clients/:client_id',
          element: <ClientShellPage />,
          children: [{ path: 'remove', element: <p data-testid="remove-screen" /> }],
        },
      ],
      { initialEntries: ['/clients/99/remove?batch=b1'] },
    );
    renderRouter(router);
    expect(
      await screen.findByRole('heading', { level: 1, name: tc('clientsAdmin.remove.title') }),
    ).toBeTruthy();
    expect(screen.getByTestId('remove-screen')).toBeTruthy();
  });
});
