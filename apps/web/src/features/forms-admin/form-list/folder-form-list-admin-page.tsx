import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { ListError, ListLoading } from '../../form-admin-kit';
import { useAdminFolders, useFolderForms } from '../hooks/use-forms-admin';
import { AdminActions } from './admin-actions';
import { AdminFormTable } from './admin-form-table';

/** folder_form_list_admin (doc 2 §2): the forms of one folder, named in the title. */
export function FolderFormListAdminPage() {
  const folderId = useParams().folder_id ?? '';
  const folders = useAdminFolders();
  const forms = useFolderForms(folderId);
  const folder = folders.data?.find((f) => String(f.folder_id) === folderId);
  const title = folder
    ? t('ui.folderForms.title', { folder: folder.folder_name })
    : t('ui.page.folderFormListAdmin');
  return (
    <Stack gap="lg">
      <PageHeader
        title={title}
        backTo="/admin/form-list"
        actions={<AdminActions folderId={folderId} />}
      />
      {forms.isError ? (
        <ListError onRetry={() => void forms.refetch()} />
      ) : forms.isPending ? (
        <ListLoading />
      ) : (
        <AdminFormTable title={ta('ui.formsAdmin.forms')} forms={forms.data} />
      )}
    </Stack>
  );
}
