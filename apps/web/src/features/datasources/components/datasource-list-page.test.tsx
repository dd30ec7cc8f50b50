import { tc } from '@eform/core/messages/clients';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { sessionStore } from '../../session';
import {
  CLIENT_ID,
  renderDatasourceScreen,
  sampleDatasource,
  signInAs,
} from '../datasources.test-support';
import { DatasourceListPage } from './datasource-list-page';

const api = stubFetchRoutes();
const listPath = (type: string, page = 0) =>
  `GET /api/clients/${CLIENT_ID}/datasources?type=${type}&page=${page}`;

afterEach(() => sessionStore.set(null));

function open() {
  const rendered = renderDatasourceScreen(<DatasourceListPage />, '/datasources');
  return { ...rendered, user: userEvent.setup() };
}

function answerLists() {
  api.answer(listPath('search'), {
    datasources: [
      sampleDatasource(),
      sampleDatasource({
        id: 13,
        name: 'Wijken',
        items_count: 0,
        import_state: 'failed',
        import_error: 'Kolom object.name ontbreekt.',
      }),
    ],
    next_page: null,
  });
  api.answer(listPath('map_features'), { datasources: [], next_page: null });
}

describe('DatasourceListPage', () => {
  it('lists both kinds with item counts and a failed import with its reason', async () => {
    signInAs(api, ['client_manager']);
    answerLists();
    open();
    const search = await screen.findByTestId('datasource-list-search');
    const rows = within(search).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1] as HTMLElement)
        .getByRole('link', { name: 'Straten' })
        .getAttribute('href'),
    ).toBe('/datasources/search/12');
    expect(rows[1]?.textContent).toContain('3');
    expect(rows[2]?.textContent).toContain(tc('datasources.state.failed'));
    expect(rows[2]?.textContent).toContain('Kolom object.name ontbreekt.');
    expect((await screen.findByTestId('datasource-empty-map_features')).textContent).toBe(
      tc('datasources.list.empty.map_features'),
    );
    expect(screen.getByRole('heading', { name: tc('datasources.type.search') })).toBeTruthy();
    expect(screen.getByRole('heading', { name: tc('datasources.type.map_features') })).toBeTruthy();
  });

  it("shows the create buttons only with 'eform create datasources'", async () => {
    signInAs(api, ['client_manager']);
    answerLists();
    open();
    const create = await screen.findByRole('link', { name: tc('datasources.create.search') });
    expect(create.getAttribute('href')).toBe('/datasources/create/search');
    expect(
      await screen.findByRole('link', { name: tc('datasources.create.map_features') }),
    ).toBeTruthy();
  });

  it('hides the create buttons without that permission', async () => {
    // A financial user has no datasource rights; the list itself is the route's business.
    signInAs(api, ['financial']);
    answerLists();
    const { queryClient } = open();
    await screen.findByTestId('datasource-list-search');
    // The rights are known (the client info answered) before their absence means anything.
    await waitFor(() =>
      expect(queryClient.getQueryState(['client-info', CLIENT_ID])?.status).toBe('success'),
    );
    expect(screen.queryByRole('link', { name: tc('datasources.create.search') })).toBeNull();
    expect(
      screen.queryByRole('button', { name: tc('datasources.create.map_features') }),
    ).toBeNull();
  });

  it('opens the premium wall for a map layer without the map module', async () => {
    signInAs(api, ['client_manager'], []);
    answerLists();
    const { user } = open();
    await user.click(
      await screen.findByRole('button', { name: tc('datasources.create.map_features') }),
    );
    expect(await screen.findByRole('dialog', { name: 'Betaalde functie Kaart' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Koop nu' })).toBeTruthy();
  });

  it('loads the next page of 300 when there is one', async () => {
    signInAs(api, ['client_manager']);
    api.answer(listPath('search'), { datasources: [sampleDatasource()], next_page: 1 });
    api.answer(listPath('search', 1), {
      datasources: [sampleDatasource({ id: 99, name: 'Zwembaden' })],
      next_page: null,
    });
    api.answer(listPath('map_features'), { datasources: [], next_page: null });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: tc('datasources.list.next') }));
    expect(await screen.findByRole('link', { name: 'Zwembaden' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: tc('datasources.list.next') })).toBeNull();
  });
});
