import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import * as blob from '../../../lib/save-blob';
import { renderScreen } from '../../../test/render';
import { RegistrationDetailView } from './registration-detail-page';

const FORM = 'f-1';
const ID = 'r-1';
const BASE = `/api/form/${FORM}/registrations/${ID}`;
const FILE_URL = `/api/form/${FORM}/registrations/queue/q-1/file`;

const delivery = (overrides: Record<string, unknown> = {}) => ({
  delivery_id: 'd-1',
  setting_index: 0,
  recipients: 'aan: jan@example.nl; cc: kees@example.nl',
  status: 'sent',
  reason: null,
  attempts: 1,
  updated_at: '2026-03-05T13:08:00.000Z',
  ...overrides,
});

const registration = (deliveries: unknown[] | undefined) => ({
  _id: ID,
  form_id: FORM,
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
  ...(deliveries ? { deliveries } : {}),
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const fetchSpy = vi.fn(async (_path: string, _init?: RequestInit) => new Response('{}'));
let toastSpy: MockInstance<typeof notifications.show>;
const toasts = () => toastSpy.mock.calls.map(([toast]) => toast.message);
const paths = () => fetchSpy.mock.calls.map(([path]) => path);

/** The server: the detail (each call may answer another), a retry and the download. */
function serve(
  details: unknown[][],
  answers: { retry?: number; download?: number; file?: number } = {},
) {
  let calls = 0;
  fetchSpy.mockImplementation(async (path: string) => {
    // The review history and the versions (issue 34): none yet.
    if (/\/(reviews|versions)$/.test(path)) return json({ items: [] });
    if (path.endsWith('/retry')) {
      return answers.retry
        ? json({ code: 'conflict', message: 'Nee.' }, answers.retry)
        : json({ status: 'success' });
    }
    if (path.endsWith('/download-emails')) {
      return answers.download
        ? json({ code: 'not_found', message: 'Niets.' }, answers.download)
        : json({ status: 'success', url: FILE_URL });
    }
    if (path === FILE_URL) {
      return answers.file
        ? json({ code: 'not_found', message: 'Weg.' }, answers.file)
        : new Response('PK-zip', { headers: { 'content-type': 'application/zip' } });
    }
    const deliveries = details[Math.min(calls, details.length - 1)];
    calls += 1;
    return json(registration(deliveries));
  });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchSpy);
  toastSpy = vi.spyOn(notifications, 'show');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockReset();
});

async function renderDetail() {
  await act(async () => {
    renderScreen(
      <RegistrationDetailView
        formId={FORM}
        registrationId={ID}
        backTo={`/admin/form/${FORM}/registrations`}
        canDelete
      />,
      `/admin/form/${FORM}/registrations/${ID}`,
    );
  });
  await screen.findByTestId('registration-serial');
  return userEvent.setup();
}

const rows = () => screen.getAllByTestId('registration-delivery');

