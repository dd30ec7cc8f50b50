import type { TFolder } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { ListError } from '../../form-admin-kit';
import type { TClientRef } from '../../session';

/** The target client's folders as the panel has them. */
export type TDuplicateFolders =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; folders: readonly TFolder[] };

type TDuplicateFormProps = {
  /** The user's clients; the client select shows only when there is a choice. */
  clients: readonly TClientRef[];
  clientId: number;
  onClientChange: (clientId: number) => void;
  folders: TDuplicateFolders;
  /** Preselected when it is one of the folders (the form's own folder in its own client). */
  defaultFolderId: number | null;
  pending: boolean;
  onSubmit: (folderId: number) => void;
};

/**
 * Where the copy goes (doc 2 §2, §6): one of the user's own clients and a folder there, which is
 * required. Choosing another client empties the folder choice.
 */
export function DuplicateForm({
  clients,
  clientId,
  onClientChange,
  folders,
  defaultFolderId,
  pending,
  onSubmit,
}: TDuplicateFormProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const folderRef = useRef<HTMLSelectElement>(null);
  const list = folders.status === 'ready' ? folders.folders : [];
  const preselected = list.some((folder) => folder.folder_id === defaultFolderId)
    ? String(defaultFolderId)
    : '';
  const folderId = chosen ?? preselected;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (folders.status !== 'ready') return;
    if (!folderId) {
      setError(ta('formSharing.duplicate.folderRequired'));
      folderRef.current?.focus();
      return;
    }
    onSubmit(Number(folderId));
  };

  const folderOptions = [
    {
      value: '',
      label: ta(
        folders.status === 'loading'
          ? 'formSharing.duplicate.foldersLoading'
          : 'formSharing.duplicate.chooseFolder',
      ),
    },
    ...list.map((folder) => ({ value: String(folder.folder_id), label: folder.folder_name })),
  ];

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        {clients.length > 1 && (
          <NativeSelect
            name="client_id"
            label={ta('formSharing.duplicate.client')}
            data={clients.map((client) => ({ value: String(client.id), label: client.name }))}
            value={String(clientId)}
            onChange={(event) => {
              setChosen(null);
              setError(null);
              onClientChange(Number(event.currentTarget.value));
            }}
            data-testid="duplicate-client"
          />
        )}
        <NativeSelect
          ref={folderRef}
          name="folder_id"
          label={ta('formSharing.duplicate.folder')}
          withAsterisk
          data={folderOptions}
          value={folderId}
          disabled={folders.status !== 'ready'}
          onChange={(event) => {
            setChosen(event.currentTarget.value);
            if (event.currentTarget.value) setError(null);
          }}
          error={error}
          data-testid="duplicate-folder"
        />
        {folders.status === 'error' && <ListError onRetry={folders.retry} />}
        {folders.status === 'ready' && list.length === 0 && (
          <Text size="sm" c="dimmed">
            {ta('formSharing.duplicate.noFolders')}
          </Text>
        )}
        <Group>
          <Button
            type="submit"
            loading={pending}
            disabled={folders.status !== 'ready'}
            data-testid="duplicate-submit"
          >
            {ta('formSharing.duplicate.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
