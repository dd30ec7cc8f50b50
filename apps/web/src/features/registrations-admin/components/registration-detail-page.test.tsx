import { ta } from '@eform/core/messages/admin';
import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { RegistrationDetailView } from './registration-detail-page';

const FORM = 'f-1';
const ID = 'r-1';
const BASE = `/api/form/${FORM}/registrations/${ID}`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  _id: ID,
  form_id: FORM,
  form_name: 'Melding',
  form_type: 'workflow',
  registration_date: '2026-03-05T13:07:00.000Z',
  registration_updated_at: '2026-03-05T13:07:00.000Z',
  registration_serial_number: 42,
  registration_user_id: { username: 'jan@example.nl' },
  registration_name: 'Melding Dorpsstraat',
  registration_phase: '2',
  registration_status: 'completed',
  registration_visible_state_transition: null,
  assigned_user_id: null,
  values: { naam: 'Jan Jansen' },
  schema: [{ uuid: 'u1', name: 'naam', elementType: 'text', label: 'Naam melder', validation: [] }],
  rules: [],
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server: the registration, and each action's answer (success unless told). */
function serve(detail: Response | (() => Response), actions: Record<string, number> = {}) {
  fetchSpy.mockImplementation(async (path: string) => {
    // The review history and the versions (issue 34): none yet.
    if (/\/(reviews|versions)$/.test(path)) return json({ items: [] });
    const action = /\/(trash|untrash|resend)$/.exec(path)?.[1];
    if (action) {
      const status = actions[action] ?? 200;
      return status === 200
        ? json({ status: 'success' })
        : json({ code: 'internal', message: 'Er ging iets mis.' }, status);
    }
    return typeof detail === 'function' ? detail() : detail.clone();
  });
}

const fetchSpy = vi.fn(async (_path: string, _init?: RequestInit) => new Response('{}'));
let toastSpy: MockInstance<typeof notifications.show>;
const toasts = () => toastSpy.mock.calls.map(([toast]) => toast.message);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  toastSpy = vi.spyOn(notifications, 'show');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockReset();
});

async function renderDetail(canDelete = true) {
  let result: ReturnType<typeof renderScreen> | undefined;
  await act(async () => {
    result = renderScreen(
      <RegistrationDetailView
        formId={FORM}
        registrationId={ID}
        backTo={`/admin/form/${FORM}/registrations?tab=trash&page=3`}
        canDelete={canDelete}
      />,
      `/admin/form/${FORM}/registrations/${ID}`,
    );
  });
  await screen.findByTestId('registration-serial');
  return { ...(result as ReturnType<typeof renderScreen>), user: userEvent.setup() };
}

const button = (name: string) => screen.getByRole('button', { name });

