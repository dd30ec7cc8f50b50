import type { TFolder } from '@eform/core/api';
import { MAX_NAME_LENGTH } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { Alert, Anchor, Badge, Button, Group, Modal, Table, Text, TextInput } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import { useDeleteFolder, useRenameFolder } from '../hooks/use-forms-admin';

function RenameCell({ folder, onDone }: { folder: TFolder; onDone: () => void }) {
  const rename = useRenameFolder();
  const [name, setName] = useState(folder.folder_name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const folderName = name.trim();
    if (!folderName) {
      setError(t('folder.nameRequired'));
      return;
    }
    rename.mutate({ folderId: folder.folder_id, name: folderName }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          label={t('ui.formsAdmin.folderName')}
          withAsterisk
          maxLength={MAX_NAME_LENGTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          autoFocus
        />
        <Group gap={4} mt={22} wrap="nowrap">
          <Button type="submit" size="xs" loading={rename.isPending}>
            {t('ui.formsAdmin.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {t('ui.formsAdmin.cancel')}
          </Button>
        </Group>
      </Group>
    </form>
  );
}

function DeleteDialog({ folder, onClose }: { folder: TFolder; onClose: () => void }) {
  const remove = useDeleteFolder();
  const refused = isApiStatus(remove.error, 409) ? remove.error.message : null;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('ui.formsAdmin.delete')}
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
    >
      <Text mb="md">{t('folder.confirmDelete', { name: folder.folder_name })}</Text>
      {refused && (
        <Alert color="red" variant="light" role="alert" mb="md" data-testid="folder-delete-refused">
          {refused}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {t('ui.formsAdmin.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          disabled={refused !== null}
          onClick={() => remove.mutate(folder, { onSuccess: onClose })}
        >
          {t('ui.formsAdmin.delete')}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * A folder row: the name opens the folder's admin list; with 'eform manage forms' (`canManage`)
 * the name can be changed inline and the folder deleted after a confirmation (doc 2 §2).
 */
export function FolderRow({ folder, canManage }: { folder: TFolder; canManage: boolean }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  return (
    <>
      <Table.Td>
        {mode === 'rename' ? (
          <RenameCell folder={folder} onDone={() => setMode('view')} />
        ) : (
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
        )}
      </Table.Td>
      {canManage && (
        <Table.Td>
          <Group gap={4} justify="flex-end" wrap="nowrap">
            <Button size="compact-sm" variant="subtle" onClick={() => setMode('rename')}>
              {t('ui.formsAdmin.rename')}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={() => setMode('delete')}
            >
              {t('ui.formsAdmin.delete')}
            </Button>
          </Group>
          {mode === 'delete' && <DeleteDialog folder={folder} onClose={() => setMode('view')} />}
        </Table.Td>
      )}
    </>
  );
}
