import { t } from '@eform/core/messages';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { ListError, ListLoading } from '../../form-admin-kit';
import { useAdminFolders, useCreateForm } from '../hooks/use-forms-admin';
import { FormCreateForm } from './form-create-form';

/** form_create (doc 2 §2): `?folder_id=` preselects the folder; after creating, the form opens. */
export function FormCreatePage() {
  const [params] = useSearchParams();
  const folderId = params.get('folder_id');
  const folders = useAdminFolders();
  const create = useCreateForm();
  const backTo = folderId
    ? `/admin/form-list/folder/${encodeURIComponent(folderId)}`
    : '/admin/form-list';
  return (
    <Stack gap="lg">
      <PageHeader title={t('ui.page.formCreate')} backTo={backTo} />
      {folders.isError ? (
        <ListError onRetry={() => void folders.refetch()} />
      ) : folders.isPending ? (
        <ListLoading />
      ) : (
        <FormCreateForm
          folders={folders.data}
          defaultFolderId={folderId}
          pending={create.isPending}
          onSubmit={(values) => create.mutate(values)}
        />
      )}
    </Stack>
  );
}
