import { tc } from '@eform/core/messages/clients';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { ConfirmDialog, DeleteIcon } from './confirm-dialog';

/** A row's trash button and its question, as the users and groups lists wire them. */
function Row({ onConfirm }: { onConfirm: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <DeleteIcon label="Verwijder Alfa" onClick={() => setAsking(true)} />
      <ConfirmDialog
        opened={asking}
        title="Groep verwijderen"
        message="Weet u het zeker?"
        confirmLabel={tc('groups.confirm.yes')}
        busy={false}
        onConfirm={onConfirm}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

describe('DeleteIcon with its ConfirmDialog', () => {
  it('is announced as opening a dialog, which Escape closes with the focus back on it', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    renderWithProviders(<Row onConfirm={onConfirm} />);
    const trash = screen.getByRole('button', { name: 'Verwijder Alfa' });
    expect(trash.getAttribute('aria-haspopup')).toBe('dialog');

    await user.click(trash);
    expect(await screen.findByRole('dialog', { name: 'Groep verwijderen' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trash));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
