import type { TFolder } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';
import { Table } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import type { TAccessState } from '../../session';
import { folderRowAccess } from './admin-folder-table';
import { FolderRow } from './folder-row';

const visible: TFolder = {
  folder_id: 3,
  folder_name: 'Inspecties',
  folder_hidden: false,
  folder_contains_forms: true,
};

function renderRow(folder: TFolder, access: { canManage: boolean; canToggleHidden: boolean }) {
  renderScreen(
    <Table>
      <Table.Tbody>
        <Table.Tr>
          <FolderRow folder={folder} {...access} />
        </Table.Tr>
      </Table.Tbody>
    </Table>,
  );
}

const ready = (roles: string[], permissions: string[]): TAccessState => ({
  status: 'ready',
  roles,
  permissions,
  isFiller: false,
  home: '/dashboard',
});

describe('folderRowAccess', () => {
  it.each([
    ['admin', true, true, ready(['admin'], ['eform manage forms'])],
    ['client_manager', true, true, ready(['client_manager'], ['eform manage forms'])],
    ['form_manager', true, false, ready(['form_manager'], ['eform manage forms'])],
    ['form_view_registrations', false, false, ready(['form_view_registrations'], [])],
    ['loading access', false, false, { status: 'loading' } as const],
  ])('%s: manage %s, hide toggle %s', (_name, canManage, canToggleHidden, access) => {
    expect(folderRowAccess(access)).toEqual({ canManage, canToggleHidden });
  });
});

// happy-dom's window: 1024 px wide unless told otherwise; Mantine's hiddenFrom follows it.
const happyDom = (window as unknown as { happyDOM: { setViewport(v: { width: number }): void } })
  .happyDOM;
const phoneViewport = () => happyDom.setViewport({ width: 375 });

afterEach(() => {
  happyDom.setViewport({ width: 1024 });
});

describe('FolderRow', () => {
  it('shows the actions as buttons on a wide screen, the menu out of sight', () => {
    renderRow(visible, { canManage: true, canToggleHidden: true });
    expect(screen.getByRole('button', { name: ta('ui.formsAdmin.delete') })).toBeTruthy();
    expect(
      screen.queryByRole('button', { name: ta('folderAdmin.actionsFor', { name: 'Inspecties' }) }),
    ).toBeNull();
  });

  it('offers no hide toggle without the admin or client manager role', () => {
    renderRow(visible, { canManage: true, canToggleHidden: false });
    expect(screen.getByRole('button', { name: ta('ui.formsAdmin.rename') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: ta('folderAdmin.hide') })).toBeNull();
    expect(screen.queryByRole('button', { name: ta('folderAdmin.show') })).toBeNull();
  });

  it("offers 'Verbergen' for a visible folder to whoever may toggle it", () => {
    renderRow(visible, { canManage: false, canToggleHidden: true });
    expect(screen.getByRole('button', { name: ta('folderAdmin.hide') })).toBeTruthy();
    // The toggle alone: rename and delete need 'eform manage forms'.
    expect(screen.queryByRole('button', { name: ta('ui.formsAdmin.delete') })).toBeNull();
  });

  it("says 'Zichtbaar maken' for a hidden folder", () => {
    renderRow({ ...visible, folder_hidden: true }, { canManage: true, canToggleHidden: true });
    expect(screen.getByRole('button', { name: ta('folderAdmin.show') })).toBeTruthy();
    expect(screen.getByText(ta('ui.formsAdmin.hidden'))).toBeTruthy();
  });

  it('has no actions cell for someone who may do nothing', () => {
    renderRow(visible, { canManage: false, canToggleHidden: false });
    expect(screen.queryByTestId('folder-row-actions')).toBeNull();
  });

  it('gathers the actions in a menu on a phone, usable with the keyboard', async () => {
    const user = userEvent.setup();
    // The dropdown stays display: none here (below), so Mantine's focus trap finds nothing to
    // focus and warns, printing the node with its React fiber (thousands of lines): that warning
    // is expected in this environment and held back; any other still fails the test below.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    phoneViewport();
    renderRow(visible, { canManage: true, canToggleHidden: true });
    // The buttons are out of sight (display: none) on a phone, and so out of reach.
    expect(screen.queryByRole('button', { name: ta('ui.formsAdmin.delete') })).toBeNull();
    const menu = screen.getByRole('button', {
      name: ta('folderAdmin.actionsFor', { name: 'Inspecties' }),
    });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    // happy-dom lays nothing out, so floating-ui deems the target detached and the dropdown
    // stays display: none; the items are there and work all the same.
    const items = await screen.findAllByRole('menuitem', { hidden: true });
    expect(items.map((item) => item.textContent)).toEqual([
      ta('ui.formsAdmin.rename'),
      ta('folderAdmin.hide'),
      ta('ui.formsAdmin.delete'),
    ]);
    await user.click(
      screen.getByRole('menuitem', { name: ta('ui.formsAdmin.rename'), hidden: true }),
    );
    expect(screen.getByLabelText(ta('ui.formsAdmin.folderName'), { exact: false })).toBeTruthy();
    const warnings = warn.mock.calls.map(([text]) => String(text));
    expect(warnings.filter((text) => !text.startsWith('[@mantine/hooks/use-focus-trap]'))).toEqual(
      [],
    );
    warn.mockRestore();
  });
});
