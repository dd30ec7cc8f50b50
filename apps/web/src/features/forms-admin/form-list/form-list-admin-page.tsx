import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Stack } from '@mantine/core';
import { PageHeader } from '../../../ui/page-header';
import { ListError, ListLoading } from '../../form-admin-kit';
import { useAdminFolders, useAdminForms } from '../hooks/use-forms-admin';
import { AdminActions } from './admin-actions';
import { AdminFolderTable } from './admin-folder-table';
import { AdminFormTable } from './admin-form-table';

function FormListBody() {
  const folders = useAdminFolders();
  const forms = useAdminForms();
  if (folders.isError || forms.isError) {
    return (
      <ListError
        onRetry={() => {
          void folders.refetch();
          void forms.refetch();
        }}
      />
    );
  }
  if (folders.isPending || forms.isPending) return <ListLoading />;
  return (
    <Stack gap="xl">
      <AdminFolderTable folders={folders.data} />
      <AdminFormTable
        title={ta('ui.formsAdmin.noFolder')}
        forms={forms.data.filter((form) => form.folder_id === null)}
      />
    </Stack>
  );
}

/** form_list_admin (doc 2 §2): the folders table and the forms without a folder. */
export function FormListAdminPage() {
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.formListAdmin')} actions={<AdminActions />} />
      <FormListBody />
    </Stack>
  );
}
