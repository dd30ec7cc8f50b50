import { ta } from '@eform/core/messages/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderScreen } from '../../../test/render';
import { RegistrationDetailView } from './registration-detail-page';

const BASE = '/api/form/f-1/registrations/r-1';

const registration = (hooks: unknown[] | undefined) => ({
  _id: 'r-1',
  form_id: 'f-1',
  form_name: 'Melding',
  form_type: 'default',
  registration_date: '2026-03-05T13:07:00.000Z',
  registration_updated_at: '2026-03-05T13:07:00.000Z',
  registration_serial_number: 42,
  registration_user_id: { username: 'jan@example.nl' },
  registration_name: 'Melding Dorpsstraat',
  registration_phase: null,
  registration_status: 'completed',
  registration_visible_state_transition: null,
  assigned_user_id: null,
  values: {},
  schema: [],
  rules: [],
  ...(hooks ? { webhook_integrations: hooks } : {}),
});

const delivery = (status: string, attempts: unknown[]) => ({
  delivery_id: 'd-1',
  hook_id: 'h-1',
  hook_name: 'Zaaksysteem',
  hook_type: 'post-to-url',
  hook_status: status,
  attempts,
  next_attempt_at: null,
  signal_id: null,
  created_at: '2026-03-05T13:07:01.000Z',
});

const FAILED = {
  at: '2026-03-05T13:07:02.000Z',
  status_code: 500,
  duration_ms: 41,
  response_excerpt: 'Interne fout in het zaaksysteem',
  error: 'De ontvanger antwoordde 500.',
};
const OK = { ...FAILED, at: '2026-03-05T13:09:00.000Z', status_code: 200, error: null };

const server = stubFetchRoutes();

function renderDetail() {
  return renderScreen(
    <RegistrationDetailView
      formId="f-1"
      registrationId="r-1"
      backTo="/admin/form/f-1/registrations"
      canDelete={false}
    />,
    '/admin/form/f-1/registrations/r-1',
  );
}

describe('registration detail: integrations (issue 31 §5)', () => {
  it('lists each hook with its attempts, and retries a failed one', async () => {
    server.answer(
      `GET ${BASE}`,
      registration([{ hook_id: 'h-1', hook_name: 'Zaaksysteem', hook_status: 'error' }]),
    );
    server.answer(`GET ${BASE}/hooks`, [delivery('error', [FAILED])]);
    server.answer(`POST ${BASE}/hooks/d-1/retry`, { status: 'success' });
    renderDetail();

    const section = await screen.findByRole('region', {
      name: ta('registrationDetail.hooksTitle'),
    });
    const hook = await within(section).findByTestId('registration-hook');
    expect(within(hook).getByText('Zaaksysteem')).toBeTruthy();
    expect(within(hook).getByText(ta('integrationSettings.type.post-to-url'))).toBeTruthy();
    expect(within(hook).getByTestId('hook-status').textContent).toBe('Fout');
    const attempts = within(hook).getByTestId('hook-attempts');
    expect(attempts.textContent).toContain('500');
    expect(attempts.textContent).toContain('41 ms');
    expect(attempts.textContent).toContain('De ontvanger antwoordde 500.');
    expect(within(attempts).getByText(ta('registrationDetail.hookAnswer'))).toBeTruthy();

    server.answer(`GET ${BASE}/hooks`, [delivery('success', [FAILED, OK])]);
    await userEvent
      .setup()
      .click(within(hook).getByRole('button', { name: 'Zaaksysteem opnieuw proberen' }));
    await waitFor(() =>
      expect(within(section).getByTestId('hook-status').textContent).toBe('Gelukt'),
    );
    expect(server.calls.some((call) => call.path === `${BASE}/hooks/d-1/retry`)).toBe(true);
    expect(server.toasts()).toContain(ta('registrationDetail.hookRetried'));
    expect(within(section).queryByRole('button', { name: /opnieuw proberen/ })).toBeNull();
  });

  it('has no section for a form without integrations', async () => {
    server.answer(`GET ${BASE}`, registration(undefined));
    renderDetail();
    await screen.findByRole('button', { name: ta('registrationDetail.resend') });
    expect(screen.queryByText(ta('registrationDetail.hooksTitle'))).toBeNull();
    expect(server.calls.some((call) => call.path.endsWith('/hooks'))).toBe(false);
  });

  it('asks at a resend whether the integrations go again too, off unless chosen', async () => {
    server.answer(
      `GET ${BASE}`,
      registration([{ hook_id: 'h-1', hook_name: 'Zaaksysteem', hook_status: 'success' }]),
    );
    server.answer(`GET ${BASE}/hooks`, [delivery('success', [OK])]);
    server.answer(`GET ${BASE}/resend*`, { status: 'success' });
    renderDetail();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: ta('registrationDetail.resend') }));
    const dialog = await screen.findByRole('dialog', {
      name: ta('registrationDetail.resendTitle'),
    });
    const box = within(dialog).getByRole('checkbox', {
      name: ta('registrationDetail.resendHooks'),
    }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: ta('registrationDetail.resend') }));
    await waitFor(() => expect(server.toasts()).toContain('Registratie is opnieuw verstuurd.'));
    expect(server.calls.map((call) => call.path)).toContain(`${BASE}/resend?hooks=1`);
  });
});
