import { ta } from '@eform/core/messages/admin';
import { Button, Group, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';

/**
 * A public link of the form: read-only (a focus selects it, to copy by hand) with a copy button.
 * The guest form's link and each public map's.
 */
export function CopyLinkField({
  label,
  link,
  onCopy,
  copyName,
  testId,
}: {
  label: string;
  link: string;
  onCopy: (link: string) => void;
  /** The copy button's name when several links are on the page (it says 'Kopieer link'). */
  copyName?: string;
  testId: string;
}) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        readOnly
        label={label}
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: '1 1 16rem', minWidth: 0 }}
        data-testid={testId}
      />
      <Button
        variant="light"
        leftSection={<IconCopy size={16} aria-hidden />}
        onClick={() => onCopy(link)}
        aria-label={copyName}
        data-testid={`${testId}-copy`}
      >
        {ta('formSharing.guest.copy')}
      </Button>
    </Group>
  );
}
