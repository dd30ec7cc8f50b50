import type { TFolder } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { Anchor, Badge, Group, Table } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PagedTable } from './paged-table';

/**
 * The client's folders; the name opens the folder's admin list. The server only answers hidden
 * folders to those who may see them, so the chip shows for them alone.
 */
export function AdminFolderTable({ folders }: { folders: readonly TFolder[] }) {
  return (
    <PagedTable
      title={t('ui.formsAdmin.folders')}
      rows={folders}
      testId="admin-folder-table"
      empty={t('folders.empty')}
      rowKey={(folder) => folder.folder_id}
      head={<Table.Th>{t('ui.folders.columnName')}</Table.Th>}
      renderRow={(folder) => (
        <Table.Td>
          <Group gap="sm" wrap="nowrap">
            <IconFolder size={20} stroke={1.6} aria-hidden />
            <Anchor component={Link} to={`/admin/form-list/folder/${folder.folder_id}`} fw={500}>
              {folder.folder_name}
            </Anchor>
            {folder.folder_hidden && (
              <Badge variant="light" color="gray">
                {t('ui.formsAdmin.hidden')}
              </Badge>
            )}
          </Group>
        </Table.Td>
      )}
    />
  );
}
