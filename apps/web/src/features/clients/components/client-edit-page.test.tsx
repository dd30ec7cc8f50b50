import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderClientScreen, sampleClient } from '../clients.test-support';
import { ClientEditPage } from './client-edit-page';

const api = stubFetchRoutes();
const anna = { id: 3, uuid: 'a', display_name: 'Anna', email: 'anna@example.nl' };
const bert = { id: 4, uuid: 'b', display_name: 'Bert', email: 'bert@example.nl' };

function setup(roles: Parameters<typeof renderClientScreen>[1]['roles'] = ['admin']) {
  const rendered = renderClientScreen(<ClientEditPage />, {
    path: '/clients/:client_id/edit',
    url: '/clients/7/edit',
    roles,
  });
  return { ...rendered, user: userEvent.setup() };
}

const nameInput = () => screen.getByLabelText(tc('clients.nameLabel'), { exact: false });
const save = () => screen.getByRole('button', { name: tc('clients.save') });

describe('ClientEditPage', () => {
  it('saves every field for an admin, toasts and goes to client_view', async () => {
    api.answer('GET /api/clients/7', sampleClient({ terms_and_conditions_users: [anna] }));
    api.answer('GET /api/clients/7/terms-users/candidates', [bert, anna]);
    api.answer('PATCH /api/clients/7', sampleClient({ name: 'Gemeente Nieuwdorp' }));
    const { user, router } = setup();
    await user.clear(await screen.findByLabelText(tc('clients.nameLabel'), { exact: false }));
    await user.type(nameInput(), 'Gemeente Nieuwdorp');
    await user.click(screen.getByRole('checkbox', { name: tc('clientsAdmin.module.location') }));
    await user.click(screen.getByRole('checkbox', { name: tc('clientsAdmin.module.word') }));
    const limit = screen.getByLabelText(tc('clients.lowCreditLimitLabel'), { exact: false });
    await user.clear(limit);
    await user.type(limit, '25');
    // The dialog adds Bert; Anna is on the list already and cannot be added twice.
    await user.click(screen.getByRole('button', { name: tc('clients.addUser') }));
    const dialog = await screen.findByRole('dialog');
    const table = await within(dialog).findByTestId('terms-candidates');
    const annaRow = within(table).getByText('Anna').closest('tr') as HTMLElement;
    expect(within(annaRow).getByRole('button').hasAttribute('disabled')).toBe(true);
    const bertRow = within(table).getByText('Bert').closest('tr') as HTMLElement;
    await user.click(within(bertRow).getByRole('button', { name: tc('clientsAdmin.users.add') }));
    await user.keyboard('{Escape}');
    await user.click(
      screen.getByRole('button', {
        name: tc('clientsAdmin.edit.removeTermsUser', { name: 'Anna' }),
      }),
    );
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/7'));
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({
      name: 'Gemeente Nieuwdorp',
      low_credit_email_limit: 25,
      user_register_intro_text: { value: '<p>Welkom</p>', format: 'filtered_html' },
      modules: ['location', 'tracking'],
      terms_and_conditions_users: [{ id: 4 }],
    });
    expect(api.toasts()).toEqual([tc('clients.saved', { name: 'Gemeente Nieuwdorp' })]);
  });

  it('shows a client manager no modules and no terms users, and sends neither', async () => {
    api.answer('GET /api/clients/7', sampleClient());
    api.answer('PATCH /api/clients/7', sampleClient());
    const { user } = setup(['client_manager']);
    await screen.findByLabelText(tc('clients.nameLabel'), { exact: false });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: tc('clients.addUser') })).toBeNull();
    await user.click(save());
    await waitFor(() => expect(api.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = api.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'low_credit_email_limit',
      'name',
      'user_register_intro_text',
    ]);
  });

  it('refuses an empty name and a negative limit at their fields, without saving', async () => {
    api.answer('GET /api/clients/7', sampleClient());
    const { user } = setup();
    await user.clear(await screen.findByLabelText(tc('clients.nameLabel'), { exact: false }));
    const limit = screen.getByLabelText(tc('clients.lowCreditLimitLabel'), { exact: false });
    await user.clear(limit);
    await user.click(save());
    expect(await screen.findByText(tc('clientsAdmin.edit.nameRequired'))).toBeTruthy();
    expect(screen.getByText(tc('clientsAdmin.edit.lowCreditInvalid'))).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('previews the intro text as the registration page shows it: sanitised', async () => {
    api.answer('GET /api/clients/7', sampleClient());
    const { user } = setup();
    const intro = await screen.findByLabelText(tc('clients.registerIntroLabel'));
    await user.clear(intro);
    await user.click(intro);
    await user.paste('<p>Hallo <script>x()</script><strong>allemaal</strong></p>');
    await waitFor(() =>
      expect(screen.getByTestId('intro-preview').innerHTML).toBe(
        '<p>Hallo <strong>allemaal</strong></p>',
      ),
    );
  });

  it("shows the server's 400 at the field it names and keeps the input", async () => {
    api.answer('GET /api/clients/7', sampleClient());
    api.answer(
      'PATCH /api/clients/7',
      { code: 'VALIDATION', message: 'Het veld "name" is niet goed ingevuld.' },
      400,
    );
    const { user, router } = setup();
    await user.type(await screen.findByLabelText(tc('clients.nameLabel'), { exact: false }), '!');
    await user.click(save());
    expect(await screen.findByText('Het veld "name" is niet goed ingevuld.')).toBeTruthy();
    expect((nameInput() as HTMLInputElement).value).toBe('Gemeente Testdorp!');
    expect(router.state.location.pathname).toBe('/clients/7/edit');
  });

  it("asks 'Wilt u deze pagina verlaten?' when leaving with changes, and stays on request", async () => {
    api.answer('GET /api/clients/7', sampleClient());
    const { user, router } = setup();
    await user.type(await screen.findByLabelText(tc('clients.nameLabel'), { exact: false }), 'x');
    await router.navigate('/clients/7');
    expect(await screen.findByText(t('form.leavePage'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tc('clientsAdmin.edit.stay') }));
    expect(router.state.location.pathname).toBe('/clients/7/edit');
  });

  it("labels the button 'Laden...' while saving", async () => {
    api.answer('GET /api/clients/7', sampleClient());
    const { user, router } = setup();
    api.answer('PATCH /api/clients/7', sampleClient());
    // The save's answer waits for the test: the stub's fetch is called once the gate opens.
    const stubbed = globalThis.fetch;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (init?.method === 'PATCH') await gate;
      return stubbed(input, init);
    });
    await screen.findByLabelText(tc('clients.nameLabel'), { exact: false });
    await user.click(save());
    expect(await screen.findByRole('button', { name: tc('clients.saving') })).toBeTruthy();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/clients/7'));
  });
});
