import { tc } from '@eform/core/messages/clients';
import { ROLE_LABELS } from '@eform/core/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { clientInfo, renderUsersScreen } from './users.test-support';

const stub = stubFetchRoutes();

function open(roles: Parameters<typeof clientInfo>[0]) {
  stub.answer('GET /api/client/7/info', clientInfo(roles));
  const rendered = renderUsersScreen('/clients/7/user-add');
  return { ...rendered, user: userEvent.setup() };
}

const roleBox = (role: keyof typeof ROLE_LABELS) =>
  screen.getByRole('checkbox', { name: new RegExp(`^${ROLE_LABELS[role]}`) }) as HTMLInputElement;

describe('client_user_add', () => {
  it('requires a valid e-mail address before calling the server', async () => {
    const { user } = open(['client_manager']);
    const submit = screen.getByRole('button', { name: tc('clients.addUser') });
    await user.click(submit);
    expect(screen.getByText(tc('users.emailRequired'))).toBeTruthy();
    await user.type(screen.getByLabelText(tc('users.emailLabel'), { exact: false }), 'geen-adres');
    await user.click(submit);
    expect(screen.getByText(tc('users.emailInvalid'))).toBeTruthy();
    expect(stub.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows roles the user may not assign disabled, the filler always on', async () => {
    open(['user_manager']);
    await waitFor(() => expect(roleBox('user_manager').disabled).toBe(false));
    expect(roleBox('client_manager').disabled).toBe(true);
    expect(roleBox('form_manager').disabled).toBe(true);
    const filler = screen.getByRole('checkbox', {
      name: new RegExp(`^${ROLE_LABELS.authenticated}`),
    });
    expect((filler as HTMLInputElement).checked).toBe(true);
    expect((filler as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByLabelText(tc('users.requireTerms'))).toBeNull();
  });

  it("sends e-mail and roles, toasts the server's message and goes to the users", async () => {
    const { user, router } = open(['client_manager']);
    stub.answer('POST /api/clients/7/add-user', { message: 'Gebruiker is toegevoegd.' }, 201);
    await user.type(
      screen.getByLabelText(tc('users.emailLabel'), { exact: false }),
      ' nieuw@example.nl ',
    );
    await waitFor(() => expect(roleBox('financial').disabled).toBe(false));
    await user.click(roleBox('financial'));
    await user.click(roleBox('form_manager'));
    await user.click(screen.getByRole('button', { name: tc('clients.addUser') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/7/users'));
    expect(stub.toasts()).toContain('Gebruiker is toegevoegd.');
    const post = stub.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ email: 'nieuw@example.nl', roles: ['financial', 'form_manager'] });
  });

  it('offers require-terms to admins and sends it', async () => {
    const { user } = open(['admin']);
    stub.answer('POST /api/clients/7/add-user', { message: 'ok' }, 201);
    await user.type(
      screen.getByLabelText(tc('users.emailLabel'), { exact: false }),
      'a@example.nl',
    );
    await user.click(await screen.findByLabelText(tc('users.requireTerms')));
    await user.click(screen.getByRole('button', { name: tc('clients.addUser') }));
    await waitFor(() => expect(stub.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(stub.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      require_terms: true,
    });
  });

  it("shows a refusal's message and keeps what was filled in", async () => {
    const { user, router } = open(['client_manager']);
    stub.answer(
      'POST /api/clients/7/add-user',
      { code: 'CONFLICT', message: 'Gebruiker a@example.nl hoort al bij deze klant.' },
      409,
    );
    const email = screen.getByLabelText(tc('users.emailLabel'), {
      exact: false,
    }) as HTMLInputElement;
    await user.type(email, 'a@example.nl');
    await user.click(screen.getByRole('button', { name: tc('clients.addUser') }));
    await waitFor(() =>
      expect(stub.toasts()).toContain('Gebruiker a@example.nl hoort al bij deze klant.'),
    );
    expect(router.state.location.pathname).toBe('/clients/7/user-add');
    expect(email.value).toBe('a@example.nl');
  });
});
