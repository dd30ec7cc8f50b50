import { OFFLINE_FILES_RETENTION_DAYS } from '@eform/core/constants';
import { formatDate } from '@eform/core/format';
import { t } from '@eform/core/messages';
import { th } from '@eform/core/messages/home';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { notifyChanged } from '../lib/changes';
import { freshDb, localRow, OWNER, serverVersion, signInOwner } from '../lib/fixtures.test-support';
import type { SavedRegistrationsDb, TLocalRegistration } from '../lib/local-db';
import { setSyncProgress } from '../lib/sync-progress';
import { UnsendRegistrationsPage } from './unsend-registrations-page';

const runSync = vi.fn(async () => null);
vi.mock('../lib/saved-actions', () => ({ runSync: () => runSync() }));

let db: SavedRegistrationsDb;
beforeEach(() => {
  db = freshDb();
  runSync.mockClear();
  signInOwner();
});

const PATH = '/unsend-registration-list';
const names = () =>
  screen
    .getAllByTestId('unsent-row')
    .map((row) => within(row).getAllByRole('button')[0]?.textContent ?? '');

describe('unsend_registration_list', () => {
  it('says when nothing is saved, with both notes', async () => {
    renderScreen(<UnsendRegistrationsPage />, PATH);
    expect((await screen.findByTestId('unsent-empty')).textContent).toBe(th('unsent.empty'));
    expect(
      screen.getByText(th('unsent.filesRetention', { days: OFFLINE_FILES_RETENTION_DAYS })),
    ).toBeTruthy();
    expect(screen.getByText(th('unsent.autoDelete'))).toBeTruthy();
  });

  it('lists newest change first with its chips and deleted ones struck through; the header sorts', async () => {
    await db.registrations.bulkPut([
      localRow({
        fillToken: 'a',
        formName: 'Oud',
        registrationUpdatedAt: '2026-11-01T10:00:00.000Z',
      }),
      localRow({
        fillToken: 'b',
        formName: 'Nieuw',
        registrationUpdatedAt: '2026-11-22T10:00:00.000Z',
        serverUpdatedAt: '2026-11-21T10:00:00.000Z',
        conflict: serverVersion({ fill_token: 'b' }),
      }),
      localRow({
        fillToken: 'c',
        formName: 'Gesynct',
        registrationUpdatedAt: '2026-11-10T10:00:00.000Z',
        serverUpdatedAt: '2026-11-10T10:00:00.000Z',
        unsynced: false,
      }),
      localRow({
        fillToken: 'd',
        formName: 'Weg',
        registrationUpdatedAt: '2026-11-05T10:00:00.000Z',
        serverUpdatedAt: '2026-11-04T10:00:00.000Z',
        deletedAt: '2026-11-05T10:00:00.000Z',
      }),
    ]);
    renderScreen(<UnsendRegistrationsPage />, PATH);
    await screen.findByTestId('unsent-table');
    expect(names().map((n) => n.split(/Nieuwe|Alleen|Verwijderd/)[0])).toEqual([
      'Nieuw',
      'Gesynct',
      'Weg',
      'Oud',
    ]);
    const rows = screen.getAllByTestId('unsent-row');
    expect(within(rows[0] as HTMLElement).getByText(th('unsent.conflictChip'))).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByText(th('unsent.localOnlyChip'))).toBeNull();
    expect(within(rows[3] as HTMLElement).getByText(th('unsent.localOnlyChip'))).toBeTruthy();
    const deleted = rows[2] as HTMLElement;
    expect(deleted.dataset.deleted).toBe('true');
    expect(within(deleted).getByText('Weg').style.textDecoration).toBe('line-through');
    expect(within(deleted).queryByRole('button', { name: /verwijderen/ })).toBeNull();
    expect(
      within(rows[3] as HTMLElement).getByText(formatDate('2026-11-01T10:00:00.000Z')),
    ).toBeTruthy();

    await userEvent.click(
      screen.getByRole('button', { name: new RegExp(th('fillScreen.columnLastChange')) }),
    );
    expect(names()[0]?.startsWith('Oud')).toBe(true);
  });

  it("tells a form's registrations apart by their summary (under the name on a phone) and last change", async () => {
    await db.registrations.bulkPut([
      localRow({
        fillToken: 'a',
        formSummary: 'Melding Jan',
        registrationUpdatedAt: '2026-11-20T09:05:00.000Z',
      }),
      localRow({
        fillToken: 'b',
        formSummary: 'Melding Piet',
        registrationUpdatedAt: '2026-11-20T09:40:00.000Z',
      }),
    ]);
    renderScreen(<UnsendRegistrationsPage />, PATH);
    await screen.findByTestId('unsent-table');
    const [piet, jan] = screen.getAllByTestId('unsent-row') as HTMLElement[];
    const [pietName, pietSummary, pietChange] = within(piet as HTMLElement).getAllByRole('cell');
    expect(pietName?.textContent).toContain('Melding Piet');
    expect(pietSummary?.textContent).toBe('Melding Piet');
    expect(pietChange?.textContent).toBe('20 nov. 2026 10:40');
    expect(within(jan as HTMLElement).getAllByRole('cell')[0]?.textContent).toContain(
      'Melding Jan',
    );
    expect(within(jan as HTMLElement).getAllByRole('cell')[2]?.textContent).toBe(
      '20 nov. 2026 10:05',
    );
  });

  it('updates a shown row when the device changes it (a sync marks it synced, a conflict arrives)', async () => {
    await db.registrations.bulkPut([
      localRow({ fillToken: 'a', formName: 'Eerste' }),
      localRow({ fillToken: 'b', formName: 'Tweede' }),
    ]);
    renderScreen(<UnsendRegistrationsPage />, PATH);
    await screen.findByTestId('unsent-table');
    const rowOf = (name: string) =>
      screen.getAllByTestId('unsent-row').find((row) => row.textContent?.startsWith(name));
    expect(
      within(rowOf('Eerste') as HTMLElement).getByText(th('unsent.localOnlyChip')),
    ).toBeTruthy();
    const [a] = await db.registrations
      .where('[userId+fillToken]')
      .equals([OWNER.userId, 'a'])
      .toArray();
    // Only the field behind the chip changes.
    await db.registrations.put({
      ...(a as TLocalRegistration),
      serverUpdatedAt: a?.registrationUpdatedAt ?? null,
    });
    notifyChanged();
    await waitFor(() =>
      expect(
        within(rowOf('Eerste') as HTMLElement).queryByText(th('unsent.localOnlyChip')),
      ).toBeNull(),
    );
    const [b] = await db.registrations
      .where('[userId+fillToken]')
      .equals([OWNER.userId, 'b'])
      .toArray();
    await db.registrations.put({
      ...(b as TLocalRegistration),
      conflict: serverVersion({ fill_token: 'b' }),
    });
    notifyChanged();
    await within(rowOf('Tweede') as HTMLElement).findByText(th('unsent.conflictChip'));
    await userEvent.click(screen.getByText('Tweede'));
    expect(await screen.findByText(th('unsent.conflictTitle'))).toBeTruthy();
  });

  it('shows a running sync with its progress, whoever started it, and says why one stays local', async () => {
    await db.registrations.bulkPut([
      localRow({ fillToken: 'a', formName: 'Groot', refused: 'too_large' }),
      localRow({ fillToken: 'b', formName: 'Weg formulier', refused: 'form_not_found' }),
    ]);
    renderScreen(<UnsendRegistrationsPage />, PATH);
    await screen.findByTestId('unsent-table');
    expect(screen.getByText(th('saved.refusedTooLarge'))).toBeTruthy();
    expect(screen.getByText(th('saved.refusedFormNotFound'))).toBeTruthy();
    expect(screen.queryByTestId('sync-progress')).toBeNull();

    act(() => setSyncProgress({ done: 36, total: 500 }));
    expect(screen.getByRole('status').textContent).toBe(
      th('saved.syncProgress', { done: 36, total: 500 }),
    );
    expect(
      screen
        .getByRole('progressbar', { name: th('saved.syncProgressLabel') })
        .getAttribute('aria-valuenow'),
    ).toBe('7');
    const button = screen.getByRole('button', { name: th('saved.syncNow') });
    expect(button.hasAttribute('data-loading')).toBe(true);
    act(() => setSyncProgress(null));
    expect(screen.queryByTestId('sync-progress')).toBeNull();
    expect(button.hasAttribute('data-loading')).toBe(false);
  });

  it('shows 10 per page when chosen, all by default', async () => {
    await db.registrations.bulkPut(
      Array.from({ length: 12 }, (_, i) =>
        localRow({
          fillToken: `t${i}`,
          registrationUpdatedAt: new Date(Date.UTC(2026, 10, i + 1)).toISOString(),
        }),
      ),
    );
    renderScreen(<UnsendRegistrationsPage />, PATH);
    await screen.findByTestId('unsent-table');
    expect(screen.getAllByTestId('unsent-row')).toHaveLength(12);
    await userEvent.selectOptions(screen.getByLabelText(th('saved.pageSize')), '10');
    expect(screen.getAllByTestId('unsent-row')).toHaveLength(10);
  });

  it('reopens a row in the fill screen with its fill_token', async () => {
    await db.registrations.put(localRow({ fillToken: 'tok 1', formId: 'form-9' }));
    const { router } = renderScreen(<UnsendRegistrationsPage />, PATH);
    await userEvent.click(await screen.findByText('Melding'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/form-9/0'));
    expect(new URLSearchParams(router.state.location.search).get('fill_token')).toBe('tok 1');
  });

  it('deletes after the confirmation: one never synced at once, a synced one struck through', async () => {
    await db.registrations.bulkPut([
      localRow({ fillToken: 'local', formName: 'Lokaal' }),
      localRow({
        fillToken: 'synced',
        formName: 'Gedeeld',
        serverUpdatedAt: '2026-11-20T10:00:00.000Z',
        unsynced: false,
      }),
    ]);
    renderScreen(<UnsendRegistrationsPage />, PATH);
    await userEvent.click(
      await screen.findByRole('button', { name: th('saved.deleteLabel', { form: 'Lokaal' }) }),
    );
    expect(screen.getByText(th('unsent.confirmDelete'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('fill.cancel') }));
    expect(await db.registrations.count()).toBe(2);

    await userEvent.click(
      screen.getByRole('button', { name: th('saved.deleteLabel', { form: 'Lokaal' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: th('saved.delete') }));
    await waitFor(() => expect(screen.queryByText('Lokaal')).toBeNull());
    expect(runSync).toHaveBeenCalled();

    await userEvent.click(
      screen.getByRole('button', { name: th('saved.deleteLabel', { form: 'Gedeeld' }) }),
    );
    await userEvent.click(screen.getByRole('button', { name: th('saved.delete') }));
    await waitFor(() =>
      expect(screen.getByText('Gedeeld').style.textDecoration).toBe('line-through'),
    );
    const [row] = await db.registrations.toArray();
    expect(row?.deletedAt).not.toBeNull();
    expect(row?.unsynced).toBe(true);
  });

  it("resolves a conflict in 'Kies een registratie versie', showing both dates and what differs", async () => {
    const theirs = serverVersion({
      values: { naam: 'server', straat: 'Dorpsstraat' },
      registration_updated_at: '2026-11-23T09:30:00.000Z',
    });
    await db.registrations.put(
      localRow({
        schema: [
          { uuid: 'u1', name: 'naam', elementType: 'text', label: 'Naam' },
          { uuid: 'u2', name: 'straat', elementType: 'text', label: 'Straat' },
          { uuid: 'u3', name: 'nummer', elementType: 'number', label: 'Huisnummer' },
        ],
        values: { naam: 'hier', straat: 'Dorpsstraat', nummer: 12 },
        registrationUpdatedAt: '2026-11-22T08:00:00.000Z',
        serverUpdatedAt: '2026-11-20T10:00:00.000Z',
        conflict: theirs,
      }),
    );
    renderScreen(<UnsendRegistrationsPage />, PATH);
    await userEvent.click(await screen.findByText('Melding'));
    const dialog = await screen.findByRole('dialog', { name: th('unsent.conflictTitle') });
    expect(
      within(dialog).getByText(
        th('unsent.localVersion', { date: formatDate('2026-11-22T08:00:00.000Z') }),
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        th('unsent.serverVersion', { date: formatDate('2026-11-23T09:30:00.000Z') }),
      ),
    ).toBeTruthy();
    // Only the fields that differ, each version with its own value; an empty one says so.
    const local = within(within(dialog).getByTestId('conflict-local'));
    const server = within(within(dialog).getByTestId('conflict-server'));
    expect(local.getByText('Naam')).toBeTruthy();
    expect(local.getByText('hier')).toBeTruthy();
    expect(local.getByText('12')).toBeTruthy();
    expect(local.queryByText('Straat')).toBeNull();
    expect(server.getByText('server')).toBeTruthy();
    expect(server.getByText('Huisnummer')).toBeTruthy();
    expect(server.getByText(th('saved.emptyValue'))).toBeTruthy();
    await userEvent.click(
      within(dialog).getByRole('button', { name: th('saved.keepServerLabel') }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [row] = await db.registrations.toArray();
    expect(row).toMatchObject({
      values: { naam: 'server', straat: 'Dorpsstraat' },
      conflict: null,
      unsynced: false,
    });
    expect(runSync).toHaveBeenCalled();
  });
});
