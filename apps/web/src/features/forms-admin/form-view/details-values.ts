import { MAX_NAME_LENGTH, type TFolder, type TForm } from '@eform/core/api';
import { ta } from '@eform/core/messages/admin';

/** Longest summary a save accepts (the PATCH body's form_summary). */
export const MAX_SUMMARY_LENGTH = 10_000;

/** What the details panel edits: name, folder and summary. */
export type TDetailsValues = { form_name: string; folder_id: number | null; form_summary: string };

/** Errors per field; a field without an error is absent. */
export type TDetailsErrors = { form_name?: string; form_summary?: string };

/** The values of a form as the panel starts with them. */
export function detailsOf(form: TForm): TDetailsValues {
  return { form_name: form.form_name, folder_id: form.folder_id, form_summary: form.form_summary };
}

/** The name is required ('Formulier naam is verplicht.') and both texts have a maximum length. */
export function validateDetails(values: TDetailsValues): TDetailsErrors {
  const errors: TDetailsErrors = {};
  const name = values.form_name.trim();
  if (!name) errors.form_name = ta('forms.nameRequired');
  else if (name.length > MAX_NAME_LENGTH) {
    errors.form_name = ta('formDetail.details.nameTooLong', { max: MAX_NAME_LENGTH });
  }
  if (values.form_summary.length > MAX_SUMMARY_LENGTH) {
    errors.form_summary = ta('formDetail.details.summaryTooLong', { max: MAX_SUMMARY_LENGTH });
  }
  return errors;
}

/** Whether the typed values differ from those the form has (the name compared trimmed). */
export function detailsChanged(typed: TDetailsValues, saved: TDetailsValues): boolean {
  return (
    typed.form_name.trim() !== saved.form_name ||
    typed.folder_id !== saved.folder_id ||
    typed.form_summary !== saved.form_summary
  );
}

/**
 * The folder choices: the client's folders, plus the form's own folder when the list lacks it (a
 * hidden folder the user may not manage) and 'Geen map' for a form without one, so the select
 * always shows where the form is now.
 */
export function folderOptions(
  folders: readonly TFolder[],
  current: number | null,
): { value: string; label: string }[] {
  const options = folders.map((f) => ({ value: String(f.folder_id), label: f.folder_name }));
  if (current === null)
    return [{ value: '', label: ta('formDetail.details.noFolder') }, ...options];
  if (!folders.some((f) => f.folder_id === current)) {
    options.unshift({ value: String(current), label: ta('formDetail.details.currentFolder') });
  }
  return options;
}
