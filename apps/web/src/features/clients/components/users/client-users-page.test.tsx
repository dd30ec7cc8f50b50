import { tc } from '@eform/core/messages/clients';
import { ROLE_LABELS } from '@eform/core/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { clientInfo, renderUsersScreen } from './users.test-support';

const stub = stubFetchRoutes();

const anna = {
  uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
  username: 'anna@example.nl',
  display_name: 'Anna',
  email: 'anna@example.nl',
  roles: ['authenticated', 'client_manager', 'financial'],
  access: '2026-03-05T13:07:00Z',
  require_terms: false,
};
const bob = {
  ...anna,
  uuid: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
  username: 'bob@example.nl',
  display_name: '',
  email: 'bob@example.nl',
  roles: ['authenticated'],
  access: null,
};

function open(roles: Parameters<typeof clientInfo>[0] = ['client_manager'], without?: string) {
  const info = clientInfo(roles);
  stub.answer('GET /api/client/7/info', {
    ...info,
    permissions: info.permissions.filter((p) => p !== without),
  });
  stub.answer('GET /api/clients/7/users', [anna, bob]);
  const rendered = renderUsersScreen('/clients/7/users');
  return { ...rendered, user: userEvent.setup() };
}

describe('client_users', () => {
  it("lists username, Dutch role labels and last access or 'Nooit'", async () => {
    open();
    const table = await screen.findByTestId('client-users-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('anna@example.nl');
    expect(rows[1]?.textContent).toContain('Klant beheerder, Financieel');
    expect(rows[1]?.textContent).toContain('5 mrt. 2026 14:07');
    expect(rows[2]?.textContent).toContain(tc('clients.neverAccessed'));
    // A user without roles is a form filler.
    expect(rows[2]?.textContent).toContain(ROLE_LABELS.authenticated);
    expect(rows[1]?.textContent).not.toContain(ROLE_LABELS.authenticated);
  });

  it("links 'Gebruiker toevoegen' to user-add and opens a user's roles on a row click", async () => {
    const { router, user } = open();
    const add = await screen.findByRole('link', { name: tc('clients.addUser') });
    expect(add.getAttribute('href')).toBe('/clients/7/user-add');
    await user.click(await screen.findByText('5 mrt. 2026 14:07'));
    expect(router.state.location.pathname).toBe(`/clients/7/user/${anna.uuid}/edit`);
  });

  it('resends the welcome mail with the spec toast, and the failure toast', async () => {
    const { user } = open();
    stub.answer(`GET /api/clients/7/user/${bob.uuid}/resend-welcome-mail`, {
      message: 'x',
      email: bob.email,
    });
    await user.click(
      await screen.findByRole('button', {
        name: tc('users.resendWelcome', { user: bob.username }),
      }),
    );
    await waitFor(() =>
      expect(stub.toasts()).toContain(tc('clients.welcomeMailSent', { email: bob.email })),
    );
    stub.answer(
      `GET /api/clients/7/user/${anna.uuid}/resend-welcome-mail`,
      { code: 'SERVICE_UNAVAILABLE', message: 'weg' },
      503,
    );
    await user.click(
      screen.getByRole('button', { name: tc('users.resendWelcome', { user: 'Anna' }) }),
    );
    await waitFor(() => expect(stub.toasts()).toContain(tc('clients.welcomeMailFailed')));
  });

  it('asks before removing, removes with the spec toast, and says when it failed', async () => {
    const { user } = open();
    stub.answer(`PATCH /api/clients/7/remove-user/${bob.uuid}`, { message: 'ok' });
    await user.click(
      await screen.findByRole('button', { name: tc('users.remove', { user: bob.username }) }),
    );
    expect(
      await screen.findByText(tc('clients.confirmRemoveUser', { user: bob.username })),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tc('users.confirm') }));
    await waitFor(() =>
      expect(stub.toasts()).toContain(tc('clients.userRemoved', { user: bob.username })),
    );
    expect(stub.calls.some((c) => c.method === 'PATCH' && c.body === null)).toBe(true);

    stub.answer(
      `PATCH /api/clients/7/remove-user/${anna.uuid}`,
      { code: 'INTERNAL', message: 'stuk' },
      500,
    );
    await user.click(screen.getByRole('button', { name: tc('users.remove', { user: 'Anna' }) }));
    await user.click(await screen.findByRole('button', { name: tc('users.confirm') }));
    await waitFor(() => expect(stub.toasts()).toContain(tc('clients.userRemoveFailed')));
  });

  it('warns before removing the last client manager and removes only when confirmed', async () => {
    const { user } = open();
    stub.answer(
      `PATCH /api/clients/7/remove-user/${anna.uuid}`,
      { code: 'CONFLICT', message: 'Dit is de laatste klant beheerder van deze klant.' },
      409,
    );
    await user.click(
      await screen.findByRole('button', { name: tc('users.remove', { user: 'Anna' }) }),
    );
    await user.click(await screen.findByRole('button', { name: tc('users.confirm') }));
    expect(
      await screen.findByText('Dit is de laatste klant beheerder van deze klant.'),
    ).toBeTruthy();
    stub.answer(`PATCH /api/clients/7/remove-user/${anna.uuid}`, { message: 'ok' });
    await user.click(screen.getByRole('button', { name: tc('users.lastManagerConfirm') }));
    await waitFor(() =>
      expect(stub.toasts()).toContain(tc('clients.userRemoved', { user: 'Anna' })),
    );
    const patches = stub.calls.filter((c) => c.method === 'PATCH');
    expect(patches.map((c) => c.body)).toEqual([null, { confirm_last_manager: true }]);
  });

  it('shows the remove button with the permission', async () => {
    open(['client_manager']);
    expect(
      await screen.findByRole('button', { name: tc('users.remove', { user: 'Anna' }) }),
    ).toBeTruthy();
  });

  it("shows no remove button without 'eform client remove users'", async () => {
    open(['user_manager'], 'eform client remove users');
    await screen.findByTestId('client-users-table');
    await waitFor(() => expect(stub.calls.some((c) => c.path === '/api/client/7/info')).toBe(true));
    // The permissions' answer is in once it has been asked (the stub answers at once).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('button', { name: tc('users.remove', { user: 'Anna' }) })).toBeNull();
  });
});
