import type { TForm } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminFormFixture } from '../../../test/admin-form-fixture.test-support';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderScreen } from '../../../test/render';
import { FormDetailProvider } from '../../form-admin-kit';
import { FormIntegrationsPage } from './form-integrations-page';

const SCHEMA = [
  { uuid: 'u1', name: 'omschrijving', elementType: 'text', label: 'Omschrijving' },
  { uuid: 'u2', name: 'plek', elementType: 'gps', label: 'Plek' },
  { uuid: 'u3', name: 'email', elementType: 'email', label: 'E-mail' },
];

const WEBHOOK = {
  hook_id: 'h-1',
  hook_name: 'Zaaksysteem',
  hook_type: 'post-to-url',
  hook_url: 'https://zaken.example.nl/in',
};

const formFixture = (overrides: Record<string, unknown> = {}): TForm =>
  adminFormFixture(SCHEMA, overrides);

const server = stubFetchRoutes();

function renderTab(form = formFixture()) {
  return renderScreen(
    <FormDetailProvider form={form}>
      <FormIntegrationsPage />
    </FormDetailProvider>,
    `/admin/form/${form.form_id}/integrations`,
  );
}

const card = (number = 1) => screen.getByTestId(`integration-${number}`);
const field = (label: string, number = 1) =>
  within(card(number)).getByLabelText(label, { exact: false }) as HTMLInputElement;
const saveButton = () =>
  screen.getAllByRole('button', { name: ta('integrationSettings.save') })[0] as HTMLElement;
const patches = () => server.calls.filter((call) => call.method === 'PATCH');

