import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderClientScreen, stubClientApi } from '../../clients.test-support';
import { SubjectRequestsPage } from './subject-requests-page';

const api = stubClientApi();

const REPORT = '11111111-1111-4111-8111-111111111111';
const PERMIT = '22222222-2222-4222-8222-222222222222';
const OTHER = '33333333-3333-4333-8333-333333333333';

const hit = (id: string, form: string, serial: number, extra: object = {}) => ({
  form_id: `form-${form}`,
  form_name: form,
  registration_id: id,
  serial_number: serial,
  registration_date: '2026-03-05T13:07:00.000Z',
  registration_name: `Registratie ${serial}`,
  status: 'completed',
  deleted_at: null,
  matched: [{ name: 'email', label: 'E-mailadres', value: 'jan@example.nl' }],
  ...extra,
});

const FOUND = {
  items: [
    hit(REPORT, 'Meldingen', 4),
    hit(OTHER, 'Meldingen', 9),
    hit(PERMIT, 'Vergunningen', 2, { status: 'draft', deleted_at: '2026-04-01T10:00:00.000Z' }),
  ],
  truncated: false,
};

function setup() {
  return renderClientScreen(<SubjectRequestsPage />, {
    path: '/clients/:client_id/subject-requests',
    url: '/clients/7/subject-requests',
    roles: ['client_manager'],
  });
}

async function searchFor(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByRole('searchbox', { name: tc('subjectRequests.query') }), text);
  await user.click(screen.getByRole('button', { name: tc('subjectRequests.search') }));
}

describe('SubjectRequestsPage', () => {
  it('searches by e-mail and shows the registrations per form, all selected, with what matched', async () => {
    api.answer('POST /api/clients/7/subject-requests/search', FOUND);
    const user = userEvent.setup();
    setup();
    await searchFor(user, ' jan@example.nl ');
    const reports = await screen.findByRole('checkbox', {
      name: tc('subjectRequests.selectForm', { form: 'Meldingen' }),
    });
    expect(api.calls.at(-1)?.body).toEqual({ query: 'jan@example.nl', field: 'email' });
    expect((reports as HTMLInputElement).checked).toBe(true);
    const hits = screen.getAllByTestId('subject-hit');
    expect(hits).toHaveLength(3);
    expect(within(hits[2] as HTMLElement).getByText(tc('subjectRequests.trashed'))).toBeTruthy();
    expect(screen.getAllByText('jan@example.nl')).toHaveLength(3);
    expect(
      screen.getByText(tc('subjectRequests.found', { count: '3', selected: '3' })),
    ).toBeTruthy();
    // One registration unticked: its form's box is neither all nor none.
    await user.click(
      screen.getByRole('checkbox', { name: tc('subjectRequests.select', { serial: '9' }) }),
    );
    expect((reports as HTMLInputElement).checked).toBe(false);
    expect(reports.getAttribute('data-indeterminate')).toBe('true');
  });

  it("searches 'Naam' and says so when nothing is found", async () => {
    api.answer('POST /api/clients/7/subject-requests/search', { items: [], truncated: false });
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('radio', { name: tc('subjectRequests.field.name') }));
    await searchFor(user, 'Jan Jansen');
    expect(await screen.findByText(tc('subjectRequests.empty'))).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ query: 'Jan Jansen', field: 'name' });
  });

  it('does not search for one character, and says so at the field', async () => {
    const user = userEvent.setup();
    setup();
    await searchFor(user, 'j');
    expect(await screen.findByText(tc('subjectRequests.queryTooShort'))).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('erases the selection only after VERWIJDEREN is typed, then says how many went', async () => {
    api.answer('POST /api/clients/7/subject-requests/search', FOUND);
    api.answer('POST /api/clients/7/subject-requests/erase', { deleted: 2, files_released: 1 });
    const user = userEvent.setup();
    setup();
    await searchFor(user, 'jan@example.nl');
    await user.click(
      await screen.findByRole('checkbox', { name: tc('subjectRequests.select', { serial: '9' }) }),
    );
    await user.click(screen.getByRole('button', { name: tc('subjectRequests.erase') }));
    const dialog = await screen.findByRole('dialog', { name: tc('subjectRequests.eraseTitle') });
    expect(within(dialog).getByText(tc('subjectRequests.eraseText', { count: '2' }))).toBeTruthy();
    const confirm = within(dialog).getByRole('button', {
      name: tc('subjectRequests.confirmButton'),
    }) as HTMLButtonElement;
    const typed = within(dialog).getByRole('textbox', { name: tc('subjectRequests.confirmLabel') });
    await user.type(typed, 'verwijderen');
    expect(confirm.disabled).toBe(true);
    await user.clear(typed);
    await user.type(typed, 'VERWIJDEREN');
    expect(confirm.disabled).toBe(false);
    await user.click(confirm);
    expect(await screen.findByText(tc('subjectRequests.erased', { count: '2' }))).toBeTruthy();
    const erase = api.calls.find((call) => call.path.endsWith('/erase'));
    expect(erase?.body).toEqual({ registration_ids: [REPORT, PERMIT], confirm: 'VERWIJDEREN' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // What was erased leaves the list; the unticked registration stays.
    expect(screen.getAllByTestId('subject-hit')).toHaveLength(1);
  });

  it('exports the selection, shows the progress, then offers the download', async () => {
    api.answer('POST /api/clients/7/subject-requests/search', FOUND);
    api.answer('POST /api/clients/7/subject-requests/export', { queue_id: 'q-1' }, 202);
    api.answer('GET /api/clients/7/subject-requests/export/q-1', { status: 'done', progress: 100 });
    const user = userEvent.setup();
    setup();
    await searchFor(user, 'jan@example.nl');
    await user.click(await screen.findByRole('button', { name: tc('subjectRequests.export') }));
    expect(
      await screen.findByRole('button', { name: tc('subjectRequests.download') }),
    ).toBeTruthy();
    const started = api.calls.find((call) => call.path.endsWith('/export'));
    expect(started?.body).toEqual({ registration_ids: [REPORT, OTHER, PERMIT] });
  });
});
