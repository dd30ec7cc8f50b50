import type { TFavorite } from '@eform/core/api/favorites';
import { ELEMENT_TYPES, type TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { AddElementPanel, offeredTypes } from './add-element-panel';
import { FavoriteSaveDialog } from './favorite-save-dialog';
import type { TEditorEnv } from './use-editor-context';

const env = (patch: Partial<TEditorEnv>): TEditorEnv => ({
  clientId: 1,
  isAdmin: false,
  formType: 'default',
  modules: [],
  ...patch,
});

describe('offeredTypes', () => {
  it.each([
    ['a form manager, default form', env({}), ['linkedForm', 'computed', 'stateTransition']],
    ['a form manager, workflow form', env({ formType: 'workflow' }), ['linkedForm', 'computed']],
    ['an admin, default form', env({ isAdmin: true }), ['stateTransition']],
    ['an admin, workflow form', env({ isAdmin: true, formType: 'workflow' }), []],
  ])('offers %s every type but %o', (_, context, missing) => {
    expect(offeredTypes(context)).toEqual(ELEMENT_TYPES.filter((t) => !missing.includes(t)));
  });

  it('keeps the paid types in the list without their modules (they open the premium wall)', () => {
    expect(offeredTypes(env({ modules: [] }))).toEqual(
      expect.arrayContaining(['map', 'gps', 'tracking']),
    );
  });
});

const text = { uuid: 'f-1', name: 'naam', label: 'Naam', elementType: 'text', validation: [] };
const map = { uuid: 'f-2', name: 'kaart', label: 'Kaart', elementType: 'map' };
const favorite = (id: string, name: string, element: object): TFavorite =>
  ({
    favorite_id: id,
    favoriteName: name,
    element: { ...element, favoriteName: name },
    created_at: '2024-05-01T10:00:00.000Z',
  }) as TFavorite;
let favorites: TFavorite[] = [];

const fetchSpy = vi.fn(async (path: string, init?: RequestInit) => {
  if (path === '/api/client/1/favorites' && (init?.method ?? 'GET') === 'GET')
    return new Response(JSON.stringify(favorites));
  if (path === '/api/client/1/favorites' && init?.method === 'POST') {
    const body = JSON.parse(String(init.body));
    const created = favorite(
      '00000000-0000-4000-8000-000000000009',
      body.favoriteName,
      body.element,
    );
    favorites = [created, ...favorites];
    return new Response(JSON.stringify(created), { status: 201 });
  }
  if (path.startsWith('/api/client/1/favorites/') && init?.method === 'DELETE') {
    favorites = favorites.filter((f) => !path.endsWith(f.favorite_id));
    return new Response(JSON.stringify({ status: 'success' }));
  }
  return new Response('{"message":"Niet gevonden"}', { status: 404 });
});

beforeEach(() => {
  favorites = [
    favorite('00000000-0000-4000-8000-000000000001', 'Mijn naamveld', text),
    favorite('00000000-0000-4000-8000-000000000002', 'Kaart van de wijk', map),
  ];
  vi.stubGlobal('fetch', fetchSpy);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchSpy.mockClear();
});

function setupPanel(subformLabel?: string, context: Partial<TEditorEnv> = {}) {
  const onAdd = vi.fn();
  const onAddFavorite = vi.fn();
  renderScreen(
    <AddElementPanel
      env={env({ modules: ['map_element'], ...context })}
      onAdd={onAdd}
      onAddFavorite={onAddFavorite}
      subformLabel={subformLabel}
    />,
  );
  return { onAdd, onAddFavorite, user: userEvent.setup() };
}

describe('AddElementPanel', () => {
  it('in a subform offers no map, subform, gps or tracking', async () => {
    const { onAdd, user } = setupPanel('Bomen', {
      modules: ['map_element', 'location', 'tracking'],
    });
    const panel = screen.getByRole('region', {
      name: ta('editorWorkspace.addToSubform', { label: 'Bomen' }),
    });
    for (const type of ['map', 'subform', 'gps', 'tracking'] as const) {
      expect(within(panel).queryByRole('button', { name: te(`element.type.${type}`) })).toBeNull();
    }
    await user.click(within(panel).getByRole('button', { name: te('element.type.number') }));
    expect(onAdd).toHaveBeenCalledWith('number');
  });

  it('lists the favourites with their type and inserts a copy on a click', async () => {
    const { onAddFavorite, user } = setupPanel();
    await user.click(screen.getByRole('tab', { name: ta('editor.favorites') }));
    const list = await screen.findByRole('list', { name: ta('editorWorkspace.favoritesList') });
    expect(within(list).getByText('Mijn naamveld')).toBeTruthy();
    expect(within(list).getByText(te('element.type.text'))).toBeTruthy();
    await user.click(
      within(list).getByRole('button', {
        name: ta('editorWorkspace.favoriteInsert', { name: 'Mijn naamveld' }),
      }),
    );
    expect(onAddFavorite).toHaveBeenCalledWith(
      expect.objectContaining({ uuid: 'f-1', name: 'naam' }),
    );
  });

  it('in a subform disables a favourite a subform may not hold', async () => {
    const { onAddFavorite, user } = setupPanel('Bomen');
    await user.click(screen.getByRole('tab', { name: ta('editor.favorites') }));
    const button = await screen.findByRole('button', {
      name: ta('editorWorkspace.favoriteInsert', { name: 'Kaart van de wijk' }),
    });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(ta('editorWorkspace.favoriteNotHere'), { exact: false })).toBeTruthy();
    expect(onAddFavorite).not.toHaveBeenCalled();
  });

  it('says so when there are no favourites yet', async () => {
    favorites = [];
    const { user } = setupPanel();
    await user.click(screen.getByRole('tab', { name: ta('editor.favorites') }));
    expect(await screen.findByText(ta('editorWorkspace.favoritesEmpty'))).toBeTruthy();
  });

  it('removes a favourite only after the confirmation, and the list follows', async () => {
    const { user } = setupPanel();
    await user.click(screen.getByRole('tab', { name: ta('editor.favorites') }));
    await user.click(
      await screen.findByRole('button', {
        name: ta('editorWorkspace.favoriteRemove', { name: 'Mijn naamveld' }),
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: ta('editorWorkspace.favoriteRemoveTitle'),
    });
    await user.click(within(dialog).getByRole('button', { name: ta('elementEditor.removeYes') }));
    await waitFor(() => expect(screen.queryByText('Mijn naamveld')).toBeNull());
    expect(screen.getByText('Kaart van de wijk')).toBeTruthy();
  });
});

describe('FavoriteSaveDialog', () => {
  const element = { ...text, uuid: 'e-1', label: 'Uw naam' } as TElement;

  function setupDialog() {
    const onClose = vi.fn();
    const toast = vi.spyOn(notifications, 'show');
    const view = renderScreen(
      <FavoriteSaveDialog element={element} clientId={1} onClose={onClose} />,
    );
    return { ...view, onClose, toast, user: userEvent.setup() };
  }

  it('refuses an empty name with the spec text and sends nothing', async () => {
    const { user } = setupDialog();
    const name = screen.getByLabelText(ta('editorWorkspace.favoriteName'), { exact: false });
    await user.clear(name);
    await user.type(name, '   ');
    await user.click(screen.getByRole('button', { name: ta('editorWorkspace.favoriteSave') }));
    expect(screen.getByText(te('element.favoriteNameRequired'))).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('saves under the name, toasts the spec text and refreshes the favourites', async () => {
    const { user, onClose, toast, queryClient } = setupDialog();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const name = screen.getByLabelText(ta('editorWorkspace.favoriteName'), { exact: false });
    expect((name as HTMLInputElement).value).toBe('Uw naam');
    await user.clear(name);
    await user.type(name, 'Naamveld');
    await user.click(screen.getByRole('button', { name: ta('editorWorkspace.favoriteSave') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ favoriteName: 'Naamveld', element });
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({ message: ta('editor.favoriteSaved') }),
    );
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['client', 1, 'favorites'] });
  });
});
