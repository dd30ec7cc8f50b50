import type { TForm } from '@eform/core/api';
import {
  EXPORT_POLL_MS,
  REGISTRATION_FILTER_DEBOUNCE_MS,
  type TExportQueueAnswer,
  type TRegistrationListItem,
} from '@eform/core/api/registrations-admin';
import { ta } from '@eform/core/messages/admin';
import type { TPermission } from '@eform/core/permissions';
import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminFormFixture } from '../../../test/admin-form-fixture.test-support';
import { renderRouter } from '../../../test/render';
import { RegistrationsListView } from './registrations-page';
import { EXPORT_TOAST_MS } from './use-registration-export';

/** Longer than 150 characters, with an emoji (two UTF-16 units) as its 150th character. */
const LONG_LABEL = `Toelichting ${'x'.repeat(137)}😀${'x'.repeat(60)}`;
const SCHEMA = [
  { uuid: 'u0', name: 'kop', elementType: 'header', label: 'Kop', component: 'h2' },
  {
    uuid: 'u1',
    name: 'kleur',
    elementType: 'radio',
    label: 'Kleur',
    options: [
      { label: 'Rood', value: 'rood' },
      { label: 'Blauw', value: 'blauw' },
    ],
  },
  { uuid: 'u2', name: 'toelichting', elementType: 'textarea', label: LONG_LABEL },
  { uuid: 'u3', name: 'akkoord', elementType: 'checkbox_single', label: 'Akkoord' },
  { uuid: 'u4', name: 'leeftijd', elementType: 'number', label: 'Leeftijd' },
];

const ROW: TRegistrationListItem = {
  webhook_integrations: [],
  _id: 'r-1',
  registration_serial_number: 42,
  registration_date: '2026-03-05T13:07:00.000Z',
  registration_updated_at: '2026-03-05T13:07:00.000Z',
  registration_name: 'Melding 42',
  registration_phase: null,
  registration_status: 'completed',
  registration_user_id: { username: 'an@example.nl' },
  deleted_at: null,
  values: { kleur: 'blauw', toelichting: 'Losse stoeptegel', akkoord: true, leeftijd: 7 },
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const queued = (processed: number, status: TExportQueueAnswer['status'] = 'running') => ({
  queue_id: 'q-1',
  total: 5000,
  processed,
  download_url: status === 'done' ? '/api/exports/q-1/file' : null,
  status,
});

type TRoute = (path: string, init?: RequestInit) => Response | undefined;
let route: TRoute = () => undefined;
const fetchSpy = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
  const path = String(input);
  const answer = route(path, init);
  if (answer) return answer;
  if (path.includes('/registrations?')) {
    return json({ registrations: [ROW], pages_count: 3, registrations_count: 45 });
  }
  return json({ message: 'Niet gevonden' }, 404);
});
const calls = () => fetchSpy.mock.calls.map(([input]) => String(input));
const listCalls = () => calls().filter((path) => path.includes('/registrations?'));
const lastListQuery = () => new URLSearchParams(listCalls().at(-1)?.split('?')[1]);

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  vi.stubGlobal('fetch', fetchSpy);
  vi.spyOn(notifications, 'show');
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockClear();
  route = () => undefined;
});

const ALL: TPermission[] = [
  'eform manage form registrations',
  'eform manage form registrations download',
  'eform manage form registrations download with attachments',
];

function renderList(
  search = '',
  {
    form = adminFormFixture(SCHEMA),
    granted = ALL,
  }: { form?: TForm; granted?: TPermission[] } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/form/:form_id/registrations',
        element: <RegistrationsListView form={form} can={(p) => granted.includes(p)} />,
      },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { initialEntries: [`/admin/form/${form.form_id}/registrations${search}`] },
  );
  renderRouter(router);
  return router;
}

const table = () => screen.findByTestId('registrations-table');