describe('RegistrationDetailView (doc 2 registration detail)', () => {
  it('shows the serial number, name, phase, user, Dutch date and status', async () => {
    serve(json(registration()));
    await renderDetail();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Melding Dorpsstraat');
    expect(screen.getByTestId('registration-serial').textContent).toBe('42');
    expect(screen.getByTestId('registration-name').textContent).toBe('Melding Dorpsstraat');
    expect(screen.getByTestId('registration-phase').textContent).toBe('2');
    expect(screen.getByTestId('registration-user').textContent).toBe('jan@example.nl');
    expect(screen.getByTestId('registration-date').textContent).toBe('5 mrt. 2026 14:07');
    expect(screen.getByTestId('registration-status').textContent).toBe('Verstuurd');
    expect(fetchSpy.mock.calls[0]?.[0]).toBe(BASE);
  });

  it('shows the registration read-only in its own schema with its values', async () => {
    const gebreken = {
      uuid: 'u2',
      name: 'gebreken',
      elementType: 'subform',
      label: 'Gebreken',
      registrationLabel: 'Gebrek',
      summaryText: '$wat$',
      subform: { schema: [{ uuid: 'u3', name: 'wat', elementType: 'text', label: 'Wat' }] },
    };
    const { schema } = registration();
    serve(
      json(
        registration({
          schema: [...schema, gebreken],
          values: { naam: 'Jan Jansen', gebreken: [{ wat: 'Lekkage', subform_index: 1 }] },
        }),
      ),
    );
    await renderDetail();
    expect(await screen.findByText('Naam melder')).toBeTruthy();
    expect(screen.getByText('Jan Jansen')).toBeTruthy();
    // A subform item by its heading and its summary (doc 2 summaryText), then its values.
    const item = (await screen.findByText('Gebrek 1')).closest('li') as HTMLElement;
    expect(within(item).getAllByText('Lekkage')).toHaveLength(2);
    // Nothing of the filled-in form can be typed in (the review's comment is its own field).
    const content = screen.getByRole('region', { name: 'Ingevulde gegevens' });
    expect(within(content).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Versturen' })).toBeNull();
  });

  it('leaves out the phase for a default form and names a guest as such', async () => {
    serve(json(registration({ form_type: 'default', registration_user_id: null })));
    await renderDetail();
    expect(screen.queryByTestId('registration-phase')).toBeNull();
    expect(screen.getByTestId('registration-user').textContent).toBe(
      ta('registrationDetail.guest'),
    );
  });

  it('goes back to the list with the query it was left with', async () => {
    serve(json(registration()));
    const { user, router } = await renderDetail();
    await user.click(screen.getByRole('link', { name: ta('registrationDetail.back') }));
    expect(router.state.location.pathname).toBe(`/admin/form/${FORM}/registrations`);
    expect(router.state.location.search).toBe('?tab=trash&page=3');
  });

  it('offers no trash without eform manage form registrations delete', async () => {
    serve(json(registration()));
    await renderDetail(false);
    expect(screen.queryByRole('button', { name: 'Naar prullenbak' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Uit prullenbak halen' })).toBeNull();
    expect(button('Opnieuw versturen')).toBeTruthy();
  });

  it('has no button to download e-mail attachments while the registration has no e-mails', async () => {
    serve(json(registration({ deliveries: [] })));
    await renderDetail();
    expect(screen.queryByRole('button', { name: /bijlagen/i })).toBeNull();
  });

  it('asks again every 5 s while an e-mail is on its way, and stops once it was sent', async () => {
    const delivery = (status: string) => ({
      delivery_id: 'd-1',
      setting_index: 0,
      recipients: 'melder@example.nl',
      status,
      reason: null,
      attempts: 1,
      updated_at: '2026-03-05T13:07:00.000Z',
    });
    let answers = 0;
    serve(() => {
      answers += 1;
      return json(registration({ deliveries: [delivery(answers === 1 ? 'pending' : 'sent')] }));
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await renderDetail();
      expect(screen.getByTestId('delivery-status').textContent).toBe(
        ta('registrationDetail.deliveryStatus.pending'),
      );
      await act(() => vi.advanceTimersByTimeAsync(5_000));
      await waitFor(() =>
        expect(screen.getByTestId('delivery-status').textContent).toBe(
          ta('registrationDetail.deliveryStatus.sent'),
        ),
      );
      await act(() => vi.advanceTimersByTimeAsync(15_000));
      expect(answers).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks before trashing, then shows the trashed state and offers the restore', async () => {
    serve(json(registration()));
    const { user, queryClient } = await renderDetail();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(button('Naar prullenbak'));
    const dialog = await screen.findByRole('dialog');
    expect(fetchSpy.mock.calls.some(([path]) => path.endsWith('/trash'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Naar prullenbak' }));

    expect(await screen.findByRole('button', { name: 'Uit prullenbak halen' })).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([path]) => path)).toContain(`${BASE}/trash`);
    expect(toasts()).toContain('Registratie is verplaatst naar de prullenbak.');
    expect(screen.getByTestId('registration-state').textContent).toBe('Prullenbak');
    expect(screen.getByTestId('registration-status').textContent).toMatch(/^In prullenbak sinds /);
    expect(screen.queryByRole('button', { name: 'Opnieuw versturen' })).toBeNull();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['form-admin', FORM, 'registrations'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(button('Uit prullenbak halen'));
    expect(await screen.findByRole('button', { name: 'Naar prullenbak' })).toBeTruthy();
    expect(fetchSpy.mock.calls.map(([path]) => path)).toContain(`${BASE}/untrash`);
    expect(toasts()).toContain('Registratie is uit de prullenbak gehaald.');
  });

  it('cancelling the confirmation trashes nothing', async () => {
    serve(json(registration()));
    const { user } = await renderDetail();
    await user.click(button('Naar prullenbak'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: ta('ui.formsAdmin.cancel') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchSpy.mock.calls.some(([path]) => path.endsWith('/trash'))).toBe(false);
  });

  it('shows a trashed registration with the restore, from deleted_at', async () => {
    serve(json(registration({ deleted_at: '2026-03-06T09:00:00.000Z' })));
    await renderDetail();
    expect(button('Uit prullenbak halen')).toBeTruthy();
    expect(screen.getByTestId('registration-status').textContent).toBe(
      'In prullenbak sinds 6 mrt. 2026 10:00',
    );
  });

  it('resends with its toast', async () => {
    serve(json(registration()));
    const { user } = await renderDetail();
    await user.click(button('Opnieuw versturen'));
    await waitFor(() => expect(toasts()).toContain('Registratie is opnieuw verstuurd.'));
    expect(fetchSpy.mock.calls.map(([path]) => path)).toContain(`${BASE}/resend`);
  });

  it.each([
    ['resend', 'Opnieuw versturen', 'Registratie kon niet opnieuw verstuurd worden.'],
    ['untrash', 'Uit prullenbak halen', 'Registratie kon niet uit de prullenbak gehaald worden.'],
  ])('says so when %s fails with a 500', async (action, label, message) => {
    serve(
      json(registration({ deleted_at: action === 'untrash' ? '2026-03-06T09:00:00.000Z' : null })),
      {
        [action]: 500,
      },
    );
    const { user } = await renderDetail();
    await user.click(button(label));
    await waitFor(() => expect(toasts()).toContain(message));
    expect(button(label)).toBeTruthy();
  });

  it('says so when trash fails with a 500, and the registration stays', async () => {
    serve(json(registration()), { trash: 500 });
    const { user } = await renderDetail();
    await user.click(button('Naar prullenbak'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Naar prullenbak' }));
    await waitFor(() =>
      expect(toasts()).toContain('Registratie kon niet worden verplaatst naar de prullenbak.'),
    );
    expect(screen.getByTestId('registration-status').textContent).toBe('Verstuurd');
  });
});

describe('RegistrationDetailView when the registration does not load', () => {
  async function renderFailing() {
    await act(async () => {
      renderScreen(
        <RegistrationDetailView
          formId={FORM}
          registrationId={ID}
          backTo={`/admin/form/${FORM}/registrations`}
          canDelete
        />,
      );
    });
  }

  it('says a missing registration is not found, with the way back', async () => {
    serve(() => json({ code: 'not_found', message: 'Niet gevonden.' }, 404));
    await renderFailing();
    expect((await screen.findByTestId('registration-not-found')).textContent).toBe(
      ta('registrationDetail.notFound'),
    );
    expect(screen.getByRole('link', { name: ta('registrationDetail.back') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('offers a retry after another failure, and shows the registration once it loads', async () => {
    let calls = 0;
    serve(() =>
      ++calls === 1 ? json({ code: 'internal', message: 'x' }, 500) : json(registration()),
    );
    await renderFailing();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Opnieuw proberen' }));
    expect((await screen.findByTestId('registration-serial')).textContent).toBe('42');
  });
});
