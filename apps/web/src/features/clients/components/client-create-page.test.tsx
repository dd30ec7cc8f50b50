import { tc } from '@eform/core/messages/clients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { sessionKeys } from '../../session';
import { renderClientScreen } from '../clients.test-support';
import { ClientCreatePage } from './client-create-page';

const api = stubFetchRoutes();

function setup() {
  const rendered = renderClientScreen(<ClientCreatePage />, {
    path: '/clients/create',
    url: '/clients/create',
  });
  return { ...rendered, user: userEvent.setup() };
}

describe('ClientCreatePage', () => {
  it("refuses an empty 'Klant naam' at the field without asking the server", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: tc('clients.create') }));
    expect(await screen.findByText(tc('clientsAdmin.nameRequired'))).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('creates the client, toasts, refreshes the user info and opens the client', async () => {
    api.answer('POST /api/clients', { id: 12, uuid: 'u', name: 'Gemeente Nieuw' }, 201);
    const { user, router, queryClient } = setup();
    queryClient.setQueryData(sessionKeys.userInfo, { stale: true });
    await user.type(
      screen.getByLabelText(tc('clients.nameLabel'), { exact: false }),
      ' Gemeente Nieuw ',
    );
    await user.click(screen.getByRole('button', { name: tc('clients.create') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/12'));
    expect(api.calls[0]).toMatchObject({ method: 'POST', body: { name: 'Gemeente Nieuw' } });
    expect(api.toasts()).toEqual([tc('clients.created', { name: 'Gemeente Nieuw' })]);
    expect(queryClient.getQueryState(sessionKeys.userInfo)?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    api.answer('POST /api/clients', { code: 'FORBIDDEN', message: 'Geen rechten.' }, 403);
    const { user } = setup();
    const input = screen.getByLabelText(tc('clients.nameLabel'), { exact: false });
    await user.type(input, 'Gemeente X');
    await user.click(screen.getByRole('button', { name: tc('clients.create') }));
    expect((await screen.findByRole('alert')).textContent).toContain('Geen rechten.');
    expect((input as HTMLInputElement).value).toBe('Gemeente X');
  });
});
