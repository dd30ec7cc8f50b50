import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import type { TRole } from '@eform/core/permissions';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { sessionStore } from '../../session';
import { renderDatasourceRoutes, sampleDatasource, signInAs } from '../datasources.test-support';
import { DatasourceEditPage } from './datasource-edit-page';
import { DatasourceRemovePage } from './datasource-remove-page';
import { DatasourceShellPage } from './datasource-shell-page';
import { DatasourceViewPage } from './datasource-view-page';

const api = stubFetchRoutes();
const BATCH = 'e1';
const batch = (inQueue: number, extra = {}) => ({
  batch_name: BATCH,
  total_items: 3,
  items_in_queue: inQueue,
  created_data: '2026-11-25T20:00:00.000Z',
  ...extra,
});

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => sessionStore.set(null));

function open(url: string, roles: TRole[] = ['client_manager']) {
  signInAs(api, roles);
  api.answer('GET /api/datasources/12', sampleDatasource());
  const rendered = renderDatasourceRoutes(
    [
      {
        path: '/datasources/:datasource_type/:datasource_id',
        element: <DatasourceShellPage />,
        children: [
          { index: true, element: <DatasourceViewPage /> },
          {
            // As the app's permission routes do: an outlet of their own between shell and tab.
            element: <Outlet />,
            children: [
              { path: 'edit', element: <DatasourceEditPage /> },
              { path: 'remove', element: <DatasourceRemovePage /> },
            ],
          },
        ],
      },
    ],
    url,
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('datasource shell and view', () => {
  it('shows the datasource with its tabs for who may edit', async () => {
    const { queryClient } = open('/datasources/search/12');
    expect(await screen.findByRole('heading', { level: 1, name: 'Straten' })).toBeTruthy();
    const details = screen.getByTestId('datasource-details');
    expect(details.textContent).toContain('straten.csv');
    expect(details.textContent).toContain('wijk');
    expect(details.textContent).toContain(tc('datasources.state.done'));
    await waitFor(() =>
      expect(queryClient.getQueryState(['client-info', 7])?.status).toBe('success'),
    );
    expect(screen.getByRole('tab', { name: tc('datasources.tab.edit') })).toBeTruthy();
    expect(screen.getByRole('tab', { name: tc('datasources.tab.remove') })).toBeTruthy();
  });

  it("hides edit and remove without 'eform edit datasources'", async () => {
    const { queryClient } = open('/datasources/search/12', ['financial']);
    await screen.findByRole('heading', { level: 1, name: 'Straten' });
    await waitFor(() =>
      expect(queryClient.getQueryState(['client-info', 7])?.status).toBe('success'),
    );
    expect(screen.getByRole('tab', { name: tc('datasources.tab.view') })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: tc('datasources.tab.edit') })).toBeNull();
    expect(screen.queryByRole('tab', { name: tc('datasources.tab.remove') })).toBeNull();
  });

  it('says a datasource that is not there (or of another client) is not found', async () => {
    signInAs(api, ['client_manager']);
    api.answer('GET /api/datasources/99', { code: 'NOT_FOUND', message: 'Niet gevonden.' }, 404);
    renderDatasourceRoutes(
      [{ path: '/datasources/:datasource_type/:datasource_id', element: <DatasourceShellPage /> }],
      '/datasources/search/99',
    );
    expect(await screen.findByText(tc('datasources.notFound'))).toBeTruthy();
  });

  it('exports as a batch with progress, then offers the file as a download link', async () => {
    const { user } = open('/datasources/search/12');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    api.answer('POST /api/datasource/12/export', { batch_name: BATCH, total_items: 3 }, 201);
    api.answer(`GET /api/batch/process/${BATCH}`, batch(1));
    await user.click(await screen.findByRole('button', { name: tc('datasources.export.button') }));
    expect(
      await screen.findByText(tc('datasources.export.running', { done: 2, total: 3 })),
    ).toBeTruthy();
    api.answer(`GET /api/batch/process/${BATCH}`, batch(0, { download_url: '/api/x.csv' }));
    api.answer('GET /api/x.csv', 'object.name\nDorpsstraat\n');
    const link = await screen.findByTestId('datasource-export-link');
    expect(link.getAttribute('href')).toBe('blob:export');
    expect(link.getAttribute('download')).toBe('Straten.csv');
    expect(screen.getByText(tc('datasource.exportReady'))).toBeTruthy();
  });
});

