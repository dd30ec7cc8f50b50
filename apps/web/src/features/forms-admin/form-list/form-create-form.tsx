import type { TFolder, TFormType } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, NativeSelect, Radio, Stack } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { NameInput } from './name-input';

/** What the form create screen sends. */
export type TFormCreateValues = { form_name: string; folder_id: number; form_type: TFormType };

type TFormCreateFormProps = {
  folders: readonly TFolder[];
  /** From `?folder_id=`: preselected when it names one of `folders`. */
  defaultFolderId: string | null;
  pending: boolean;
  onSubmit: (values: TFormCreateValues) => void;
};

type TErrors = { name?: string; folder?: string };

/**
 * Name and folder are required (doc 2 §5), type default or workflow. Errors show on submit and
 * clear as the field is filled; the first wrong field gets the focus.
 */
export function FormCreateForm({
  folders,
  defaultFolderId,
  pending,
  onSubmit,
}: TFormCreateFormProps) {
  const preselected = folders.some((f) => String(f.folder_id) === defaultFolderId)
    ? (defaultFolderId ?? '')
    : '';
  const [name, setName] = useState('');
  const [folderId, setFolderId] = useState(preselected);
  const [formType, setFormType] = useState<TFormType>('default');
  const [errors, setErrors] = useState<TErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLSelectElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formName = name.trim();
    const next: TErrors = {};
    if (!formName) next.name = ta('forms.nameRequired');
    if (!folderId) next.folder = ta('ui.formsAdmin.folderRequired');
    setErrors(next);
    if (next.name) nameRef.current?.focus();
    else if (next.folder) folderRef.current?.focus();
    else onSubmit({ form_name: formName, folder_id: Number(folderId), form_type: formType });
  };

  const folderOptions = [
    { value: '', label: ta('ui.formsAdmin.chooseFolder') },
    ...folders.map((f) => ({ value: String(f.folder_id), label: f.folder_name })),
  ];

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md" maw={520}>
        <NameInput
          ref={nameRef}
          name="form_name"
          label={ta('ui.formsAdmin.formName')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            if (errors.name && event.currentTarget.value.trim()) {
              setErrors({ ...errors, name: undefined });
            }
          }}
          error={errors.name}
        />
        <NativeSelect
          ref={folderRef}
          name="folder_id"
          label={t('ui.folders.columnName')}
          withAsterisk
          data={folderOptions}
          value={folderId}
          onChange={(event) => {
            setFolderId(event.currentTarget.value);
            if (event.currentTarget.value) setErrors({ ...errors, folder: undefined });
          }}
          error={errors.folder}
        />
        <Radio.Group
          name="form_type"
          label={ta('ui.formsAdmin.type')}
          value={formType}
          onChange={(value) => setFormType(value as TFormType)}
        >
          <Group gap="lg" mt={6}>
            <Radio value="default" label={ta('ui.formsAdmin.type.default')} />
            <Radio value="workflow" label={ta('ui.formsAdmin.type.workflow')} />
          </Group>
        </Radio.Group>
        <Group>
          <Button type="submit" loading={pending}>
            {ta('ui.formsAdmin.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
