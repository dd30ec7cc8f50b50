import { t } from '@eform/core/messages';
import { IconFolder, IconFolderOff } from '@tabler/icons-react';
import { ListBody } from '../../../ui/list-body';
import { PageHeader } from '../../../ui/page-header';
import { useUserFolders } from '../hooks/use-user-folders';
import { LinkTable } from './link-table';

/** The fillers' home: the folders of the current client (doc 1 §2.7), hidden ones too. */
export function FolderListPage() {
  const folders = useUserFolders();
  return (
    <>
      <PageHeader title={t('ui.folders.title')} description={t('ui.folders.intro')} />
      <ListBody
        query={folders}
        loading={t('ui.folders.loading')}
        failed={t('ui.folders.loadFailed')}
        empty={t('folders.empty')}
        emptyIcon={
          <IconFolderOff size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        }
        emptyTestId="folders-empty"
      >
        {(items) => (
          <LinkTable
            column={t('ui.folders.columnName')}
            testId="folder-table"
            rows={items.map((folder) => ({
              key: folder.folder_id,
              name: folder.folder_name,
              to: `/folder/${folder.folder_id}/forms`,
              icon: <IconFolder size={20} stroke={1.6} aria-hidden />,
            }))}
          />
        )}
      </ListBody>
    </>
  );
}
