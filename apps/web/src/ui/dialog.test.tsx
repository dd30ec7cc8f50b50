import { Button, Menu } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { Dialog } from './dialog';
import { DIALOG_OPENER } from './dialog-opener';

/** A dialog as most screens wire it: mounted open by its button, unmounted when it closes. */
function MountedOpen() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} {...DIALOG_OPENER}>
        Zoekvelden kiezen
      </Button>
      {open && (
        <Dialog opened title="Zoekvelden" onClose={() => setOpen(false)}>
          <Button>Opslaan</Button>
        </Dialog>
      )}
    </>
  );
}

/** A dialog opened from a menu item, which goes with its menu. */
function FromMenu() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button>Acties</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setOpen(true)} {...DIALOG_OPENER}>
            Verwijderen
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Dialog opened={open} title="Map verwijderen" onClose={() => setOpen(false)}>
        <Button>Verwijderen</Button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives the focus back to its button when it closes and is unmounted (WCAG 2.4.3)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MountedOpen />);
    const opener = screen.getByRole('button', { name: 'Zoekvelden kiezen' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Zoekvelden' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("gives the focus to the menu's button when its item opened it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<FromMenu />);
    const menuButton = screen.getByRole('button', { name: 'Acties' });
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: 'Verwijderen' }));
    expect(await screen.findByRole('dialog', { name: 'Map verwijderen' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(menuButton));
  });
});
