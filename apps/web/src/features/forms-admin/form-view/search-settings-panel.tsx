import { ta } from '@eform/core/messages/admin';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { DIALOG_OPENER } from '../../../ui/dialog-opener';
import { useFormDetail } from '../../form-admin-kit';
import { useCan } from '../../session';
import { listChoosableFields, type TSearchableField } from '../lib/searchable-fields';
import { DetailPanel } from './detail-panel';
import { SearchFieldsDialog, SearchGuestWarning } from './search-fields-dialog';
import { SettingsSwitch, useSettingToggle } from './settings-switch';

/** The chosen searchable fields under the switch, by label. */
export function SearchChosenFields({ fields }: { fields: readonly TSearchableField[] }) {
  const headingId = useId();
  if (fields.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="search-fields-none">
        {ta('formSharing.search.noneChosen')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={headingId}>
        {ta('formSharing.search.chosen')}
      </Text>
      <Group gap={6} component="ul" aria-labelledby={headingId} p={0} m={0}>
        {fields.map((field) => (
          <Badge key={field.value} component="li" variant="light" tt="none" maw="100%">
            {field.label}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * Search settings (doc 2 §2): the search switch saves at once, the dialog chooses the searchable
 * fields and saves when it closes (doc 2 §4), unless nothing changed. With 'eform form search'.
 */
export function SearchSettingsPanel() {
  const can = useCan();
  const { form, save, saving } = useFormDetail();
  const [dialogOpen, setDialogOpen] = useState(false);
  const search = useSettingToggle('search_enabled', (on) =>
    ta(on ? 'formSharing.search.enabled' : 'formSharing.search.disabled'),
  );
  if (!can('eform form search')) return null;
  const stored = form.settings.searchable_fields ?? [];
  const closeDialog = (fields: TSearchableField[] | null) => {
    setDialogOpen(false);
    if (!fields) return;
    void save((body) => ({ ...body, settings: { ...body.settings, searchable_fields: fields } }), {
      success: () => ta('formSharing.search.fieldsSaved'),
    });
  };
  return (
    <DetailPanel title={ta('formSharing.search.title')} testId="search-settings-panel">
      <SettingsSwitch
        label={ta('formSharing.search.enable')}
        description={ta('formSharing.search.enableHelp')}
        checked={search.checked}
        disabled={saving}
        onChange={search.toggle}
        testId="search-enabled-switch"
      />
      <SearchChosenFields fields={stored} />
      <SearchGuestWarning />
      <Group>
        <Button
          variant="light"
          onClick={() => setDialogOpen(true)}
          disabled={saving}
          data-testid="search-fields-choose"
          {...DIALOG_OPENER}
        >
          {ta('formSharing.search.choose')}
        </Button>
      </Group>
      {dialogOpen && (
        <SearchFieldsDialog
          choosable={listChoosableFields(form.schema)}
          stored={stored}
          onClose={closeDialog}
        />
      )}
    </DetailPanel>
  );
}
