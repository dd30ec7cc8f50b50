import type { TEmailSettingFields } from '@eform/core/email';
import { ta } from '@eform/core/messages/admin';
import type { TTokenEntry } from '@eform/core/tokens';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useRef } from 'react';
import type { TAddressList, TIssueMessages } from './email-settings-model';

type TProps = {
  /** Which list: to, cc or bcc. */
  kind: TAddressList;
  setting: TEmailSettingFields;
  onChange: (patch: Partial<TEmailSettingFields>) => void;
  messages: TIssueMessages;
  /** The form's e-mail elements' tokens, offered as a recipient with one click. */
  emailTokens: readonly TTokenEntry[];
};

/**
 * One recipient list (Aan, Cc or Bcc): a row per address, each an e-mail address or one token,
 * with the message of core's check at its row; the form's e-mail fields as quick picks.
 */
export function RecipientsField({ kind, setting, onChange, messages, emailTokens }: TProps) {
  const { list, key } = kind;
  const listName = ta(kind.label);
  const rows = setting[list] as Record<string, string>[];
  const focusRow = useRef<number | null>(null);

  const write = (next: Record<string, string>[]) =>
    onChange({ [list]: next } as Partial<TEmailSettingFields>);
  const setAt = (index: number, value: string) =>
    write(rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));
  const add = (value = '') => {
    // A token fills an empty last row rather than leaving it behind.
    const last = rows.at(-1);
    if (value !== '' && last && (last[key] ?? '').trim() === '') {
      setAt(rows.length - 1, value);
      return;
    }
    focusRow.current = value === '' ? rows.length : null;
    write([...rows, { [key]: value }]);
  };
  const remove = (index: number) => write(rows.filter((_, at) => at !== index));

  const listMessage = messages[list];
  return (
    <Stack gap={6} role="group" aria-label={listName}>
      <Text fw={500} size="sm">
        {listName}
      </Text>
      {rows.length === 0 && (
        <Text size="sm" c={listMessage ? 'red' : 'dimmed'} role={listMessage ? 'alert' : undefined}>
          {listMessage ?? ta('emailSettings.noAddresses')}
        </Text>
      )}
      {rows.map((row, index) => {
        const number = index + 1;
        return (
          // Rows have no identity but their place; removing re-keys those after it, which
          // only matters for focus, and focus stays on the list's buttons.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              miw={0}
              ref={(node) => {
                if (node && focusRow.current === index) {
                  focusRow.current = null;
                  node.focus();
                }
              }}
              label={ta('emailSettings.addressLabel', { list: listName, number })}
              styles={{ label: SR_ONLY }}
              value={row[key] ?? ''}
              onChange={(event) => setAt(index, event.currentTarget.value)}
              error={messages[`${list}.${index}.${key}`]}
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mt={2}
              aria-label={ta('emailSettings.removeAddress', { list: listName, number })}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Group gap="xs" wrap="wrap">
        <Button
          variant="default"
          size="compact-sm"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => add()}
        >
          {ta('emailSettings.addAddress', { list: listName })}
        </Button>
        {emailTokens.map((entry) => (
          <Button
            key={entry.name}
            variant="light"
            size="compact-sm"
            ff="monospace"
            aria-label={ta('emailSettings.useToken', { token: entry.token, list: listName })}
            title={entry.label}
            onClick={() => add(entry.token)}
          >
            {entry.token}
          </Button>
        ))}
      </Group>
    </Stack>
  );
}

/** Visually hidden, still read: the group names the list, the label names the row. */
const SR_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
