import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { formListPath, RemoveConfirm } from './remove-confirm';

describe('formListPath', () => {
  it.each([
    [12, '/admin/form-list/folder/12'],
    [null, '/admin/form-list'],
  ])('folder %s goes to %s', (folderId, path) => {
    expect(formListPath(folderId)).toBe(path);
  });
});

describe('RemoveConfirm', () => {
  it('asks with the spec text under an h2, and cancels or deletes', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    renderScreen(
      <RemoveConfirm name="Controle" pending={false} onCancel={onCancel} onConfirm={onConfirm} />,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 2 })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByText(t('forms.confirmDelete', { name: 'Controle' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: ta('ui.formsAdmin.cancel') }));
    expect(onCancel).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: ta('ui.formsAdmin.delete') }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
