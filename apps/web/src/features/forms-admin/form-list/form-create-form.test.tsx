import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { createdFormPath } from '../hooks/use-forms-admin';
import { FormCreateForm } from './form-create-form';

const folders = [
  { folder_id: 3, folder_name: 'Inspecties', folder_hidden: false, folder_contains_forms: true },
  { folder_id: 7, folder_name: 'Meldingen', folder_hidden: false, folder_contains_forms: false },
];

function setup(defaultFolderId: string | null = null) {
  const onSubmit = vi.fn();
  renderScreen(
    <FormCreateForm
      folders={folders}
      defaultFolderId={defaultFolderId}
      pending={false}
      onSubmit={onSubmit}
    />,
  );
  return {
    user: userEvent.setup(),
    onSubmit,
    name: screen.getByLabelText(ta('ui.formsAdmin.formName'), { exact: false }),
    folder: screen.getByLabelText(t('ui.folders.columnName'), {
      exact: false,
    }) as HTMLSelectElement,
    submit: screen.getByRole('button', { name: ta('ui.formsAdmin.create') }),
  };
}

describe('FormCreateForm', () => {
  it('requires a name and a folder, with their Dutch texts, and sends nothing', async () => {
    const { user, onSubmit, name, submit } = setup();
    await user.click(submit);
    expect(screen.getByText('Formulier naam is verplicht.')).toBeTruthy();
    expect(screen.getByText(ta('ui.formsAdmin.folderRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('still requires the folder once the name is given', async () => {
    const { user, onSubmit, name, folder, submit } = setup();
    await user.type(name, 'Controle');
    await user.click(submit);
    expect(screen.queryByText('Formulier naam is verplicht.')).toBeNull();
    expect(screen.getByText(ta('ui.formsAdmin.folderRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(folder);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('preselects the folder of ?folder_id= and sends a workflow form', async () => {
    const { user, onSubmit, name, folder, submit } = setup('7');
    expect(folder.value).toBe('7');
    await user.type(name, ' Controle ');
    await user.click(screen.getByLabelText(ta('ui.formsAdmin.type.workflow')));
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      form_name: 'Controle',
      folder_id: 7,
      form_type: 'workflow',
    });
  });

  it('ignores a folder_id that is no folder of the list, and defaults to type default', async () => {
    const { user, onSubmit, name, folder, submit } = setup('99');
    expect(folder.value).toBe('');
    await user.type(name, 'Melding');
    await user.selectOptions(folder, '3');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({
      form_name: 'Melding',
      folder_id: 3,
      form_type: 'default',
    });
  });
});

describe('createdFormPath', () => {
  it.each([
    [true, '/admin/form/f%2F1/edit'],
    [false, '/admin/form/f%2F1'],
  ])('with edit permission %s opens %s', (canEdit, path) => {
    expect(createdFormPath('f/1', canEdit)).toBe(path);
  });
});
