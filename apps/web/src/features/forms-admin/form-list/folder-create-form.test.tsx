import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { FolderCreateForm } from './folder-create-form';

function setup(canHide: boolean) {
  const onSubmit = vi.fn();
  renderScreen(<FolderCreateForm canHide={canHide} pending={false} onSubmit={onSubmit} />);
  const name = screen.getByLabelText(ta('ui.formsAdmin.folderName'), { exact: false });
  const submit = screen.getByRole('button', { name: ta('ui.formsAdmin.create') });
  return { user: userEvent.setup(), onSubmit, name, submit };
}

describe('FolderCreateForm', () => {
  it('refuses an empty or blank name with the spec text and focuses the field', async () => {
    const { user, onSubmit, name, submit } = setup(false);
    await user.type(name, '   ');
    await user.click(submit);
    expect(screen.getByText('Map naam is verplicht.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, never hidden without the permission', async () => {
    const { user, onSubmit, name, submit } = setup(false);
    expect(screen.queryByLabelText(t('folder.hideInAdmin'))).toBeNull();
    await user.type(name, '  Inspecties ');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ folder_name: 'Inspecties', hidden: false });
  });

  it('offers the hide checkbox with the permission and sends it', async () => {
    const { user, onSubmit, name, submit } = setup(true);
    await user.type(name, 'Intern');
    await user.click(screen.getByLabelText(t('folder.hideInAdmin')));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ folder_name: 'Intern', hidden: true });
  });
});
