import { tc } from '@eform/core/messages/clients';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderClientScreen, stubClientApi } from '../../clients.test-support';
import { CreditsPage } from './credits-page';

const api = stubClientApi();

function setup(roles: Parameters<typeof renderClientScreen>[1]['roles']) {
  api.answer('GET /api/clients/7/credits', [
    {
      id: 2,
      name: 'Basis',
      created: '2026-03-05T13:07:00Z',
      credits_total: 500,
      credits_left: 480,
      credit_expire_date: '2028-03-05T13:07:00Z',
      expired: false,
    },
    {
      id: 1,
      name: 'Oud',
      created: '2023-01-01T10:00:00Z',
      credits_total: 100,
      credits_left: 0,
      credit_expire_date: '2025-01-01T10:00:00Z',
      expired: true,
    },
  ]);
  return renderClientScreen(<CreditsPage />, {
    path: '/clients/:client_id/credits',
    url: '/clients/7/credits',
    roles,
  });
}

describe('CreditsPage', () => {
  it('lists name, bought on, total, left and expiry with Dutch dates', async () => {
    setup(['financial']);
    const table = await screen.findByTestId('credits-table');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Basis');
    expect(rows[1]?.textContent).toContain('5 mrt. 2026 14:07');
    expect(rows[1]?.textContent).toContain('480');
    expect(rows[1]?.textContent).toContain('5 mrt. 2028');
    expect(rows[2]?.textContent).toContain(tc('credits.list.expired'));
  });

  it('keeps the table in a named region the keyboard can focus to scroll it on a phone', async () => {
    setup(['financial']);
    const table = await screen.findByTestId('credits-table');
    const region = screen.getByRole('region', { name: tc('credits.list.title') });
    expect(region.contains(table)).toBe(true);
    expect(region.tabIndex).toBe(0);
  });

  it('shows the buy button to a financial user and the admin-add button only to admins', async () => {
    setup(['financial']);
    expect(await screen.findByRole('link', { name: tc('credits.list.buyButton') })).toBeTruthy();
    expect(screen.queryByRole('link', { name: tc('credits.list.adminAddButton') })).toBeNull();
  });

  it('shows both buttons to an admin', async () => {
    setup(['admin']);
    expect(
      await screen.findByRole('link', { name: tc('credits.list.adminAddButton') }),
    ).toBeTruthy();
  });
});
