import type { TFolder } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { type FormEvent, useRef, useState } from 'react';
import { NameInput } from '../form-list/name-input';
import {
  detailsChanged,
  folderOptions,
  MAX_SUMMARY_LENGTH,
  type TDetailsErrors,
  type TDetailsValues,
  validateDetails,
} from './details-values';

/** The client's folders: null while they load or when they failed (then the select says so). */
export type TFolderChoices = { folders: readonly TFolder[] | null; failed: boolean };

type TDetailsFormProps = TFolderChoices & {
  /** The form's values; the panel remounts this form (a key) when the form changes. */
  initial: TDetailsValues;
  saving: boolean;
  onSave: (values: TDetailsValues) => void;
};

/**
 * Rename, move to another folder and edit the summary, saved together with 'Opslaan'. What was
 * typed stays after a refused save; the first wrong field gets the focus.
 */
export function DetailsForm({ initial, folders, failed, saving, onSave }: TDetailsFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TDetailsErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const summaryRef = useRef<HTMLTextAreaElement>(null);
  const change = (patch: Partial<TDetailsValues>) => setValues({ ...values, ...patch });
  // Typing in a field clears its error; the others keep theirs until the next save.
  const editText = (field: keyof TDetailsErrors, text: string) => {
    change({ [field]: text });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validateDetails(values);
    setErrors(next);
    if (next.form_name) nameRef.current?.focus();
    else if (next.form_summary) summaryRef.current?.focus();
    else onSave({ ...values, form_name: values.form_name.trim() });
  };

  const options = folders
    ? folderOptions(folders, initial.folder_id)
    : [{ value: String(initial.folder_id ?? ''), label: t('ui.folders.loading') }];

  return (
    <form noValidate onSubmit={submit} data-testid="form-details-form">
      <Stack gap="sm">
        <NameInput
          ref={nameRef}
          name="form_name"
          label={ta('ui.formsAdmin.formName')}
          value={values.form_name}
          onChange={(event) => editText('form_name', event.currentTarget.value)}
          error={errors.form_name}
        />
        <NativeSelect
          name="folder_id"
          label={t('ui.folders.columnName')}
          data={options}
          value={String(values.folder_id ?? '')}
          disabled={!folders}
          error={failed ? t('ui.folders.loadFailed') : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            change({ folder_id: value === '' ? null : Number(value) });
          }}
        />
        <Textarea
          ref={summaryRef}
          name="form_summary"
          label={ta('formDetail.details.summary')}
          rows={4}
          resize="vertical"
          maxLength={MAX_SUMMARY_LENGTH}
          value={values.form_summary}
          onChange={(event) => editText('form_summary', event.currentTarget.value)}
          error={errors.form_summary}
        />
        <Group>
          <Button type="submit" loading={saving} disabled={!detailsChanged(values, initial)}>
            {ta('ui.formsAdmin.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
