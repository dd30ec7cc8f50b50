import { tc } from '@eform/core/messages/clients';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { sessionStore } from '../../session';
import {
  CLIENT_ID,
  renderDatasourceScreen,
  sampleDatasource,
  signInAs,
} from '../datasources.test-support';
import { DatasourceCreatePage } from './datasource-create-page';

const api = stubFetchRoutes();
const BATCH = 'b7c1f7e6-6f7a-4c35-9d7e-1a2b3c4d5e6f';
const batch = (inQueue: number) => ({
  batch_name: BATCH,
  total_items: 3,
  items_in_queue: inQueue,
  created_data: '2026-11-25T20:00:00.000Z',
});
const csv = (name = 'straten.csv', type = 'text/csv') =>
  new File(['object.name;wijk\nDorpsstraat;Noord\n'], name, { type });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => sessionStore.set(null));

function open(type = 'search', modules?: string[]) {
  signInAs(api, ['client_manager'], modules);
  const rendered = renderDatasourceScreen(
    <DatasourceCreatePage />,
    '/datasources/create/:datasource_type',
    `/datasources/create/${type}`,
  );
  return { ...rendered, user: userEvent.setup({ applyAccept: false }) };
}

const nameField = () =>
  screen.getByRole('textbox', { name: new RegExp(tc('datasources.field.name')) });
const fileInput = (container: HTMLElement) => {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file picker');
  return input;
};
const submit = () => screen.getByRole('button', { name: tc('datasources.submit.create') });

describe('DatasourceCreatePage', () => {
  it('asks for the name and the file, without a request', async () => {
    const { user } = open();
    await user.click(submit());
    expect(await screen.findByText(tc('datasources.nameRequired'))).toBeTruthy();
    expect(screen.getByText(tc('datasources.fileRequired'))).toBeTruthy();
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(FakeXhr.sent).toHaveLength(0);
    expect(api.calls.filter((call) => call.method !== 'GET')).toHaveLength(0);
  });

  it("refuses a file that is not a CSV with the spec's text", async () => {
    const { user, container } = open();
    await user.type(nameField(), 'Straten');
    await user.upload(
      fileInput(container),
      new File(['x'], 'straten.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    expect(
      await screen.findByText('Er kunnen alleen CSV (.csv) bestanden worden geupload'),
    ).toBeTruthy();
    await user.click(submit());
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('asks a map layer for its coordinate system', async () => {
    const { user, container } = open('map_features');
    await user.type(nameField(), 'Lantaarnpalen');
    await user.upload(fileInput(container), csv('palen.csv'));
    await user.click(submit());
    expect(await screen.findByText(tc('datasources.crsRequired'))).toBeTruthy();
    expect(FakeXhr.sent).toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: tc('datasource.crsRdNew') }));
    await waitFor(() => expect(screen.queryByText(tc('datasources.crsRequired'))).toBeNull());
  });

  it('uploads, creates, imports in a dialog until the queue is empty, then toasts and opens it', async () => {
    const created = sampleDatasource({ import_state: 'pending', items_count: 0 });
    api.answer(`POST /api/clients/${CLIENT_ID}/datasources`, created, 201);
    // The import answers before its job counted the file: no total yet, one item queued.
    api.answer('POST /api/datasource/12/import', { batch_name: BATCH, total_items: 0 }, 201);
    api.answer(`GET /api/batch/process/${BATCH}`, { ...batch(1), total_items: 0 });
    api.answer('GET /api/datasources/12', sampleDatasource());
    const { user, container, router } = open();
    await user.type(nameField(), 'Straten');
    await user.upload(fileInput(container), csv());
    await user.click(submit());

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const upload = FakeXhr.last();
    expect(upload.url).toBe(`/api/file-upload/datasource_source?client_id=${CLIENT_ID}`);
    act(() => upload.progress(0.5));
    expect(
      await screen.findByText(tc('datasources.uploading', { name: 'straten.csv', percent: 50 })),
    ).toBeTruthy();
    act(() => upload.respond(200, { file_id: 'f1', filename: 'straten.csv', size: 40 }));

    const dialog = await screen.findByRole('dialog', { name: tc('datasources.import.title') });
    expect(dialog.textContent).toContain(tc('datasource.importing'));
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      type: 'search',
      name: 'Straten',
      field_crs: null,
      file_id: 'f1',
    });
    // Not counted yet: no count, and the bar is not full.
    await waitFor(() =>
      expect(api.calls.some((call) => call.path.includes('/batch/process/'))).toBe(true),
    );
    expect(screen.queryByTestId('import-count')).toBeNull();
    expect(within(dialog).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    api.answer(`GET /api/batch/process/${BATCH}`, batch(2));
    expect((await screen.findByTestId('import-count')).textContent).toBe(
      tc('datasources.import.progress', { done: 1, total: 3 }),
    );
    // The dialog cannot be closed while the import runs.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /sluiten/i })).toBeNull();

    api.answer(`GET /api/batch/process/${BATCH}`, batch(0));
    await waitFor(() => expect(router.state.location.pathname).toBe('/datasources/search/12'));
    expect(api.toasts()).toEqual([tc('datasource.created', { name: 'Straten' })]);
  });

  it("shows a failed import's reason with a way to the edit screen", async () => {
    api.answer(`POST /api/clients/${CLIENT_ID}/datasources`, sampleDatasource(), 201);
    api.answer('POST /api/datasource/12/import', { batch_name: BATCH, total_items: 3 }, 201);
    api.answer(`GET /api/batch/process/${BATCH}`, batch(0));
    api.answer(
      'GET /api/datasources/12',
      sampleDatasource({ import_state: 'failed', import_error: 'Kolom object.name ontbreekt.' }),
    );
    const { user, container, router } = open();
    await user.type(nameField(), 'Straten');
    await user.upload(fileInput(container), csv());
    await user.click(submit());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.last().respond(200, { file_id: 'f1', filename: 'straten.csv', size: 40 }));
    expect(await screen.findByText('Kolom object.name ontbreekt.')).toBeTruthy();
    expect(api.toasts()).toEqual([]);
    await user.click(screen.getByRole('button', { name: tc('datasources.import.toEdit') }));
    expect(router.state.location.pathname).toBe('/datasources/search/12/edit');
  });

  it('keeps what was typed when the server refuses, and does not upload the file twice', async () => {
    api.answer(
      `POST /api/clients/${CLIENT_ID}/datasources`,
      { code: 'VALIDATION', message: 'Naam is te lang.' },
      400,
    );
    const { user, container } = open();
    await user.type(nameField(), 'Straten');
    await user.upload(fileInput(container), csv());
    await user.click(submit());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.last().respond(200, { file_id: 'f1', filename: 'straten.csv', size: 40 }));
    expect(await screen.findByText('Naam is te lang.')).toBeTruthy();
    expect((nameField() as HTMLInputElement).value).toBe('Straten');
    expect(screen.getByTestId('datasource-file-name').textContent).toBe('straten.csv');
    await user.click(submit());
    await waitFor(() => expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2));
    expect(FakeXhr.sent).toHaveLength(1);
  });

  it('says a failed upload in Dutch', async () => {
    const { user, container } = open();
    await user.type(nameField(), 'Straten');
    await user.upload(fileInput(container), csv());
    await user.click(submit());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => FakeXhr.last().fail());
    expect(await screen.findByText(tc('datasources.uploadFailed'))).toBeTruthy();
  });

  it('shows the premium wall for a map layer without the map module', async () => {
    open('map_features', []);
    expect(await screen.findByRole('dialog', { name: 'Betaalde functie Kaart' })).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(true);
  });
});
