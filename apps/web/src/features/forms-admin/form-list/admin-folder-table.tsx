import type { TFolder } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { canToggleHiddenFolder, hasPermission } from '@eform/core/permissions';
import { Table, VisuallyHidden } from '@mantine/core';
import { type TAccessState, useAccess } from '../../session';
import { FolderRow } from './folder-row';
import { PagedTable } from './paged-table';

/**
 * What a folder row offers: rename and delete with 'eform manage forms', the hide toggle to an
 * admin or client manager alone (doc 2 §2). Nothing while the access is still loading.
 */
export function folderRowAccess(access: TAccessState): {
  canManage: boolean;
  canToggleHidden: boolean;
} {
  if (access.status !== 'ready') return { canManage: false, canToggleHidden: false };
  return {
    canManage: hasPermission(access.permissions, 'eform manage forms'),
    canToggleHidden: canToggleHiddenFolder(access.roles),
  };
}

/**
 * The client's folders; the name opens the folder's admin list. The server only answers hidden
 * folders to those who may see them, so the chip shows for them alone. Rename and delete come
 * with 'eform manage forms', the hide toggle with the admin or client manager role.
 */
export function AdminFolderTable({ folders }: { folders: readonly TFolder[] }) {
  const { canManage, canToggleHidden } = folderRowAccess(useAccess());
  return (
    <PagedTable
      title={ta('ui.formsAdmin.folders')}
      rows={folders}
      testId="admin-folder-table"
      empty={t('folders.empty')}
      rowKey={(folder) => folder.folder_id}
      head={
        <>
          <Table.Th>{t('ui.folders.columnName')}</Table.Th>
          {(canManage || canToggleHidden) && (
            <Table.Th>
              <VisuallyHidden>{ta('ui.formsAdmin.actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </>
      }
      renderRow={(folder) => (
        <FolderRow folder={folder} canManage={canManage} canToggleHidden={canToggleHidden} />
      )}
    />
  );
}
