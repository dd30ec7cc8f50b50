import type { TFolder } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Stack } from '@mantine/core';
import { IconFolderPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { ListError, ListLoading } from '../../form-admin-kit';
import { useCan } from '../../session';
import { useAdminFolders } from '../hooks/use-forms-admin';
import { AdminFolderTable } from './admin-folder-table';

type TFolderListAdminViewProps = {
  /** The folders, or undefined while they load. */
  folders: readonly TFolder[] | undefined;
  failed: boolean;
  onRetry: () => void;
  /** 'Nieuwe map', with 'eform manage forms'. */
  canCreate: boolean;
};

/** The folder administration as the data stands: loading, failed with a retry, or the table. */
export function FolderListAdminView({
  folders,
  failed,
  onRetry,
  canCreate,
}: TFolderListAdminViewProps) {
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('ui.page.folderListAdmin')}
        actions={
          canCreate && (
            <Button
              component={Link}
              to="/admin/folder-create"
              leftSection={<IconFolderPlus size={18} aria-hidden />}
            >
              {ta('ui.formsAdmin.newFolder')}
            </Button>
          )
        }
      />
      {failed ? (
        <ListError onRetry={onRetry} />
      ) : folders === undefined ? (
        <ListLoading />
      ) : (
        <AdminFolderTable folders={folders} />
      )}
    </Stack>
  );
}

/**
 * folder_list_admin (doc 2 §2): the current client's folders to rename, hide or show, and
 * delete, and the way to a new one.
 */
export function FolderListAdminPage() {
  const folders = useAdminFolders();
  const can = useCan();
  return (
    <FolderListAdminView
      folders={folders.data}
      failed={folders.isError}
      onRetry={() => void folders.refetch()}
      canCreate={can('eform manage forms')}
    />
  );
}
