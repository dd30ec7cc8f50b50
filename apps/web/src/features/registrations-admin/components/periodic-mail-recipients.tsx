import { ta } from '@eform/core/messages/admin';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** One recipient row as typed, with a key that stays put when rows above it go. */
export type TRecipientRow = { key: string; email: string };

let lastKey = 0;
/** A row for `email` with a key of its own. */
export const recipientRow = (email: string): TRecipientRow => {
  lastKey += 1;
  return { key: `recipient-${lastKey}`, email };
};

/**
 * The periodic mail's recipients: a text field per address with its remove button, and an add
 * button. `errors` holds the message of each row (by index) and of the list itself.
 */
export function PeriodicMailRecipients({
  rows,
  errors,
  listError,
  onChange,
}: {
  rows: TRecipientRow[];
  errors: (string | undefined)[];
  listError: string | undefined;
  onChange: (rows: TRecipientRow[]) => void;
}) {
  const set = (key: string, email: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, email } : row)));
  return (
    <Stack gap="xs" role="group" aria-label={ta('periodicMail.recipients')}>
      <Text fw={500} size="sm">
        {ta('periodicMail.recipients')}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c={listError ? 'red' : 'dimmed'} role={listError ? 'alert' : undefined}>
          {listError ?? ta('periodicMail.noRecipients')}
        </Text>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          <Group key={row.key} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              label={ta('periodicMail.recipient', { number })}
              value={row.email}
              error={errors[index]}
              onChange={(event) => set(row.key, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              mt={26}
              size="lg"
              aria-label={ta('periodicMail.removeRecipient', { number })}
              onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rows, recipientRow('')])}
        >
          {ta('periodicMail.addRecipient')}
        </Button>
      </Group>
    </Stack>
  );
}