describe('datasource edit', () => {
  it('saves a new name without a file: toast and back to the view', async () => {
    api.answer('PATCH /api/datasources/12', sampleDatasource({ name: 'Straten 2026' }));
    const { user, router } = open('/datasources/search/12/edit');
    const name = await screen.findByRole('textbox', {
      name: new RegExp(tc('datasources.field.name')),
    });
    await user.clear(name);
    await user.type(name, 'Straten 2026');
    await user.click(screen.getByRole('button', { name: tc('datasources.submit.save') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasources/search/12'));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Straten 2026',
      field_crs: null,
    });
    expect(api.toasts()).toEqual([tc('datasource.saved', { name: 'Straten 2026' })]);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('requires a name and asks before leaving with unsaved changes', async () => {
    const { user, router } = open('/datasources/search/12/edit');
    const name = await screen.findByRole('textbox', {
      name: new RegExp(tc('datasources.field.name')),
    });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: tc('datasources.submit.save') }));
    expect(await screen.findByText(tc('datasources.nameRequired'))).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: tc('datasources.tab.view') }));
    expect(await screen.findByText(t('form.leavePage'))).toBeTruthy();
    expect(router.state.location.pathname).toBe('/datasources/search/12/edit');
    await user.click(screen.getByRole('button', { name: tc('clientsAdmin.edit.leave') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasources/search/12'));
  });

  it('with a new file imports it in the dialog, then toasts', async () => {
    api.answer('PATCH /api/datasources/12', sampleDatasource());
    api.answer('POST /api/datasource/12/import', { batch_name: BATCH, total_items: 3 }, 201);
    api.answer(`GET /api/batch/process/${BATCH}`, batch(0));
    const { user, router, container } = open('/datasources/search/12/edit');
    await screen.findByRole('textbox', { name: new RegExp(tc('datasources.field.name')) });
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file picker');
    await user.upload(input, new File(['object.name\nA\n'], 'nieuw.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: tc('datasources.submit.save') }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.last().respond(200, { file_id: 'f2', filename: 'nieuw.csv', size: 12 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasources/search/12'));
    expect(api.calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Straten',
      field_crs: null,
      file_id: 'f2',
    });
    expect(api.toasts()).toEqual([tc('datasource.saved', { name: 'Straten' })]);
  });
  it('with a new file whose import fails, shows the reason instead of the old state', async () => {
    api.answer('PATCH /api/datasources/12', sampleDatasource());
    api.answer('POST /api/datasource/12/import', { batch_name: BATCH, total_items: 3 }, 201);
    api.answer(`GET /api/batch/process/${BATCH}`, batch(0));
    const { user, router, container } = open('/datasources/search/12/edit');
    await screen.findByRole('textbox', { name: new RegExp(tc('datasources.field.name')) });
    // The shell holds the datasource as it was (imported fine); the new import fails.
    api.answer(
      'GET /api/datasources/12',
      sampleDatasource({ import_state: 'failed', import_error: 'Regel 2 heeft geen naam.' }),
    );
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file picker');
    await user.upload(input, new File(['object.name\n\n'], 'nieuw.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: tc('datasources.submit.save') }));
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.last().respond(200, { file_id: 'f2', filename: 'nieuw.csv', size: 12 }));
    expect(await screen.findByText('Regel 2 heeft geen naam.')).toBeTruthy();
    expect(api.toasts()).toEqual([]);
    expect(router.state.location.pathname).toBe('/datasources/search/12/edit');
  });
});

describe('datasource remove', () => {
  it("asks with the spec's question; cancel goes back to the view without removing", async () => {
    const { user, router } = open('/datasources/search/12/remove');
    expect(
      await screen.findByText('Weet u zeker dat u deze databron wilt verwijderen?'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: tc('datasource.cancel') }));
    expect(router.state.location.pathname).toBe('/datasources/search/12');
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('removes, toasts and goes to the list', async () => {
    api.answer('DELETE /api/datasources/12', null, 204);
    const { user, router } = open('/datasources/search/12/remove');
    await user.click(await screen.findByRole('button', { name: tc('datasource.delete') }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasources'));
    expect(api.toasts()).toEqual(['Databron is verwijderd.']);
  });

  it('says so when the removal fails', async () => {
    api.answer('DELETE /api/datasources/12', { code: 'INTERNAL', message: 'Fout.' }, 500);
    const { user, router } = open('/datasources/search/12/remove');
    await user.click(await screen.findByRole('button', { name: tc('datasource.delete') }));
    expect(await screen.findByText('Databron kon niet worden verwijderd.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/datasources/search/12/remove');
  });
});
