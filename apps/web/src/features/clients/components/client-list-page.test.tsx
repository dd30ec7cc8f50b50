import { tc } from '@eform/core/messages/clients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderClientScreen } from '../clients.test-support';
import { ClientListAdminPage, ClientListAssignedPage, pageTotal } from './client-list-page';

const api = stubFetchRoutes();

const page = (names: string[], total = names.length, itemsPerPage = -1, pageNo = 1) => ({
  items: names.map((name, i) => ({ id: i + 1, uuid: `u-${i}`, name })),
  total,
  page: pageNo,
  items_per_page: itemsPerPage,
});

describe('client lists', () => {
  it('lists every client by the server order, a row opening the client', async () => {
    api.answer('GET /api/clients?page=1&items_per_page=-1', page(['Alfa', 'Beta']));
    const { router } = renderClientScreen(<ClientListAdminPage />, {
      path: '/clients/admin',
      url: '/clients/admin',
    });
    expect(screen.getByTestId('client-loading')).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Beta' });
    expect(link.getAttribute('href')).toBe('/clients/2');
    expect(screen.getAllByRole('row').map((row) => row.textContent)).toEqual([
      tc('clientsAdmin.list.name'),
      'Alfa',
      'Beta',
    ]);
    await userEvent.setup().click(screen.getByText('Alfa'));
    expect(router.state.location.pathname).toBe('/clients/1');
  });

  it('asks the next page of the chosen size from the server', async () => {
    api.answer('GET /api/clients/assigned?page=1&items_per_page=-1', page(['A'], 30));
    api.answer('GET /api/clients/assigned?page=1&items_per_page=10', page(['A'], 30, 10));
    api.answer('GET /api/clients/assigned?page=2&items_per_page=10', page(['K'], 30, 10, 2));
    renderClientScreen(<ClientListAssignedPage />, {
      path: '/clients/assigned',
      url: '/clients/assigned',
    });
    const user = userEvent.setup();
    const size = await screen.findByLabelText(tc('clientsAdmin.list.pageSize'));
    expect([...(size as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '10',
      '25',
      '50',
      '100',
      '-1',
    ]);
    await user.selectOptions(size, '10');
    await user.click(await screen.findByRole('button', { name: '2' }));
    expect(await screen.findByRole('link', { name: 'K' })).toBeTruthy();
    expect(api.calls.map((c) => c.path)).toContain(
      '/api/clients/assigned?page=2&items_per_page=10',
    );
  });

  it('says so when there are no clients', async () => {
    api.answer('GET /api/clients/assigned*', page([]));
    renderClientScreen(<ClientListAssignedPage />, {
      path: '/clients/assigned',
      url: '/clients/assigned',
    });
    await waitFor(() =>
      expect(screen.getByTestId('client-list-empty').textContent).toBe(
        tc('clientsAdmin.list.emptyAssigned'),
      ),
    );
  });

  it('counts pages, one when all rows show', () => {
    expect(pageTotal(30, 10)).toBe(3);
    expect(pageTotal(31, 10)).toBe(4);
    expect(pageTotal(0, 10)).toBe(1);
    expect(pageTotal(500, -1)).toBe(1);
  });
});
