import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { FolderListAdminView } from './folder-list-admin-page';

const folders = [
  { folder_id: 3, folder_name: 'Inspecties', folder_hidden: false, folder_contains_forms: true },
  { folder_id: 7, folder_name: 'Intern', folder_hidden: true, folder_contains_forms: false },
];

function setup(props: Partial<Parameters<typeof FolderListAdminView>[0]>) {
  const onRetry = vi.fn();
  renderScreen(
    <FolderListAdminView
      folders={undefined}
      failed={false}
      onRetry={onRetry}
      canCreate={false}
      {...props}
    />,
  );
  return { onRetry, user: userEvent.setup() };
}

describe('FolderListAdminView', () => {
  it('names the page in its h1 and shows skeletons while the folders load', () => {
    setup({});
    expect(
      screen.getByRole('heading', { level: 1, name: t('ui.page.folderListAdmin') }),
    ).toBeTruthy();
    expect(screen.getByTestId('list-loading')).toBeTruthy();
    expect(screen.queryByTestId('admin-folder-table')).toBeNull();
  });

  it('says the folders failed to load and retries on request', async () => {
    const { onRetry, user } = setup({ failed: true });
    expect(screen.getByRole('alert').textContent).toContain(ta('ui.formsAdmin.loadFailed'));
    await user.click(screen.getByRole('button', { name: t('ui.common.retry') }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says so when the client has no folders', () => {
    setup({ folders: [] });
    expect(screen.getByTestId('admin-folder-table-empty').textContent).toBe(t('folders.empty'));
  });

  it('lists the folders, each opening its forms, with the hidden chip', () => {
    setup({ folders });
    const link = screen.getByRole('link', { name: 'Inspecties' });
    expect(link.getAttribute('href')).toBe('/admin/form-list/folder/3');
    expect(screen.getAllByText(ta('ui.formsAdmin.hidden'))).toHaveLength(1);
  });

  it("offers 'Nieuwe map' only to those who may create one", () => {
    setup({ folders, canCreate: false });
    expect(screen.queryByRole('link', { name: ta('ui.formsAdmin.newFolder') })).toBeNull();
  });

  it("links 'Nieuwe map' to the create screen", () => {
    setup({ folders, canCreate: true });
    const link = screen.getByRole('link', { name: ta('ui.formsAdmin.newFolder') });
    expect(link.getAttribute('href')).toBe('/admin/folder-create');
  });
});
