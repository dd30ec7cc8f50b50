import type { TFolder } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { hasPermission } from '@eform/core/permissions';
import { Table, VisuallyHidden } from '@mantine/core';
import { useAccess } from '../../session/hooks/use-access';
import { FolderRow } from './folder-row';
import { PagedTable } from './paged-table';

/**
 * The client's folders; the name opens the folder's admin list. The server only answers hidden
 * folders to those who may see them, so the chip shows for them alone. Rename and delete come
 * with 'eform manage forms'.
 */
export function AdminFolderTable({ folders }: { folders: readonly TFolder[] }) {
  const access = useAccess();
  const canManage =
    access.status === 'ready' && hasPermission(access.permissions, 'eform manage forms');
  return (
    <PagedTable
      title={t('ui.formsAdmin.folders')}
      rows={folders}
      testId="admin-folder-table"
      empty={t('folders.empty')}
      rowKey={(folder) => folder.folder_id}
      head={
        <>
          <Table.Th>{t('ui.folders.columnName')}</Table.Th>
          {canManage && (
            <Table.Th>
              <VisuallyHidden>{t('ui.formsAdmin.actions')}</VisuallyHidden>
            </Table.Th>
          )}
        </>
      }
      renderRow={(folder) => <FolderRow folder={folder} canManage={canManage} />}
    />
  );
}