describe('Integraties tab (doc 2 §5, issue 31)', { timeout: 60_000 }, () => {
  it('explains an empty list, and refuses an empty webhook with core’s messages', async () => {
    renderTab();
    expect(screen.getByTestId('integrations-empty').textContent).toContain(
      ta('integrationSettings.empty'),
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: ta('integrationSettings.add') }));
    await user.click(saveButton());

    expect(server.toasts()).toContain(t('form.invalid'));
    expect(within(card()).getByText('Naam is verplicht')).toBeTruthy();
    expect(within(card()).getByText('URL is verplicht')).toBeTruthy();
    expect(document.activeElement).toBe(field(ta('integrationSettings.name')));
    expect(patches()).toEqual([]);

    // Fixed, its message goes; a wrong URL gets core's own.
    await user.type(field(ta('integrationSettings.name')), 'Zaaksysteem');
    await user.type(field(ta('integrationSettings.url')), 'zaken.example.nl');
    expect(within(card()).queryByText('Naam is verplicht')).toBeNull();
    expect(
      within(card()).getByText('Geen geldige URL (begin met https:// of http://)'),
    ).toBeTruthy();
  });

  it('checks each type’s own fields: Signalen’s category and location, the merged e-mail', async () => {
    renderTab(
      formFixture({
        webhook_integrations: [
          { hook_name: 'Signalen', hook_type: 'sia-signal-create', hook_url: 'https://sia.nl' },
          { hook_name: 'Schouw', hook_type: 'schouten-merge-registrations' },
        ],
      }),
    );
    await userEvent.setup().click(saveButton());
    expect(within(card(1)).getByText('Categorie is verplicht')).toBeTruthy();
    expect(within(card(1)).getByText('Kies een locatie-element of een vaste locatie')).toBeTruthy();
    expect(within(card(2)).getByText('E-mailadres is verplicht')).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it('saves, says so, and shows the secret the save made once', async () => {
    const form = formFixture();
    server.answer('PATCH /api/form/f-1', {
      ...form,
      revision_id: 8,
      webhook_integrations: [WEBHOOK],
      webhook_secrets: [{ hook_id: 'h-1', hook_name: 'Zaaksysteem', secret: 'whsec_geheim123' }],
    });
    const { router, queryClient } = renderTab(form);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: ta('integrationSettings.add') }));
    await user.type(field(ta('integrationSettings.name')), 'Zaaksysteem');
    await user.type(field(ta('integrationSettings.url')), 'https://zaken.example.nl/in');
    await user.click(saveButton());

    const dialog = await screen.findByRole('dialog', {
      name: ta('integrationSettings.secretsTitle'),
    });
    expect(within(dialog).getByText(ta('integrationSettings.secretsWarning'))).toBeTruthy();
    expect(within(dialog).getByText('whsec_geheim123')).toBeTruthy();
    expect(
      within(dialog).getByRole('button', { name: 'Geheim van Zaaksysteem kopiëren' }),
    ).toBeTruthy();
    expect(server.toasts()).toContain('Integraties zijn opgeslagen');
    const [patch] = patches();
    expect(patch?.body).toMatchObject({
      revision_id: 7,
      webhook_integrations: [
        { hook_name: 'Zaaksysteem', hook_type: 'post-to-url', hook_url: WEBHOOK.hook_url },
      ],
    });
    // The cached form never holds the secret.
    expect(JSON.stringify(queryClient.getQueryData(['form-admin', 'f-1']))).not.toContain('whsec_');

    await user.click(
      within(dialog).getByRole('button', { name: ta('integrationSettings.secretsDone') }),
    );
    await waitFor(() => expect(screen.queryByText('whsec_geheim123')).toBeNull());
    expect(screen.queryByText(ta('integrationSettings.unsaved'))).toBeNull();
    await act(() => router.navigate('/elders'));
    expect(router.state.location.pathname).toBe('/elders');
  });

  it('shows a field the server refused under that field, with the failure toast', async () => {
    server.answer(
      'PATCH /api/form/f-1',
      {
        code: 'VALIDATION',
        message: 'Het veld "webhook_integrations.0.hook_url" is niet goed ingevuld.',
      },
      400,
    );
    renderTab(formFixture({ webhook_integrations: [WEBHOOK] }));
    const user = userEvent.setup();
    await user.type(field(ta('integrationSettings.name')), ' 2');
    await user.click(saveButton());

    await waitFor(() =>
      expect(server.toasts()).toContain('Integraties konden niet worden aangepast.'),
    );
    const url = field(ta('integrationSettings.url'));
    expect(url.getAttribute('aria-invalid')).toBe('true');
    expect(within(card()).getByText(ta('integrationSettings.serverRefused'))).toBeTruthy();
    expect(field(ta('integrationSettings.name')).value).toBe('Zaaksysteem 2');
  });

  it('sends a test of a saved hook and shows the answer; not while it has changes', async () => {
    server.answer('POST /api/form/f-1/integrations/h-1/test', {
      ok: true,
      status_code: 202,
      duration_ms: 38,
      response_excerpt: '{"ontvangen":true}',
      error: null,
    });
    renderTab(formFixture({ webhook_integrations: [WEBHOOK] }));
    const user = userEvent.setup();
    const test = within(card()).getByRole('button', { name: 'Test versturen voor integratie 1' });
    await user.click(test);

    const answer = await within(card()).findByTestId('hook-test-answer');
    expect(answer.textContent).toContain(ta('integrationSettings.testOk'));
    expect(answer.textContent).toContain('202');
    expect(answer.textContent).toContain('38 ms');
    expect(answer.textContent).toContain('{"ontvangen":true}');

    await user.type(field(ta('integrationSettings.url')), '/v2');
    expect(test.hasAttribute('disabled')).toBe(true);
    expect(within(card()).getByText(ta('integrationSettings.testNeedsSave'))).toBeTruthy();
  });

  it('never shows a stored Signalen token, and offers to replace it', async () => {
    renderTab(
      formFixture({
        webhook_integrations: [
          {
            hook_id: 'h-2',
            hook_name: 'Signalen',
            hook_type: 'sia-signal-create',
            hook_url: 'https://api.signalen.nl',
            sia_token_set: true,
            sia: { category_url: 'https://api.signalen.nl/cat/afval', location_element: 'plek' },
          },
        ],
      }),
    );
    expect(within(card()).getByTestId('sia-token-set').textContent).toContain(
      ta('integrationSettings.siaTokenSet'),
    );
    expect(within(card()).queryByLabelText(ta('integrationSettings.siaToken'))).toBeNull();
    await userEvent
      .setup()
      .click(
        within(card()).getByRole('button', { name: ta('integrationSettings.siaTokenReplace') }),
      );
    expect(field(ta('integrationSettings.siaToken')).value).toBe('');
  });

  it('removes only after the question, and asks before leaving unsaved changes', async () => {
    const { router } = renderTab(formFixture({ webhook_integrations: [WEBHOOK] }));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Integratie 1 verwijderen' }));
    const dialog = await screen.findByRole('dialog', {
      name: ta('integrationSettings.removeTitle'),
    });
    await user.click(
      within(dialog).getByRole('button', { name: ta('integrationSettings.removeConfirm') }),
    );
    await waitFor(() => expect(screen.queryByTestId('integration-1')).toBeNull());
    act(() => void router.navigate('/elders'));
    expect(await screen.findByText(t('form.leavePage'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/form/f-1/integrations');
  });
});
