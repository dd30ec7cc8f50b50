import { t } from '@eform/core/messages';
import { useParams } from 'react-router';
import { PageHeader } from '../../../ui/page-header';
import { WipNote } from '../../../ui/wip-page';
import { useUserFolders } from '../hooks/use-user-folders';

/** 'Inhoud van {folder}' with a back button; the forms table comes with the filling issue. */
export function FolderFormsPage() {
  const { folder_id: folderId } = useParams();
  const folders = useUserFolders();
  const folder = folders.data?.find((f) => String(f.folder_id) === folderId);
  const title = folder
    ? t('ui.folderForms.title', { folder: folder.folder_name })
    : t('ui.folderForms.titleUnknown');
  return (
    <>
      <PageHeader title={title} backTo="/folders" />
      <WipNote />
    </>
  );
}
