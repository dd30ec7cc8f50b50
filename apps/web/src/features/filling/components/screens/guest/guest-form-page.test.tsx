import type { TGuestForm } from '@eform/core/api/registrations';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../../../test/fake-xhr';
import { renderRouter } from '../../../../../test/render';
import { sessionStore } from '../../../../session';
import { el, required } from '../../../lib/fill-store/fixtures.test-support';
import { GuestFormPage } from './guest-form-page';

const guestForm: TGuestForm = {
  form_id: 'f1',
  form_name: 'Vraag aan de gemeente',
  form_type: 'default',
  form_summary: '',
  schema: [el('adres', 'text', required)],
  rules: [],
  settings: { search_enabled: true, searchable_fields: [{ value: 'adres', label: 'Adres' }] },
  form_settings: {},
};

// An easy challenge (the server's counter is random up to a few thousand): solved in 4 hashes.
const challenge = await createChallenge({
  algorithm: 'SHA-256',
  cost: 1,
  counter: 3,
  deriveKey,
  hmacSignatureSecret: 'test',
});

const fetchSpy = vi.fn(async (path: string) => {
  if (path === '/api/guest/form/g1') return new Response(JSON.stringify(guestForm));
  if (path === '/api/guest/form/g1/challenge') return new Response(JSON.stringify(challenge));
  if (path === '/api/form/f1/metadata/anonymous')
    return new Response(JSON.stringify({ email_word_files_processed: {} }));
  if (path.startsWith('/api/guest/form/g1/registrations/search'))
    return new Response(
      JSON.stringify({ registrations: [], pages_count: 0, registrations_count: 0 }),
    );
  return new Response('{"message":"Niet gevonden"}', { status: 404 });
});

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('fetch', fetchSpy);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockClear();
  sessionStore.set(null);
});

/** The guest screen at /guest/form/{guestId}, as the router gives it its parameter. */
function setup(guestId = 'g1') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/guest/form/:guest_id', element: <GuestFormPage /> }],
    { initialEntries: [`/guest/form/${guestId}`] },
  );
  return renderRouter(router, queryClient);
}

describe('guest form', () => {
  it('sends to the guest endpoint without an api key, even when someone is signed in here', async () => {
    sessionStore.set({
      apiKey: 'k1',
      user: { id: 1, uuid: 'u1', email: 'a@b.nl', display_name: 'A', roles: [], clients: [] },
      clientId: null,
    });
    const user = userEvent.setup();
    setup();
    expect(await screen.findByRole('heading', { name: 'Vraag aan de gemeente' })).toBeTruthy();
    await user.type(await screen.findByLabelText('adres', { exact: false }), 'Dorpsstraat 1');
    await user.click(screen.getByRole('button', { name: t('fill.submit') }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(FakeXhr.last().url).toBe('/api/guest/form/g1');
    expect(FakeXhr.last().headers['api-key']).toBeUndefined();
    expect(FakeXhr.last().json()).toMatchObject({
      form_id: 'f1',
      values: { adres: 'Dorpsstraat 1' },
    });
    // The challenge fetched when sending, solved in the browser, goes with the submit.
    const altcha = JSON.parse(atob((FakeXhr.last().json() as { altcha: string }).altcha));
    expect(altcha.challenge).toEqual(challenge);
    expect(altcha.solution).toMatchObject({ counter: 3 });
  });

  it('has a back button to the page the guest came from', async () => {
    const user = userEvent.setup();
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = createMemoryRouter(
      [
        { path: '/site', element: <p data-testid="came-from" /> },
        { path: '/guest/form/:guest_id', element: <GuestFormPage /> },
      ],
      { initialEntries: ['/site', '/guest/form/g1'] },
    );
    renderRouter(router, queryClient);
    await user.click(await screen.findByRole('button', { name: t('ui.common.back') }));
    expect(await screen.findByTestId('came-from')).toBeTruthy();
  });

  it('says so when the guest link is not (or no longer) valid', async () => {
    setup('onbekend');
    expect((await screen.findByTestId('guest-not-found')).textContent).toBe(
      th('fillScreen.guestNotFound'),
    );
  });

  it('searches the searchable field 250 ms after the last keystroke, not on every key', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(await screen.findByRole('button', { name: th('fillScreen.search') }));
    // Fewer than 3 characters: the dialog says so and asks the server nothing.
    expect((await screen.findByTestId('search-too-short')).textContent).toBe(
      'Vul bij "Zoekterm" minstens 3 tekens in om te zoeken.',
    );
    await user.type(await screen.findByLabelText(th('fillScreen.searchQuery')), 'Do');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByTestId('search-too-short')).toBeTruthy();
    await user.type(screen.getByLabelText(th('fillScreen.searchQuery')), 'rp');
    await waitFor(() =>
      expect(fetchSpy).toHaveBeenCalledWith(
        '/api/guest/form/g1/registrations/search?field=adres&query=Dorp&page=1',
        expect.anything(),
      ),
    );
    const searches = fetchSpy.mock.calls
      .map(([path]) => path)
      .filter((path) => path.includes('/registrations/search'));
    expect(searches.every((path) => /query=Dorp&/.test(path))).toBe(true);
    expect(await screen.findByTestId('search-empty')).toBeTruthy();
  });
});
