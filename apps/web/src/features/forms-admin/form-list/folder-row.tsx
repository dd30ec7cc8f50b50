import type { TFolder } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { ActionIcon, Alert, Anchor, Badge, Button, Group, Menu, Table, Text } from '@mantine/core';
import { IconDots, IconFolder } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { isApiStatus } from '../../../lib/http/api-error';
import { Dialog } from '../../../ui/dialog';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { useDeleteFolder, useRenameFolder, useSetFolderHidden } from '../hooks/use-forms-admin';
import { NameInput } from './name-input';

function RenameCell({ folder, onDone }: { folder: TFolder; onDone: () => void }) {
  const rename = useRenameFolder();
  const [name, setName] = useState(folder.folder_name);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const folderName = name.trim();
    if (!folderName) {
      setError(ta('folder.nameRequired'));
      return;
    }
    rename.mutate({ folderId: folder.folder_id, name: folderName }, { onSuccess: onDone });
  };
  return (
    <form noValidate onSubmit={submit}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <NameInput
          size="xs"
          label={ta('ui.formsAdmin.folderName')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          autoFocus
        />
        <Group gap={4} mt={22} wrap="nowrap">
          <Button type="submit" size="xs" loading={rename.isPending}>
            {ta('ui.formsAdmin.save')}
          </Button>
          <Button size="xs" variant="default" onClick={onDone}>
            {ta('ui.formsAdmin.cancel')}
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
    <Dialog
      opened
      onClose={onClose}
      title={ta('ui.formsAdmin.delete')}
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
    >
      <Text mb="md">{ta('folder.confirmDelete', { name: folder.folder_name })}</Text>
      {refused && (
        <Alert color="red" variant="light" role="alert" mb="md" data-testid="folder-delete-refused">
          {refused}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          {ta('ui.formsAdmin.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          disabled={refused !== null}
          onClick={() => remove.mutate(folder, { onSuccess: onClose })}
        >
          {ta('ui.formsAdmin.delete')}
        </Button>
      </Group>
    </Dialog>
  );
}

type TRowAction = {
  label: string;
  onClick: () => void;
  danger?: boolean;
  loading?: boolean;
  /** It asks in a dialog first (announced as opening one). */
  asks?: boolean;
};

/**
 * The row's actions: buttons on a wide screen; on a phone or tablet one 'Acties' menu, since
 * three buttons beside the name would push 'Verwijderen' out of sight.
 */
function RowActions({ folder, actions }: { folder: TFolder; actions: readonly TRowAction[] }) {
  return (
    <>
      <Group gap={4} justify="flex-end" wrap="nowrap" visibleFrom="md">
        {actions.map((action) => (
          <Button
            key={action.label}
            size="compact-sm"
            variant="subtle"
            color={action.danger ? 'red' : undefined}
            loading={action.loading}
            onClick={action.onClick}
            {...(action.asks ? DIALOG_OPENER : undefined)}
          >
            {action.label}
          </Button>
        ))}
      </Group>
      <Group justify="flex-end" hiddenFrom="md">
        <Menu position="bottom-end">
          <Menu.Target>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={ta('folderAdmin.actionsFor', { name: folder.folder_name })}
              loading={actions.some((action) => action.loading)}
            >
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {actions.map((action) => (
              <Menu.Item
                key={action.label}
                // Shade 9: Mantine's default red.6 reads at 3.3:1 on white, below AA.
                color={action.danger ? 'red.9' : undefined}
                onClick={action.onClick}
                {...(action.asks ? DIALOG_OPENER : undefined)}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
    </>
  );
}

/**
 * A folder row: the name opens the folder's admin list; with 'eform manage forms' (`canManage`)
 * the name can be changed inline and the folder deleted after a confirmation; an admin or client
 * manager (`canToggleHidden`) hides or shows it (doc 2 §2).
 */
export function FolderRow({
  folder,
  canManage,
  canToggleHidden,
}: {
  folder: TFolder;
  canManage: boolean;
  canToggleHidden: boolean;
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const hide = useSetFolderHidden();
  const actions: TRowAction[] = [
    ...(canManage ? [{ label: ta('ui.formsAdmin.rename'), onClick: () => setMode('rename') }] : []),
    ...(canToggleHidden
      ? [
          {
            label: folder.folder_hidden ? ta('folderAdmin.show') : ta('folderAdmin.hide'),
            loading: hide.isPending,
            onClick: () =>
              hide.mutate({ folderId: folder.folder_id, hidden: !folder.folder_hidden }),
          },
        ]
      : []),
    ...(canManage
      ? [
          {
            label: ta('ui.formsAdmin.delete'),
            danger: true,
            asks: true,
            onClick: () => setMode('delete'),
          },
        ]
      : []),
  ];
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
                {ta('ui.formsAdmin.hidden')}
              </Badge>
            )}
          </Group>
        )}
      </Table.Td>
      {(canManage || canToggleHidden) && (
        // Sticky below md: the table scrolls sideways on a phone and the actions stay in sight.
        <Table.Td
          pos={{ base: 'sticky', md: 'static' }}
          right={0}
          bg={{ base: 'var(--mantine-color-body)', md: 'transparent' }}
          data-testid="folder-row-actions"
        >
          <RowActions folder={folder} actions={actions} />
          {mode === 'delete' && <DeleteDialog folder={folder} onClose={() => setMode('view')} />}
        </Table.Td>
      )}
    </>
  );
}
