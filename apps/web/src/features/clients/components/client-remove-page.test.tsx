import { tc } from '@eform/core/messages/clients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderClientScreen } from '../clients.test-support';
import { batchPercent, ClientRemovePage } from './client-remove-page';

const api = stubFetchRoutes();
const batch = (inQueue: number) => ({
  batch_name: '0b7c1f7e-6f7a-4c35-9d7e-1a2b3c4d5e6f',
  total_items: 40,
  items_in_queue: inQueue,
  created_data: '2026-11-25T20:00:00.000Z',
});
const batchPath = `GET /api/batch/process/${batch(0).batch_name}`;

function setup(url = '/clients/7/remove') {
  const rendered = renderClientScreen(<ClientRemovePage />, {
    path: '/clients/:client_id/remove',
    url,
  });
  return { ...rendered, user: userEvent.setup() };
}

describe('ClientRemovePage', () => {
  it('asks first; cancel goes back to the client without removing', async () => {
    const { user, router } = setup();
    expect(
      screen.getByText(tc('clients.confirmRemove', { name: 'Gemeente Testdorp' })),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tc('clientsAdmin.remove.cancel') }));
    expect(router.state.location.pathname).toBe('/clients/7');
    expect(api.calls).toHaveLength(0);
  });

  it('starts the batch, shows its progress until the queue is empty, then goes to the list', async () => {
    api.answer('POST /api/client/7/delete', batch(40));
    api.answer(batchPath, batch(10));
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: tc('clientsAdmin.remove.confirm') }));
    expect((await screen.findByTestId('removal-count')).textContent).toBe(
      tc('clientsAdmin.remove.progress', { done: 30, total: 40 }),
    );
    expect(router.state.location.search).toBe(`?batch=${batch(0).batch_name}`);
    api.answer(batchPath, batch(0));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/assigned'));
    expect(api.toasts()).toEqual([tc('clientsAdmin.remove.done', { name: 'Gemeente Testdorp' })]);
  });

  it('after a reload shows the running batch from the server without asking again', async () => {
    api.answer(batchPath, batch(20));
    setup(`/clients/7/remove?batch=${batch(0).batch_name}`);
    expect((await screen.findByTestId('removal-count')).textContent).toBe(
      tc('clientsAdmin.remove.progress', { done: 20, total: 40 }),
    );
    expect(screen.queryByRole('button', { name: tc('clientsAdmin.remove.confirm') })).toBeNull();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's refusal", async () => {
    api.answer('POST /api/client/7/delete', { code: 'FORBIDDEN', message: 'Geen rechten.' }, 403);
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: tc('clientsAdmin.remove.confirm') }));
    expect((await screen.findByRole('alert')).textContent).toContain('Geen rechten.');
  });

  it('computes the percentage done', () => {
    expect(batchPercent(batch(10))).toBe(75);
    expect(batchPercent({ ...batch(0), total_items: 0 })).toBe(100);
  });
});
