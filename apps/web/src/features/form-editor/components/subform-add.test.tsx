import { createElement, type TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { te } from '@eform/core/messages/editor';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { SubformAdd } from './subform-add';

const subform = { ...createElement('subform', []), label: 'Bomen' } as TElement;

function setup() {
  const onAdd = vi.fn();
  renderScreen(
    <SubformAdd
      subform={subform}
      env={{ clientId: 1, isAdmin: false, formType: 'default', modules: [] }}
      onAdd={onAdd}
      onAddFavorite={vi.fn()}
    />,
  );
  const opener = () =>
    screen.getByRole('button', { name: ta('editorWorkspace.addToSubform', { label: 'Bomen' }) });
  const panel = () =>
    screen.queryByRole('region', {
      name: ta('editorWorkspace.addToSubform', { label: 'Bomen' }),
    });
  return { onAdd, opener, panel, user: userEvent.setup() };
}

describe('SubformAdd', () => {
  it("names its button with the text it shows and the subform's label (WCAG 2.5.3)", () => {
    const { opener } = setup();
    const shown = opener().textContent ?? '';
    expect(shown).toBe(ta('elementEditor.addElement'));
    expect(opener().getAttribute('aria-label')).toContain(shown);
  });

  it('stays open to add several elements in a row, focus in the panel', async () => {
    const { onAdd, opener, panel, user } = setup();
    await user.click(opener());
    expect(document.activeElement).toBe(panel());
    const open = panel() as HTMLElement;
    await user.click(within(open).getByRole('button', { name: te('element.type.text') }));
    await user.click(within(open).getByRole('button', { name: te('element.type.number') }));
    expect(onAdd.mock.calls).toEqual([
      ['text', subform.uuid],
      ['number', subform.uuid],
    ]);
    expect(panel()).not.toBeNull();
  });

  it('closes on Escape and on its close button, the focus back on the button that opened it', async () => {
    const { opener, panel, user } = setup();
    await user.click(opener());
    await user.keyboard('{Tab}{Escape}');
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(opener());
    await user.click(opener());
    await user.click(screen.getByRole('button', { name: ta('editorWorkspace.closeAddToSubform') }));
    expect(panel()).toBeNull();
    expect(document.activeElement).toBe(opener());
  });

  it('leaves Escape in its own dialogs to them: removing a favourite is cancelled, the panel stays', async () => {
    const favorite = {
      favorite_id: '00000000-0000-4000-8000-000000000001',
      favoriteName: 'Mijn naamveld',
      element: { uuid: 'f-1', name: 'naam', label: 'Naam', elementType: 'text', validation: [] },
      created_at: '2024-05-01T10:00:00.000Z',
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify([favorite]))),
    );
    const { panel, opener, user } = setup();
    await user.click(opener());
    const open = panel() as HTMLElement;
    await user.click(within(open).getByRole('tab', { name: ta('editor.favorites') }));
    await user.click(
      await within(open).findByRole('button', {
        name: ta('editorWorkspace.favoriteRemove', { name: 'Mijn naamveld' }),
      }),
    );
    const question = await screen.findByRole('dialog', {
      name: ta('editorWorkspace.favoriteRemoveTitle'),
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(question.isConnected).toBe(false));
    expect(panel()).not.toBeNull();
    vi.unstubAllGlobals();
  });
});
