import { t } from '@eform/core/messages';
import { IconFileOff, IconForms } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { ListBody } from '../../../ui/list-body';
import { PageHeader } from '../../../ui/page-header';
import { MakeFolderOffline, OfflineReadyMark, useOfflineReadyForms } from '../../pwa';
import { useFolderFormsForUser, useUserFolders } from '../hooks/use-user-folders';
import { LinkTable } from './link-table';

/**
 * folder_form_list (doc 1 §2.8): 'Inhoud van {folder}', a back button and the folder's published
 * forms the user may fill, by name. A row opens the form with force_reload '1' online, '0'
 * offline (then the copy on the device is used).
 */
export function FolderFormsPage() {
  const folderId = useParams().folder_id ?? '';
  const folder = useUserFolders().data?.find((f) => String(f.folder_id) === folderId);
  const forms = useFolderFormsForUser(folderId);
  const forceReload = useOnlineStatus() ? '1' : '0';
  const offlineReady = useOfflineReadyForms();
  const title = folder
    ? t('ui.folderForms.title', { folder: folder.folder_name })
    : t('ui.folderForms.titleUnknown');
  return (
    <>
      <PageHeader title={title} backTo="/folders" />
      <ListBody
        query={forms}
        loading={t('ui.folderForms.loading')}
        failed={t('ui.folderForms.loadFailed')}
        empty={t('ui.folderForms.empty')}
        emptyIcon={
          <IconFileOff size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        }
        emptyTestId="folder-forms-empty"
      >
        {(items) => (
          <>
            <MakeFolderOffline formIds={items.map((form) => form.form_id)} />
            <LinkTable
              column={t('ui.folderForms.columnName')}
              testId="folder-forms-table"
              rows={items.map((form) => ({
                key: form.form_id,
                name: form.form_name,
                to: `/form/${encodeURIComponent(form.form_id)}/${forceReload}`,
                icon: <IconForms size={20} stroke={1.6} aria-hidden />,
                mark: offlineReady[form.form_id] ? <OfflineReadyMark /> : undefined,
              }))}
            />
          </>
        )}
      </ListBody>
    </>
  );
}
