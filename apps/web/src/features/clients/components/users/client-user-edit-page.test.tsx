import { tc } from '@eform/core/messages/clients';
import { ROLE_LABELS } from '@eform/core/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { clientInfo, renderUsersScreen } from './users.test-support';

const stub = stubFetchRoutes();
const uuid = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';
const url = `/api/clients/7/users/${uuid}/permission`;

function open(permission: Record<string, unknown> = {}) {
  stub.answer('GET /api/client/7/info', clientInfo(['client_manager']));
  stub.answer(`GET ${url}`, {
    user: { uuid, username: 'cees@example.nl', display_name: 'Cees' },
    roles: ['client_manager'],
    global_roles: [],
    assignable_roles: ['form_manager', 'form_view_registrations', 'user_manager'],
    require_terms: false,
    ...permission,
  });
  const rendered = renderUsersScreen(`/clients/7/user/${uuid}/edit`);
  return { ...rendered, user: userEvent.setup() };
}

const roleBox = (role: keyof typeof ROLE_LABELS) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${ROLE_LABELS[role]}`) }) as HTMLInputElement;

describe('client_user_edit', () => {
  it("shows the user's roles, those the user may not assign disabled", async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'Cees' })).toBeTruthy();
    expect(roleBox('client_manager').checked).toBe(true);
    expect(roleBox('client_manager').disabled).toBe(true);
    expect(roleBox('financial').disabled).toBe(true);
    expect(roleBox('form_manager').disabled).toBe(false);
    const filler = screen.getByRole('checkbox', {
      name: new RegExp(`^${ROLE_LABELS.authenticated}`),
    });
    expect((filler as HTMLInputElement).disabled).toBe(true);
  });

  it("saves the roles with the spec's toast and goes back to the users", async () => {
    const { user, router } = open();
    stub.answer(`PATCH ${url}`, { message: 'ok' });
    await screen.findByRole('heading', { name: 'Cees' });
    await user.click(roleBox('form_manager'));
    await user.click(screen.getByRole('button', { name: tc('users.save') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/7/users'));
    expect(stub.toasts()).toContain(tc('clients.userRolesSaved', { name: 'Cees' }));
    expect(stub.calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      roles: ['client_manager', 'form_manager'],
      confirm_last_manager: false,
    });
  });

  it('warns before taking the role from the last client manager and saves when confirmed', async () => {
    const { user } = open({
      assignable_roles: [
        'client_manager',
        'financial',
        'form_manager',
        'form_view_registrations',
        'user_manager',
      ],
    });
    await screen.findByRole('heading', { name: 'Cees' });
    stub.answer(`PATCH ${url}`, { code: 'CONFLICT', message: 'Laatste klant beheerder!' }, 409);
    await user.click(roleBox('client_manager'));
    await user.click(screen.getByRole('button', { name: tc('users.save') }));
    expect(await screen.findByText('Laatste klant beheerder!')).toBeTruthy();
    stub.answer(`PATCH ${url}`, { message: 'ok' });
    await user.click(screen.getByRole('button', { name: tc('users.lastManagerConfirm') }));
    await waitFor(() =>
      expect(stub.toasts()).toContain(tc('clients.userRolesSaved', { name: 'Cees' })),
    );
    const bodies = stub.calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(bodies).toEqual([
      { roles: [], confirm_last_manager: false },
      { roles: [], confirm_last_manager: true },
    ]);
  });
});
