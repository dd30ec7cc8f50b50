import { tc } from '@eform/core/messages/clients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClientScreen, stubClientApi } from '../../clients.test-support';
import { CreditsAdminAddPage, defaultExpiryDate } from './credits-admin-add-page';

const api = stubClientApi();

function setup() {
  return renderClientScreen(<CreditsAdminAddPage />, {
    path: '/clients/:client_id/credits-admin-add',
    url: '/clients/7/credits-admin-add',
    roles: ['admin'],
  });
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('CreditsAdminAddPage', () => {
  it('defaults the expiry to two years ahead', () => {
    expect(defaultExpiryDate(new Date('2026-03-05T12:00:00Z'))).toBe('2028-03-05');
    setup();
    const expiry = screen.getByLabelText(tc('credits.adminAdd.expire')) as HTMLInputElement;
    expect(expiry.value).toBe(defaultExpiryDate());
  });

  it('names the missing fields and sends nothing', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('button', { name: tc('credits.adminAdd.submit') }));
    expect((await screen.findAllByText(tc('purchase.required'))).length).toBe(7);
    expect(api.calls).toHaveLength(0);
  });

  it('adds the credits with the contact and goes back to the credits', async () => {
    const user = userEvent.setup();
    api.answer(
      'POST /api/clients/7/credits',
      {
        id: 3,
        name: 'Handmatig',
        created: '2026-03-05T12:00:00Z',
        credits_total: 250,
        credits_left: 250,
        credit_expire_date: '2028-03-05T23:59:59Z',
        expired: false,
      },
      201,
    );
    setup();
    await user.type(field(tc('credits.adminAdd.name')), 'Handmatig');
    const total = screen.getByRole('textbox', { name: new RegExp(tc('credits.adminAdd.total')) });
    await user.clear(total);
    await user.type(total, '250');
    await user.type(field(tc('credits.adminAdd.company')), 'Gemeente');
    await user.type(field(tc('credits.adminAdd.addressedTo')), 'J. Jansen');
    await user.type(field(tc('purchase.street')), 'Markt 1');
    await user.type(field(tc('purchase.postalCode')), '1234 AB');
    await user.type(field(tc('purchase.city')), 'Dorp');
    await user.type(field(tc('purchase.email')), 'j@dorp.nl');
    await user.click(screen.getByRole('button', { name: tc('credits.adminAdd.submit') }));
    await waitFor(() =>
      expect(api.toasts()).toContain(tc('credits.adminAdd.saved', { credits: 250 })),
    );
    expect(api.calls[0]?.body).toEqual({
      name: 'Handmatig',
      credits_total: 250,
      credit_expire_date: defaultExpiryDate(),
      contact_company: 'Gemeente',
      contact_addressed_to: 'J. Jansen',
      contact_street: 'Markt 1',
      contact_postal_code: '1234 AB',
      contact_city: 'Dorp',
      contact_email: 'j@dorp.nl',
    });
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });
});