describe('RegistrationsListView: the list', () => {
  it('asks the page, size, sort and filters of the address', async () => {
    renderList(
      '?tab=trash&page=2&items_per_page=50&sort_by=registration_serial_number&sort_direction=1&min%3Aregistration_serial_number=10&eq%3Akleur=rood',
    );
    await table();
    expect(listCalls()[0]).toMatch(/^\/api\/form\/f-1\/registrations\?/);
    expect(Object.fromEntries(lastListQuery())).toEqual({
      trashed: '1',
      sort_by: 'registration_serial_number',
      sort_direction: '1',
      'eq:kleur': 'rood',
      'min:registration_serial_number': '10',
      page: '2',
      items_per_page: '50',
    });
    expect((screen.getByLabelText('Nummer vanaf') as HTMLInputElement).value).toBe('10');
    expect((screen.getByLabelText('Kleur is') as HTMLSelectElement).value).toBe('rood');
  });

  it('shows values as a person reads them; layout elements get no column', async () => {
    renderList();
    const row = within(await screen.findByTestId('registration-row-r-1'));
    expect(row.getByText('Blauw')).toBeTruthy();
    expect(row.queryByText('blauw')).toBeNull();
    expect(row.getByText('Ja')).toBeTruthy();
    expect(row.getByText('5 mrt. 2026 14:07')).toBeTruthy();
    expect(row.getByText('an@example.nl')).toBeTruthy();
    expect(screen.queryByTestId('column-kop')).toBeNull();
    expect(screen.getByText('45 registraties')).toBeTruthy();
  });

  it('cuts a label longer than 150 characters with …, whole in its title, never halfway an emoji', async () => {
    renderList();
    await table();
    const header = screen.getByTestId('column-toelichting');
    expect(header.textContent).toBe(`Toelichting ${'x'.repeat(137)}😀…`);
    expect(header.getAttribute('title')).toBe(LONG_LABEL);
    expect(screen.getByTestId('column-kleur').getAttribute('title')).toBeNull();
  });

  it('opens a registration from its number, a link', async () => {
    const router = renderList();
    await table();
    const link = screen.getByRole('link', { name: 'Registratie 42 bekijken' });
    expect(link.getAttribute('href')).toBe('/admin/form/f-1/registrations/r-1');
    await userEvent.setup().click(link);
    expect(router.state.location.pathname).toBe('/admin/form/f-1/registrations/r-1');
  });

  it('has no draft tab on a default form; a workflow form has one, with the phase column', async () => {
    renderList();
    await table();
    const tabs = () => screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs()).toEqual([ta('registrations.tab.completed'), 'Prullenbak']);
    expect(screen.queryByRole('columnheader', { name: 'Fase' })).toBeNull();
  });

  it('offers the draft tab on a workflow form, and opening it asks the drafts', async () => {
    const router = renderList('', { form: adminFormFixture(SCHEMA, { form_type: 'workflow' }) });
    await table();
    expect(screen.getByRole('columnheader', { name: 'Fase' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Concept' }));
    expect(router.state.location.search).toBe('?tab=draft');
    await waitFor(() => expect(lastListQuery().get('status')).toBe('draft'));
  });

  it('sorts by a clicked header, and turns the order round on a second click', async () => {
    const router = renderList();
    await table();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sorteer op Nummer' }));
    expect(new URLSearchParams(router.state.location.search).get('sort_by')).toBe(
      'registration_serial_number',
    );
    await waitFor(() => expect(lastListQuery().get('sort_direction')).toBe('-1'));
    await user.click(screen.getByRole('button', { name: 'Sorteer op Nummer' }));
    await waitFor(() => expect(lastListQuery().get('sort_direction')).toBe('1'));
  });

  it('says the trash is empty in the trash', async () => {
    route = (path) =>
      path.includes('/registrations?')
        ? json({ registrations: [], pages_count: 0, registrations_count: 0 })
        : undefined;
    renderList('?tab=trash');
    expect((await screen.findByTestId('registrations-empty')).textContent).toBe(
      ta('registrationsList.empty.trash'),
    );
  });
});

describe('RegistrationsListView: filters', () => {
  it('puts a filter in the address 500 ms after the last key, on page 1', async () => {
    const router = renderList('?page=3');
    await table();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const from = screen.getByLabelText('Nummer vanaf');
    fireEvent.change(from, { target: { value: '1' } });
    act(() => vi.advanceTimersByTime(REGISTRATION_FILTER_DEBOUNCE_MS - 1));
    fireEvent.change(from, { target: { value: '12' } });
    act(() => vi.advanceTimersByTime(REGISTRATION_FILTER_DEBOUNCE_MS - 1));
    expect(router.state.location.search).toBe('?page=3');
    act(() => vi.advanceTimersByTime(1));
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'min%3Aregistration_serial_number=12',
    );
    vi.useRealTimers();
    await waitFor(() => expect(lastListQuery().get('min:registration_serial_number')).toBe('12'));
  });

  it('keeps a serial number that is not a whole number out of the address', async () => {
    const router = renderList();
    await table();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(screen.getByLabelText('Nummer vanaf'), { target: { value: '1.5' } });
    act(() => vi.advanceTimersByTime(REGISTRATION_FILTER_DEBOUNCE_MS));
    expect(router.state.location.search).toBe('');
    expect(screen.getByText(ta('registrationsList.filter.integer'))).toBeTruthy();
  });

  it('shows the server refusal at the filters and keeps what was typed', async () => {
    const refusal = 'Nummer vanaf is groter dan nummer tot en met.';
    route = (path) =>
      path.includes('max%3Aregistration_serial_number')
        ? json({ code: 'VALIDATION', message: refusal }, 400)
        : undefined;
    renderList('?min%3Aregistration_serial_number=9&max%3Aregistration_serial_number=2');
    expect((await screen.findByTestId('filters-refused')).textContent).toContain(refusal);
    expect((screen.getByLabelText('Nummer vanaf') as HTMLInputElement).value).toBe('9');
    expect((screen.getByLabelText('Nummer tot en met') as HTMLInputElement).value).toBe('2');
    expect(screen.queryByTestId('registrations-table')).toBeNull();
  });

  it('clears every filter with Filters wissen', async () => {
    const router = renderList('?min%3Aregistration_serial_number=3&eq%3Akleur=rood&tab=trash');
    await table();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('?tab=trash');
    expect((screen.getByLabelText('Nummer vanaf') as HTMLInputElement).value).toBe('');
  });
});

describe('RegistrationsListView: integrations (issue 31)', () => {
  const withHooks = adminFormFixture(SCHEMA, {
    webhook_integrations: [
      {
        hook_id: 'h-1',
        hook_name: 'Zaaksysteem',
        hook_type: 'post-to-url',
        hook_url: 'https://z.nl',
      },
      { hook_id: 'h-2', hook_name: 'Signalen', hook_type: 'post-to-url', hook_url: 'https://s.nl' },
    ],
  });

  it('shows each hook’s status as a word in its own column, only when the form has hooks', async () => {
    route = (path) =>
      path.includes('/registrations?')
        ? json({
            registrations: [
              {
                ...ROW,
                webhook_integrations: [
                  { hook_id: 'h-1', hook_name: 'Zaaksysteem', hook_status: 'success' },
                  { hook_id: 'h-2', hook_name: 'Signalen', hook_status: 'error' },
                ],
              },
            ],
            pages_count: 1,
            registrations_count: 1,
          })
        : undefined;
    renderList('', { form: withHooks });
    const list = await table();
    expect(within(list).getByRole('columnheader', { name: 'Integraties' })).toBeTruthy();
    const hooks = within(list).getAllByTestId('hook-status-of');
    expect(
      hooks.map((hook) => [hook.textContent, within(hook).getByTestId('hook-status').textContent]),
    ).toEqual([
      ['ZaaksysteemGelukt', 'Gelukt'],
      ['SignalenFout', 'Fout'],
    ]);
  });

  it('has no column and no filter on a form without hooks', async () => {
    renderList();
    const list = await table();
    expect(within(list).queryByRole('columnheader', { name: 'Integraties' })).toBeNull();
    expect(screen.queryByLabelText('Status integraties')).toBeNull();
  });

  it('filters on the hooks’ status through the address, and clears it with the others', async () => {
    const router = renderList('', { form: withHooks });
    await table();
    const select = screen.getByLabelText('Status integraties') as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'Alle',
      'Wachtend',
      'Fout',
      'Gelukt',
    ]);
    const user = userEvent.setup();
    await user.selectOptions(select, 'error');
    expect(router.state.location.search).toBe('?hook_status=error');
    await waitFor(() => expect(lastListQuery().get('hook_status')).toBe('error'));
    await user.click(screen.getByRole('button', { name: 'Filters wissen' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('RegistrationsListView: export', () => {
  const openMenu = async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Exporteren' }));
    return user;
  };
  const items = async () =>
    (await screen.findAllByRole('menuitem', { hidden: true })).map((item) => item.textContent);

  it('is absent without the download permission', async () => {
    renderList('', { granted: ['eform manage form registrations'] });
    await table();
    expect(screen.queryByRole('button', { name: 'Exporteren' })).toBeNull();
  });

  it('offers CSV with attachments only with its permission', async () => {
    renderList('', {
      granted: ['eform manage form registrations', 'eform manage form registrations download'],
    });
    await table();
    await openMenu();
    expect(await items()).toEqual(['CSV', 'Excel (XLSX)', 'GeoJSON', 'KML']);
  });

  it('downloads at once when the set is small (queue_id false), with the filters', async () => {
    route = (path) => {
      if (path.includes('/queue/download/csv'))
        return json({
          queue_id: false,
          total: 3,
          processed: 3,
          download_url: '/api/exports/e-1/file',
          status: 'done',
        });
      if (path === '/api/exports/e-1/file') return new Response('a;b\n1;2');
      return undefined;
    };
    renderList('?min%3Aregistration_serial_number=5');
    await table();
    const user = await openMenu();
    expect(await items()).toEqual(['CSV', 'CSV met bijlagen', 'Excel (XLSX)', 'GeoJSON', 'KML']);
    await user.click(await screen.findByRole('menuitem', { name: 'CSV', hidden: true }));
    await waitFor(() => expect(saved).toEqual(['Melding openbare ruimte.csv']));
    const start = calls().find((path) => path.includes('/queue/download/csv')) ?? '';
    expect(start).toContain('min%3Aregistration_serial_number=5');
    expect(start).not.toContain('page=');
    expect(calls()).toContain('/api/exports/e-1/file');
    expect(screen.queryByTestId('export-progress')).toBeNull();
  });

  it('downloads GeoJSON at once with the filters, without a queue', async () => {
    route = (path) =>
      path.includes('/registrations/export/geojson')
        ? new Response('{"type":"FeatureCollection","features":[]}')
        : undefined;
    renderList('?eq%3Akleur=rood');
    await table();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'GeoJSON', hidden: true }));
    await waitFor(() => expect(saved).toEqual(['Melding openbare ruimte.geojson']));
    const asked = calls().find((path) => path.includes('/export/geojson')) ?? '';
    expect(asked).toContain('eq%3Akleur=rood');
    expect(calls().some((path) => path.includes('/queue/download/'))).toBe(false);
  });

  it('polls a queued export every 5 s and downloads it at 100%', async () => {
    let progress = queued(2000);
    route = (path) => {
      if (path.includes('/queue/download/xlsx')) return json(queued(0));
      if (path.includes('/queue/progress/q-1')) return json(progress);
      if (path === '/api/exports/q-1/file') return new Response('xlsx');
      return undefined;
    };
    // Faked from the start: the poll's interval is set when the export starts. Time still runs,
    // so the menu's transitions and the screen's waits work as usual.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    renderList();
    await table();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'Excel (XLSX)', hidden: true }));
    expect((await screen.findByTestId('export-progress')).textContent).toContain('0 / 5000');
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: ta('registrations.csvQueued'),
        autoClose: EXPORT_TOAST_MS,
      }),
    );
    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    expect(screen.getByTestId('export-progress').textContent).toContain('2000 / 5000');
    expect(saved).toEqual([]);
    progress = queued(5000, 'done');
    await act(() => vi.advanceTimersByTimeAsync(EXPORT_POLL_MS));
    vi.useRealTimers();
    await waitFor(() => expect(saved).toEqual(['Melding openbare ruimte.xlsx']));
    expect(screen.queryByTestId('export-progress')).toBeNull();
    expect(calls().filter((path) => path.includes('/queue/progress/q-1'))).toHaveLength(2);
  });

  it('cancels a queued export with Annuleren (DELETE)', async () => {
    route = (path, init) => {
      if (path.includes('/queue/download/csv')) return json(queued(10));
      if (path.endsWith('/queue/q-1') && init?.method === 'DELETE') return json({ success: true });
      return undefined;
    };
    renderList();
    await table();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'CSV', hidden: true }));
    await screen.findByTestId('export-progress');
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByTestId('export-progress')).toBeNull());
    expect(notifications.show).toHaveBeenCalledWith(
      expect.objectContaining({ message: ta('registrationsList.export.cancelled') }),
    );
  });

  it('says so in Dutch when the export cannot start', async () => {
    route = (path) =>
      path.includes('/queue/download/csv') ? json({ message: 'Fout' }, 500) : undefined;
    renderList();
    await table();
    const user = await openMenu();
    await user.click(await screen.findByRole('menuitem', { name: 'CSV', hidden: true }));
    await waitFor(() =>
      expect(notifications.show).toHaveBeenCalledWith(
        expect.objectContaining({ color: 'red', message: ta('registrationsList.export.failed') }),
      ),
    );
  });
});
