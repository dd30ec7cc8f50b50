import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { th } from '@eform/core/messages/home';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderClientScreen, stubClientApi } from '../../clients.test-support';
import { CreditsBuyPage } from './credits-buy-page';

const api = stubClientApi();

const bundles = [
  { id: 1, name: 'Basis', price: 12500, pricePerCredit: 25, credits: 500 },
  { id: 2, name: 'Plus', price: 17550, pricePerCredit: 17.55, credits: 1000 },
];

function setup() {
  api.answer('GET /api/clients/7/credit-bundles', bundles);
  return renderClientScreen(<CreditsBuyPage />, {
    path: '/clients/:client_id/credits-buy',
    url: '/clients/7/credits-buy',
    roles: ['financial'],
  });
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  const values: [string, string][] = [
    [tc('purchase.company'), 'Gemeente Testdorp'],
    [tc('purchase.firstname'), 'Jan'],
    [tc('purchase.lastname'), 'de Vries'],
    [tc('purchase.street'), 'Markt 1'],
    [tc('purchase.postalCode'), '1234 AB'],
    [tc('purchase.city'), 'Testdorp'],
    [tc('purchase.email'), 'jan@testdorp.nl'],
  ];
  for (const [label, value] of values) {
    await user.type(screen.getByRole('textbox', { name: new RegExp(`^${label}`) }), value);
  }
}

describe('CreditsBuyPage', () => {
  it('shows each bundle with its price in euros with a comma, excl. VAT, and per credit', async () => {
    setup();
    const prices = await screen.findAllByTestId('bundle-price');
    expect(prices.map((p) => p.textContent)).toEqual(['€ 125,00 excl. btw', '€ 175,50 excl. btw']);
    expect(screen.getByText(tc('credits.buy.perCredit', { price: '€ 0,25' }))).toBeTruthy();
    expect(screen.getByText(tc('credits.buy.perCredit', { price: '€ 0,18' }))).toBeTruthy();
  });

  it("enables 'Koop credits' only with the terms ticked, saying what is missing, and names missing fields", async () => {
    const user = userEvent.setup();
    setup();
    const buy = await screen.findByRole('button', { name: tc('credits.buy') });
    // Disabled, but in the tab order, described by what is missing (issue 30, 15).
    expect(buy.getAttribute('aria-disabled')).toBe('true');
    expect((buy as HTMLButtonElement).disabled).toBe(false);
    const missing = () => document.getElementById(buy.getAttribute('aria-describedby') ?? '');
    expect(missing()?.textContent).toContain(tc('credits.buy.missingBundle'));
    expect(missing()?.textContent).toContain(tc('purchase.missingTerms'));
    // A click before the terms sends nothing and shows no errors.
    await user.click(buy);
    expect(screen.queryByText(tc('purchase.required'))).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: tc('purchase.terms') }));
    expect(buy.getAttribute('aria-disabled')).toBeNull();
    expect(buy.getAttribute('aria-describedby')).toBeNull();
    await user.click(buy);
    expect(await screen.findByText(tc('credits.buy.noBundleSelected'))).toBeTruthy();
    expect(screen.getAllByText(tc('purchase.required')).length).toBe(7);
    expect(screen.getByRole('alert').textContent).toBe(t('form.invalid'));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('opens the terms over the form and keeps what was entered', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('radio', { name: /Plus/ }));
    // A bundle chosen, only the terms are missing.
    const buy = screen.getByRole('button', { name: tc('credits.buy') });
    const missing = document.getElementById(buy.getAttribute('aria-describedby') ?? '');
    expect(missing?.textContent).not.toContain(tc('credits.buy.missingBundle'));
    expect(missing?.textContent).toContain(tc('purchase.missingTerms'));
    await user.type(screen.getByRole('textbox', { name: /^Voornaam/ }), 'Jan');
    await user.click(screen.getByRole('button', { name: tc('purchase.readTerms') }));
    const dialog = await screen.findByRole('dialog', { name: th('terms.title') });
    expect(within(dialog).getAllByRole('listitem').length).toBeGreaterThan(0);
    await user.click(
      within(dialog).getAllByRole('button', { name: t('ui.common.close') })[1] as HTMLElement,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Voornaam/ }).value).toBe('Jan');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: /Plus/ }).checked).toBe(true);
  });

  it("buys the chosen bundle with the contact and toasts 'Credits zijn gekocht.'", async () => {
    const user = userEvent.setup();
    api.answer('POST /api/clients/7/credit-buy', { status: 'paid', order_id: 'abc' });
    setup();
    await user.click(await screen.findByRole('radio', { name: /Plus/ }));
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: tc('purchase.terms') }));
    await user.click(screen.getByRole('button', { name: tc('credits.buy') }));
    await waitFor(() => expect(api.toasts()).toContain(tc('credits.bought')));
    const post = api.calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      bundle: 2,
      contact_company: 'Gemeente Testdorp',
      contact_firstname: 'Jan',
      contact_lastname: 'de Vries',
      contact_street: 'Markt 1',
      contact_postal_code: '1234 AB',
      contact_city: 'Testdorp',
      contact_email: 'jan@testdorp.nl',
    });
    expect(await screen.findByTestId('navigated')).toBeTruthy();
  });

  it('goes to the checkout-url when the answer gives one', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const user = userEvent.setup();
    api.answer('POST /api/clients/7/credit-buy', {
      status: 'pending',
      order_id: 'abc',
      'checkout-url': 'https://betalen.example.nl/checkout?order=abc',
    });
    setup();
    await user.click(await screen.findByRole('radio', { name: /Basis/ }));
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: tc('purchase.terms') }));
    await user.click(screen.getByRole('button', { name: tc('credits.buy') }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://betalen.example.nl/checkout?order=abc'),
    );
    expect(api.toasts()).not.toContain(tc('credits.bought'));
  });

  it("shows the server's refusal as a red alert and keeps what was typed", async () => {
    const user = userEvent.setup();
    api.answer(
      'POST /api/clients/7/credit-buy',
      { code: 'VALIDATION', message: 'Het veld "contact_email" is niet goed ingevuld.' },
      400,
    );
    setup();
    await user.click(await screen.findByRole('radio', { name: /Basis/ }));
    await fillContact(user);
    await user.click(screen.getByRole('checkbox', { name: tc('purchase.terms') }));
    await user.click(screen.getByRole('button', { name: tc('credits.buy') }));
    expect((await screen.findByRole('alert')).textContent).toContain('contact_email');
    expect((screen.getByRole('textbox', { name: /^Plaats/ }) as HTMLInputElement).value).toBe(
      'Testdorp',
    );
  });
});