describe("the registration's e-mails (issue 20)", () => {
  it('lists each e-mail with its number, recipients, Dutch status, attempts and time', async () => {
    serve([
      [
        delivery(),
        delivery({
          delivery_id: 'd-2',
          setting_index: 1,
          status: 'retrying',
          reason: 'De mailserver nam de e-mail niet aan: 451',
          attempts: 2,
          recipients: 'aan: piet@example.nl',
        }),
        delivery({ delivery_id: 'd-3', setting_index: 2, status: 'pending', recipients: '' }),
      ],
    ]);
    await renderDetail();
    expect(screen.getByRole('heading', { name: 'Verzonden e-mails' })).toBeTruthy();
    const [sent, retrying, pending] = rows();
    if (!sent || !retrying || !pending) throw new Error('three rows expected');
    expect(within(sent).getByText('E-mail 1')).toBeTruthy();
    expect(within(sent).getByTestId('delivery-status').textContent).toBe('Verzonden');
    expect(within(sent).getByText('aan: jan@example.nl; cc: kees@example.nl')).toBeTruthy();
    expect(within(sent).getByText('5 mrt. 2026 14:08')).toBeTruthy();
    expect(within(sent).queryByTestId('delivery-reason')).toBeNull();
    expect(within(sent).queryByRole('button')).toBeNull();
    expect(within(retrying).getByTestId('delivery-status').textContent).toBe(
      'Wordt opnieuw geprobeerd',
    );
    expect(within(retrying).getByTestId('delivery-reason').textContent).toBe(
      'Reden: De mailserver nam de e-mail niet aan: 451',
    );
    expect(within(retrying).getByText('2')).toBeTruthy();
    expect(within(pending).getByTestId('delivery-status').textContent).toBe('In de wachtrij');
    expect(within(pending).getByText('Nog niet bepaald')).toBeTruthy();
  });

  it('shows the note of a sent e-mail that went otherwise than set up (Word as docx)', async () => {
    const note =
      'De Word-bijlage is als Word-bestand (.docx) verstuurd in plaats van als PDF: LibreOffice ontbreekt.';
    serve([[delivery({ reason: note })]]);
    await renderDetail();
    const [sent] = rows();
    if (!sent) throw new Error('a row expected');
    expect(within(sent).getByTestId('delivery-note').textContent).toBe(`Let op: ${note}`);
    expect(within(sent).queryByTestId('delivery-reason')).toBeNull();
  });

  it('says so when the registration has no e-mails, without the download', async () => {
    serve([[]]);
    await renderDetail();
    expect(screen.getByTestId('registration-deliveries-none').textContent).toBe(
      'Voor deze registratie zijn geen e-mails verstuurd.',
    );
    expect(screen.queryByRole('button', { name: 'E-mailbijlagen downloaden' })).toBeNull();
  });

  it('shows no e-mails section when the answer carries none (not a manager)', async () => {
    serve([undefined as unknown as unknown[]]);
    await renderDetail();
    expect(screen.queryByRole('heading', { name: 'Verzonden e-mails' })).toBeNull();
  });

  it('retries a failed e-mail: a toast, then the detail is asked again', async () => {
    const failed = delivery({ status: 'failed', reason: 'Er is geen ontvanger.', attempts: 6 });
    serve([[failed], [{ ...failed, status: 'pending', reason: null }]]);
    const user = await renderDetail();
    const [row] = rows();
    if (!row) throw new Error('a row expected');
    expect(within(row).getByTestId('delivery-status').textContent).toBe('Mislukt');
    expect(within(row).getByTestId('delivery-reason').textContent).toBe(
      'Reden: Er is geen ontvanger.',
    );
    await user.click(within(row).getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(toasts()).toContain('De e-mail wordt opnieuw verstuurd.'));
    expect(paths()).toContain(`${BASE}/deliveries/d-1/retry`);
    await waitFor(() =>
      expect(screen.getByTestId('delivery-status').textContent).toBe('In de wachtrij'),
    );
    expect(screen.queryByRole('button', { name: 'Opnieuw proberen' })).toBeNull();
  });

  it('says so when the retry is refused', async () => {
    serve([[delivery({ status: 'failed', reason: 'x' })]], { retry: 409 });
    const user = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(toasts()).toContain('De e-mail kon niet opnieuw worden verstuurd.'));
  });
});

describe('E-mailbijlagen downloaden', () => {
  it('has the zip made, fetches it with the key and saves it under the registration number', async () => {
    const save = vi.spyOn(blob, 'saveBlob').mockImplementation(() => undefined);
    serve([[delivery()]]);
    const user = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'E-mailbijlagen downloaden' }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect(paths()).toEqual(expect.arrayContaining([`${BASE}/download-emails`, FILE_URL]));
    const [saved, name] = save.mock.calls[0] ?? [];
    expect(name).toBe('E-mailbijlagen registratie 42.zip');
    expect(await saved?.text()).toBe('PK-zip');
    expect(toasts()).not.toContain('Bestand konden niet worden gedownload.');
  });

  it.each([
    ['nothing to attach', { download: 404 }],
    ['the file gone', { file: 404 }],
  ])('says the spec text when it fails (%s)', async (_case, answers) => {
    const save = vi.spyOn(blob, 'saveBlob').mockImplementation(() => undefined);
    serve([[delivery()]], answers);
    const user = await renderDetail();
    await user.click(screen.getByRole('button', { name: 'E-mailbijlagen downloaden' }));
    await waitFor(() => expect(toasts()).toContain('Bestand konden niet worden gedownload.'));
    expect(save).not.toHaveBeenCalled();
  });
});
