import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog';
import {
  changeSearchableFields,
  fieldNames,
  type TSearchableField,
} from '../lib/searchable-fields';

type TSearchFieldsDialogProps = {
  /** The elements that may be chosen (see `listChoosableFields`). */
  choosable: readonly TSearchableField[];
  /** `settings.searchable_fields` as stored. */
  stored: readonly TSearchableField[] | undefined;
  /** Closed (by 'Klaar', Escape or the close button): the list to store, or null if unchanged. */
  onClose: (fields: TSearchableField[] | null) => void;
};

/**
 * 'Zoekvelden kiezen' (doc 2 §2): a checkbox per element that may be searched. Closing the
 * dialog, whichever way, stores the choice (doc 2 §4); render it only while open, so each
 * opening starts from what is stored.
 */
export function SearchFieldsDialog({ choosable, stored, onClose }: TSearchFieldsDialogProps) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => fieldNames(stored));
  const close = () => onClose(changeSearchableFields(choosable, stored, chosen));
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    setChosen(next);
  };
  return (
    <Dialog
      opened
      onClose={close}
      title={ta('formSharing.search.dialogTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('ui.common.close') }}
    >
      <Stack gap="md" data-testid="search-fields-dialog">
        <Text size="sm">{ta('formSharing.search.dialogHelp')}</Text>
        <SearchGuestWarning />
        {choosable.length === 0 ? (
          <Text c="dimmed">{ta('formSharing.search.noChoosable')}</Text>
        ) : (
          <Stack gap="xs">
            {choosable.map((field) => (
              <Checkbox
                key={field.value}
                label={field.label}
                description={field.label === field.value ? undefined : field.value}
                checked={chosen.has(field.value)}
                onChange={(event) => toggle(field.value, event.currentTarget.checked)}
              />
            ))}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button onClick={close}>{ta('formSharing.search.done')}</Button>
        </Group>
      </Stack>
    </Dialog>
  );
}

/** Guests with the guest link see the chosen fields of every registration: the owner is told. */
export function SearchGuestWarning() {
  return (
    <Alert color="yellow" variant="light" data-testid="search-guest-warning">
      {ta('formSharing.search.guestWarning')}
    </Alert>
  );
}
