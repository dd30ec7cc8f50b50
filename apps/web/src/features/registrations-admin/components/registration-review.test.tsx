import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { RegistrationDetailView } from './registration-detail-page';

// The review, the correction and the versions of the registration detail (issue 34).

const FORM = 'f-1';
const ID = 'r-1';
const BASE = `/api/form/${FORM}/registrations/${ID}`;

const registration = (overrides: Record<string, unknown> = {}) => ({
  _id: ID,
  form_id: FORM,
  form_name: 'Melding',
  form_type: 'default',
  registration_date: '2026-03-05T13:07:00.000Z',
  registration_updated_at: '2026-03-05T13:07:00.000Z',
  registration_serial_number: 42,
  registration_user_id: { username: 'jan@example.nl' },
  registration_name: 'Melding 42',
  registration_phase: null,
  registration_status: 'completed',
  registration_visible_state_transition: null,
  assigned_user_id: null,
  deleted_at: null,
  review_state: null,
  review_comment: null,
  values: { naam: 'Jan', aantal: 3 },
  schema: [
    { uuid: 'u1', name: 'naam', elementType: 'text', label: 'Naam', validation: [] },
    { uuid: 'u2', name: 'aantal', elementType: 'number', label: 'Aantal', validation: [] },
  ],
  rules: [],
  ...overrides,
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type TAnswer = (init: RequestInit | undefined) => Response;
let answers: Record<string, TAnswer> = {};
const fetchSpy = vi.fn(async (path: string, init?: RequestInit) => {
  const key = `${init?.method ?? 'GET'} ${path}`;
  return answers[key]?.(init) ?? json({ code: 'NOT_FOUND', message: 'Niet gevonden.' }, 404);
});
const bodies = (key: string) =>
  fetchSpy.mock.calls
    .filter(([path, init]) => `${init?.method ?? 'GET'} ${path}` === key)
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  answers = {
    [`GET ${BASE}`]: () => json(registration()),
    [`GET ${BASE}/reviews`]: () => json({ items: [] }),
    [`GET ${BASE}/versions`]: () => json({ items: [] }),
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockReset();
});

async function renderDetail(canEdit = true) {
  await act(async () => {
    renderScreen(
      <RegistrationDetailView
        formId={FORM}
        registrationId={ID}
        backTo={`/admin/form/${FORM}/registrations`}
        canDelete={false}
        canEdit={canEdit}
      />,
      `/admin/form/${FORM}/registrations/${ID}`,
    );
  });
  await screen.findByTestId('registration-serial');
  return userEvent.setup();
}

const reviewSection = () => screen.getByRole('region', { name: 'Beoordeling' });

describe('Beoordeling', () => {
  it('saves the chosen state with its comment and shows it as the badge', async () => {
    answers[`PATCH ${BASE}/review`] = () =>
      json({
        review_state: 'has_issues',
        review_comment: 'Foto ontbreekt',
        reviewed_at: '2026-03-06T10:00:00.000Z',
        reviewed_by: { id: 7, display_name: 'Mia' },
      });
    const user = await renderDetail();
    const section = reviewSection();
    expect(within(section).getAllByTestId('review-state')[0]?.textContent).toBe('Niet beoordeeld');
    expect(
      await within(section).findByText('Deze registratie is nog niet beoordeeld.'),
    ).toBeTruthy();
    const select = within(section).getByRole('combobox', { name: 'Beoordeling' });
    expect([...(select as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'Kies een beoordeling',
      'Goedgekeurd',
      'Heeft problemen',
      'Afgewezen',
    ]);
    await user.selectOptions(select, 'has_issues');
    await user.type(within(section).getByRole('textbox', { name: 'Opmerking' }), 'Foto ontbreekt');
    await user.click(within(section).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() =>
      expect(within(section).getAllByTestId('review-state')[0]?.textContent).toBe(
        'Heeft problemen',
      ),
    );
    expect(bodies(`PATCH ${BASE}/review`)).toEqual([
      { review_state: 'has_issues', comment: 'Foto ontbreekt' },
    ]);
  });

  it('keeps what was typed and shows the server message when the save is refused', async () => {
    answers[`PATCH ${BASE}/review`] = () =>
      json({ code: 'CONFLICT', message: 'Alleen een verstuurde registratie.' }, 409);
    const user = await renderDetail();
    const section = reviewSection();
    await user.selectOptions(
      within(section).getByRole('combobox', { name: 'Beoordeling' }),
      'rejected',
    );
    const comment = within(section).getByRole('textbox', { name: 'Opmerking' });
    await user.type(comment, 'Dubbel');
    await user.click(within(section).getByRole('button', { name: 'Opslaan' }));
    expect(await within(section).findByText('Alleen een verstuurde registratie.')).toBeTruthy();
    expect((comment as HTMLTextAreaElement).value).toBe('Dubbel');
  });

  it('offers no form for a draft, only the history', async () => {
    answers[`GET ${BASE}`] = () => json(registration({ registration_status: 'draft' }));
    await renderDetail();
    const section = reviewSection();
    expect(within(section).queryByRole('button', { name: 'Opslaan' })).toBeNull();
    expect(within(section).getByText(/Alleen een verstuurde registratie/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Corrigeren' })).toBeNull();
  });
});

describe('Corrigeren and Versies', () => {
  it('is not offered without the permission to edit', async () => {
    await renderDetail(false);
    expect(screen.queryByRole('button', { name: 'Corrigeren' })).toBeNull();
  });

  it('sends only the changed field, then shows the new version', async () => {
    let corrected = false;
    answers[`PATCH ${BASE}`] = () => {
      corrected = true;
      return json({
        version: 2,
        values: { naam: 'Johan', aantal: 3 },
        registration_updated_at: '2026-03-06T10:00:00.000Z',
      });
    };
    answers[`GET ${BASE}/versions`] = () =>
      json({
        items: corrected
          ? [
              {
                version: 2,
                at: '2026-03-06T10:00:00.000Z',
                user: { id: 7, display_name: 'Mia' },
                comment: 'Typfout',
                changes: [{ name: 'naam', label: 'Naam', before: 'Jan', after: 'Johan' }],
              },
              {
                version: 1,
                at: '2026-03-05T13:07:00.000Z',
                user: null,
                comment: null,
                changes: [],
              },
            ]
          : [],
      });
    const user = await renderDetail();
    expect(await screen.findByText('Deze registratie is nog niet gecorrigeerd.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Corrigeren' }));
    const naam = screen.getByTestId('correct-naam');
    await user.clear(naam);
    await user.type(naam, 'Johan');
    await user.type(screen.getByRole('textbox', { name: 'Reden van de correctie' }), 'Typfout');
    await user.click(screen.getByRole('button', { name: 'Correctie opslaan' }));
    const version = await screen.findByTestId('registration-version-2');
    expect(bodies(`PATCH ${BASE}`)).toEqual([{ values: { naam: 'Johan' }, comment: 'Typfout' }]);
    expect(within(version).getByText('Gecorrigeerd door Mia', { exact: false })).toBeTruthy();
    const row = within(version).getByRole('row', { name: /Naam/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Jan', 'Johan']);
    expect(screen.getByTestId('registration-version-1').textContent).toContain(
      'Verstuurd door de invuller',
    );
    expect(screen.queryByRole('button', { name: 'Correctie opslaan' })).toBeNull();
  });

  it('checks a value before sending and keeps everything typed on a refusal', async () => {
    answers[`PATCH ${BASE}`] = () =>
      json({ code: 'VALIDATION', message: 'Het veld "naam" is niet goed ingevuld.' }, 400);
    const user = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Corrigeren' }));
    const aantal = screen.getByTestId('correct-aantal');
    await user.clear(aantal);
    await user.type(aantal, 'veel');
    await user.click(screen.getByRole('button', { name: 'Correctie opslaan' }));
    expect(await screen.findByText('Controleer de gemarkeerde velden.')).toBeTruthy();
    expect(bodies(`PATCH ${BASE}`)).toEqual([]);

    await user.clear(aantal);
    await user.type(aantal, '4');
    const naam = screen.getByTestId('correct-naam');
    await user.type(naam, 'x');
    await user.click(screen.getByRole('button', { name: 'Correctie opslaan' }));
    expect(await screen.findByText('Het veld "naam" is niet goed ingevuld.')).toBeTruthy();
    expect((naam as HTMLInputElement).value).toBe('Janx');
    expect((aantal as HTMLInputElement).value).toBe('4');
  });

  it('says so when nothing changed, and sends nothing', async () => {
    const user = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Corrigeren' }));
    await user.click(screen.getByRole('button', { name: 'Correctie opslaan' }));
    expect(await screen.findByText('Er is niets gewijzigd.')).toBeTruthy();
    expect(bodies(`PATCH ${BASE}`)).toEqual([]);
  });
});
