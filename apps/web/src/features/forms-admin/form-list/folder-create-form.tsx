import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Checkbox, Group, Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { NameInput } from './name-input';

/** What the folder form sends: a trimmed name and whether to hide the folder in the admin. */
export type TFolderCreateValues = { folder_name: string; hidden: boolean };

type TFolderCreateFormProps = {
  /** 'eform view hidden folders': only then the hide checkbox shows (doc 2 §2). */
  canHide: boolean;
  pending: boolean;
  onSubmit: (values: TFolderCreateValues) => void;
};

/** Folder name (required) and, by permission, the hide checkbox; the error shows on submit. */
export function FolderCreateForm({ canHide, pending, onSubmit }: TFolderCreateFormProps) {
  const [name, setName] = useState('');
  const [hidden, setHidden] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const folderName = name.trim();
    if (!folderName) {
      setError(ta('folder.nameRequired'));
      nameRef.current?.focus();
      return;
    }
    setError(null);
    onSubmit({ folder_name: folderName, hidden: canHide && hidden });
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={520}>
        <NameInput
          ref={nameRef}
          name="folder_name"
          label={ta('ui.formsAdmin.folderName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (error && event.currentTarget.value.trim()) setError(null);
          }}
          error={error}
        />
        {canHide && (
          <Checkbox
            name="hidden"
            label={t('folder.hideInAdmin')}
            checked={hidden}
            onChange={(event) => setHidden(event.currentTarget.checked)}
          />
        )}
        <Group>
          <Button type="submit" loading={pending}>
            {ta('ui.formsAdmin.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
