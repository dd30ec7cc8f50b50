import type { TRegistration } from '@eform/core/api/registrations';
import { th } from '@eform/core/messages/home';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../../../test/render';
import { el } from '../../../lib/fill-store/fixtures.test-support';
import { AssignedRegistrationsPage } from '../assigned/assigned-registrations-page';
import { MyRegistrationsPage } from '../my-registrations/my-registrations-page';

/** The server's answers by path, in the contract's shapes. */
let answers: Record<string, unknown> = {};
const fetchSpy = vi.fn(async (path: string) =>
  path in answers
    ? new Response(JSON.stringify(answers[path]), { status: 200 })
    : new Response('{"message":"nee"}', { status: 404 }),
);

beforeEach(() => vi.stubGlobal('fetch', fetchSpy));
afterEach(() => {
  vi.unstubAllGlobals();
  answers = {};
});

const registration: TRegistration = {
  _id: 'r1',
  form_id: 'f1',
  form_name: 'Melding openbare ruimte',
  form_type: 'default',
  registration_date: '2026-03-05T13:07:00.000Z',
  registration_updated_at: '2026-03-05T13:07:00.000Z',
  registration_serial_number: 1,
  registration_user_id: { username: 'invuller@example.nl' },
  registration_name: 'Melding 1',
  registration_phase: null,
  registration_status: 'completed',
  registration_visible_state_transition: null,
  assigned_user_id: null,
  values: { adres: 'Dorpsstraat 1' },
  schema: [el('adres', 'text')],
  rules: [],
};

describe('my registrations', () => {
  it("says 'U heeft nog geen registraties gedaan.' when there are none", async () => {
    answers['/api/my-registrations?page=1'] = {
      registrations: [],
      pages_count: 0,
      registrations_count: 0,
    };
    renderScreen(<MyRegistrationsPage />, '/my-registration-list');
    expect((await screen.findByTestId('my-registrations-empty')).textContent).toBe(
      'U heeft nog geen registraties gedaan.',
    );
  });

  it("opens 'Bekijk registratie' read-only; 'Opnieuw invullen' opens the form prefilled", async () => {
    answers['/api/my-registrations?page=1'] = {
      registrations: [
        {
          _id: 'r1',
          form_id: 'f1',
          form_name: 'Melding openbare ruimte',
          form_summary: 'Meldingen op straat',
          registration_name: 'Melding 1',
          registration_phase: null,
          registration_date: '2026-03-05T13:07:00.000Z',
          registration_updated_at: '2026-03-05T13:07:00.000Z',
        },
        {
          _id: 'r2',
          form_id: 'f2',
          form_name: 'Inspectie speeltoestel',
          form_summary: '',
          registration_name: 'Parkweg',
          registration_phase: '2',
          registration_date: '2026-03-04T13:07:00.000Z',
          registration_updated_at: '2026-03-04T13:07:00.000Z',
        },
      ],
      pages_count: 1,
      registrations_count: 2,
    };
    answers['/api/form/f1/registrations/r1'] = registration;
    const user = userEvent.setup();
    const { router } = renderScreen(<MyRegistrationsPage />, '/my-registration-list');
    // Rows of one form tell apart by the registration's own name, not only by their date.
    // A workflow registration also says its phase.
    const details = await screen.findAllByTestId('row-detail');
    expect(details.map((detail) => detail.textContent)).toEqual(['Melding 1', 'Parkweg · Fase 2']);
    await user.click(await screen.findByRole('button', { name: 'Melding openbare ruimte' }));
    expect(await screen.findByText(th('myRegistrations.viewTitle'))).toBeTruthy();
    expect(await screen.findByText('Dorpsstraat 1')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: th('myRegistrations.fillAgain') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/f1/0'));
    expect(router.state.location.search).toBe('?registration_id=r1');
  });
});

describe('assigned registrations', () => {
  it('shows its empty text when nothing is assigned', async () => {
    answers['/api/assigned-registrations'] = [];
    renderScreen(<AssignedRegistrationsPage />, '/assigned-registration-list');
    expect((await screen.findByTestId('assigned-empty')).textContent).toBe(th('assigned.empty'));
  });

  it('lists form, registration name, phase and last change; a row continues the draft', async () => {
    answers['/api/assigned-registrations'] = [
      {
        _id: 'r9',
        form_id: 'f2',
        form_name: 'Inspectie speeltoestel',
        form_summary: '',
        registration_name: 'Inspectie 3',
        registration_phase: '2',
        registration_date: '2026-03-05T13:07:00.000Z',
      },
    ];
    const user = userEvent.setup();
    const { router } = renderScreen(<AssignedRegistrationsPage />, '/assigned-registration-list');
    const link = await screen.findByRole('link', { name: 'Inspectie speeltoestel' });
    expect(screen.getByRole('cell', { name: '2' })).toBeTruthy();
    expect(screen.getByTestId('row-detail').textContent).toBe('Inspectie 3');
    await user.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/form-workflow/f2/r9'));
  });
});
