import { t } from '@eform/core/messages';
import { hasPermission } from '@eform/core/permissions';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { useAccess } from '../../session';
import { useCreateFolder } from '../hooks/use-forms-admin';
import { FolderCreateForm } from './folder-create-form';

/** folder_create (doc 2 §2): after creating, back to the admin list. */
export function FolderCreatePage() {
  const access = useAccess();
  const create = useCreateFolder();
  const canHide =
    access.status === 'ready' && hasPermission(access.permissions, 'eform view hidden folders');
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.folderCreate')} backTo="/admin/form-list" />
      <FolderCreateForm
        canHide={canHide}
        pending={create.isPending}
        onSubmit={(values) => create.mutate(values)}
      />
    </Stack>
  );
}
