import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { DuplicateForm, type TDuplicateFolders } from './duplicate-form';

const clients = [
  { id: 1, uuid: 'c-1', name: 'Gemeente A' },
  { id: 2, uuid: 'c-2', name: 'Gemeente B' },
];
const ready: TDuplicateFolders = {
  status: 'ready',
  folders: [
    { folder_id: 3, folder_name: 'Inspecties', folder_hidden: false, folder_contains_forms: true },
    { folder_id: 7, folder_name: 'Meldingen', folder_hidden: false, folder_contains_forms: false },
  ],
};

function setup(props: Partial<Parameters<typeof DuplicateForm>[0]> = {}) {
  const onSubmit = vi.fn();
  const onClientChange = vi.fn();
  renderScreen(
    <DuplicateForm
      clients={clients}
      clientId={1}
      onClientChange={onClientChange}
      folders={ready}
      defaultFolderId={null}
      pending={false}
      onSubmit={onSubmit}
      {...props}
    />,
  );
  return {
    onSubmit,
    onClientChange,
    user: userEvent.setup(),
    folder: () =>
      screen.getByLabelText(ta('formSharing.duplicate.folder'), {
        exact: false,
      }) as HTMLSelectElement,
    submit: () => screen.getByRole('button', { name: ta('formSharing.duplicate.submit') }),
  };
}

describe('DuplicateForm', () => {
  it('requires a folder, focuses it and sends nothing', async () => {
    const { onSubmit, user, folder, submit } = setup();
    await user.click(submit());
    expect(screen.getByText(ta('formSharing.duplicate.folderRequired'))).toBeTruthy();
    expect(document.activeElement).toBe(folder());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("preselects the form's own folder and sends the chosen one", async () => {
    const { onSubmit, user, folder, submit } = setup({ defaultFolderId: 3 });
    expect(folder().value).toBe('3');
    await user.selectOptions(folder(), '7');
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(7);
  });

  it("offers the user's clients and reports a change of client", async () => {
    const { onClientChange, user } = setup();
    const client = screen.getByLabelText(ta('formSharing.duplicate.client')) as HTMLSelectElement;
    expect(client.value).toBe('1');
    await user.selectOptions(client, '2');
    expect(onClientChange).toHaveBeenCalledWith(2);
  });

  it('hides the client choice when the user has one client', () => {
    setup({ clients: [clients[0] ?? { id: 1, uuid: 'c-1', name: 'A' }] });
    expect(screen.queryByLabelText(ta('formSharing.duplicate.client'))).toBeNull();
  });

  it('waits for the folders before it can copy', () => {
    const { folder, submit } = setup({ folders: { status: 'loading' } });
    expect(folder().disabled).toBe(true);
    expect((submit() as HTMLButtonElement).disabled).toBe(true);
  });
});
