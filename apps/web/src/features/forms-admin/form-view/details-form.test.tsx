import { MAX_NAME_LENGTH } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { DetailsForm } from './details-form';
import { DetailsReadOnly } from './details-read-only';
import {
  detailsChanged,
  folderOptions,
  MAX_SUMMARY_LENGTH,
  type TDetailsValues,
  validateDetails,
} from './details-values';

const folders = [
  { folder_id: 3, folder_name: 'Inspecties', folder_hidden: false, folder_contains_forms: true },
  { folder_id: 7, folder_name: 'Meldingen', folder_hidden: false, folder_contains_forms: false },
];
const initial: TDetailsValues = { form_name: 'Controle', folder_id: 3, form_summary: 'Kort' };

function setup(props: Partial<Parameters<typeof DetailsForm>[0]> = {}) {
  const onSave = vi.fn();
  renderScreen(
    <DetailsForm
      initial={initial}
      folders={folders}
      failed={false}
      saving={false}
      onSave={onSave}
      {...props}
    />,
  );
  return {
    onSave,
    user: userEvent.setup(),
    name: screen.getByLabelText(ta('ui.formsAdmin.formName'), { exact: false }) as HTMLInputElement,
    folder: screen.getByLabelText(t('ui.folders.columnName')) as HTMLSelectElement,
    summary: screen.getByLabelText(ta('formDetail.details.summary')) as HTMLTextAreaElement,
    submit: screen.getByRole('button', { name: ta('ui.formsAdmin.save') }) as HTMLButtonElement,
  };
}

describe('validateDetails', () => {
  it.each([
    [
      'a blank name',
      { ...initial, form_name: '  ' },
      { form_name: 'Formulier naam is verplicht.' },
    ],
    [
      'a name too long',
      { ...initial, form_name: 'x'.repeat(MAX_NAME_LENGTH + 1) },
      { form_name: ta('formDetail.details.nameTooLong', { max: MAX_NAME_LENGTH }) },
    ],
    [
      'a summary too long',
      { ...initial, form_summary: 'x'.repeat(MAX_SUMMARY_LENGTH + 1) },
      { form_summary: ta('formDetail.details.summaryTooLong', { max: MAX_SUMMARY_LENGTH }) },
    ],
    ['the longest summary', { ...initial, form_summary: 'x'.repeat(MAX_SUMMARY_LENGTH) }, {}],
  ])('%s gives %j', (_title, values, errors) => {
    expect(validateDetails(values)).toEqual(errors);
  });
});

describe('detailsChanged', () => {
  it.each([
    [initial, false],
    [{ ...initial, form_name: ' Controle ' }, false],
    [{ ...initial, form_name: 'Anders' }, true],
    [{ ...initial, folder_id: 7 }, true],
    [{ ...initial, form_summary: '' }, true],
  ])('%j: %s', (typed, changed) => {
    expect(detailsChanged(typed, initial)).toBe(changed);
  });
});

describe('folderOptions', () => {
  it('offers the folders, and keeps a folder the list lacks and a form without one', () => {
    expect(folderOptions(folders, 3).map((o) => o.value)).toEqual(['3', '7']);
    expect(folderOptions(folders, 9)[0]).toEqual({
      value: '9',
      label: ta('formDetail.details.currentFolder'),
    });
    expect(folderOptions(folders, null)[0]).toEqual({
      value: '',
      label: ta('formDetail.details.noFolder'),
    });
  });
});

describe('DetailsForm', () => {
  it('requires the name, sends nothing and focuses it', async () => {
    const { user, name, submit, onSave } = setup();
    await user.clear(name);
    await user.click(submit);
    expect(screen.getByText('Formulier naam is verplicht.')).toBeTruthy();
    expect(document.activeElement).toBe(name);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves name, folder and summary together, the name trimmed', async () => {
    const { user, name, folder, summary, submit, onSave } = setup();
    expect(submit.disabled).toBe(true);
    await user.clear(name);
    await user.type(name, ' Nieuwe naam ');
    await user.selectOptions(folder, '7');
    await user.clear(summary);
    await user.type(summary, 'Langere uitleg');
    await user.click(submit);
    expect(onSave).toHaveBeenCalledWith({
      form_name: 'Nieuwe naam',
      folder_id: 7,
      form_summary: 'Langere uitleg',
    });
    // The typed values stay until the panel gives the form as saved (a refused save keeps them).
    expect(name.value).toBe(' Nieuwe naam ');
  });

  it('says when the folders could not be loaded and keeps the folder as it is', () => {
    const { folder } = setup({ folders: null, failed: true });
    expect(folder.disabled).toBe(true);
    expect(screen.getByText(t('ui.folders.loadFailed'))).toBeTruthy();
  });
});

describe('DetailsReadOnly', () => {
  it('shows the values without inputs', () => {
    renderScreen(<DetailsReadOnly values={{ ...initial, form_summary: '' }} folders={folders} />);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Inspecties')).toBeTruthy();
    expect(screen.getByText(ta('formDetail.details.noSummary'))).toBeTruthy();
  });
});
