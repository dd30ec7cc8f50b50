import type { TFolder } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Stack, Text } from '@mantine/core';
import type { TDetailsValues } from './details-values';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" fw={600} component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

/** Name, folder and summary for someone without 'eform form name': shown, not editable. */
export function DetailsReadOnly({
  values,
  folders,
}: {
  values: TDetailsValues;
  folders: readonly TFolder[] | null;
}) {
  const folder =
    values.folder_id === null
      ? ta('formDetail.details.noFolder')
      : (folders?.find((f) => f.folder_id === values.folder_id)?.folder_name ??
        ta('formDetail.details.currentFolder'));
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {ta('formDetail.details.readOnly')}
      </Text>
      <Stack gap="xs" component="dl" m={0} data-testid="form-details-read-only">
        <Field label={ta('ui.formsAdmin.formName')} value={values.form_name} />
        <Field label={t('ui.folders.columnName')} value={folder} />
        <Field
          label={ta('formDetail.details.summary')}
          value={values.form_summary || ta('formDetail.details.noSummary')}
        />
      </Stack>
    </Stack>
  );
}
