import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClientScreen, stubClientApi } from '../../clients.test-support';
import { ModulesBuyPage } from './modules-buy-page';

const api = stubClientApi();

const offer = (name: string, extra: object = {}) => ({
  name,
  label: name === 'maps_package' ? 'Kaartenpakket' : name,
  description: `Over ${name}`,
  price: 15000,
  type: 'module',
  modules: [name],
  enabled: false,
  ...extra,
});

function setup(url = '/clients/7/modules-buy') {
  api.answer('GET /api/clients/7/modules', [
    offer('word', { enabled: true }),
    offer('tracking'),
    offer('maps_package', {
      type: 'package',
      modules: ['map_element', 'location', 'tracking'],
      price: 45000,
    }),
  ]);
  return renderClientScreen(<ModulesBuyPage />, { path: '/clients/:client_id/modules-buy', url });
}

describe('ModulesBuyPage', () => {
  it("marks packages 'Aanbieding' and disables enabled modules with 'Ingeschakeld'", async () => {
    setup();
    const word = await screen.findByRole('radio', { name: /^word/ });
    expect((word as HTMLInputElement).disabled).toBe(true);
    const wordCard = word.closest('.mantine-Paper-root') as HTMLElement;
    expect(within(wordCard).getByText(tc('modules.enabledChip'))).toBeTruthy();
    const pack = screen.getByRole('radio', { name: /Kaartenpakket – € 450,00 excl. btw/ });
    const packCard = pack.closest('.mantine-Paper-root') as HTMLElement;
    expect(within(packCard).getByText(tc('modules.offerChip'))).toBeTruthy();
    expect(screen.getAllByText(tc('modules.offerChip'))).toHaveLength(1);
    expect(screen.getByText(tc('modules.noneSelected'))).toBeTruthy();
  });

  it('preselects the module named in the query', async () => {
    setup('/clients/7/modules-buy?module=tracking');
    const tracking = await screen.findByRole('radio', { name: /^tracking/ });
    await waitFor(() => expect((tracking as HTMLInputElement).checked).toBe(true));
    expect(screen.queryByText(tc('modules.noneSelected'))).toBeNull();
  });

  it("buys the selected module and toasts 'Module is gekocht.'", async () => {
    const user = userEvent.setup();
    api.answer('POST /api/clients/7/modules-buy', { status: 'paid', order_id: 'x' });
    setup('/clients/7/modules-buy?module=maps_package');
    await screen.findByRole('radio', { name: /Kaartenpakket/ });
    for (const [label, value] of [
      [tc('purchase.company'), 'Gemeente'],
      [tc('purchase.firstname'), 'An'],
      [tc('purchase.lastname'), 'Jansen'],
      [tc('purchase.street'), 'Dorpsstraat 2'],
      [tc('purchase.postalCode'), '1111 AA'],
      [tc('purchase.city'), 'Dorp'],
      [tc('purchase.email'), 'an@dorp.nl'],
    ] as const) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
    }
    const buy = screen.getByRole('button', { name: tc('modules.buy') });
    expect(buy.getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('checkbox', { name: tc('purchase.terms') }));
    await user.click(buy);
    await waitFor(() => expect(api.toasts()).toContain(tc('modules.bought')));
    expect(api.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      selected_module: 'maps_package',
      contact_email: 'an@dorp.nl',
    });
  });
});
