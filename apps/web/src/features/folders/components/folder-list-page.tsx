import { t } from '@eform/core/messages';
import { Alert, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconFolderOff } from '@tabler/icons-react';
import { PageHeader } from '../../../ui/page-header';
import { useUserFolders } from '../hooks/use-user-folders';
import { FolderTable } from './folder-table';

function FolderListBody() {
  const folders = useUserFolders();
  if (folders.isPending) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('ui.folders.loading')}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={44} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (folders.isError) {
    return (
      <Alert color="red" variant="light" title={t('ui.folders.loadFailed')}>
        <Button variant="light" color="red" size="xs" onClick={() => void folders.refetch()}>
          {t('ui.common.retry')}
        </Button>
      </Alert>
    );
  }
  if (folders.data.length === 0) {
    return (
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="xs">
          <IconFolderOff size={36} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
          <Text c="dimmed" ta="center" data-testid="folders-empty">
            {t('folders.empty')}
          </Text>
        </Stack>
      </Paper>
    );
  }
  return <FolderTable folders={folders.data} />;
}

/** The fillers' home: the folders of the current client (doc 1 §2.7). */
export function FolderListPage() {
  return (
    <>
      <PageHeader title={t('ui.folders.title')} description={t('ui.folders.intro')} />
      <FolderListBody />
    </>
  );
}
