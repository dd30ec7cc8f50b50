import { ta } from '@eform/core/messages/admin';
import type { TTokenEntry } from '@eform/core/tokens';
import { ActionIcon, Menu, TextInput } from '@mantine/core';
import { IconBraces } from '@tabler/icons-react';
import { useRef } from 'react';

/** `text` with `insert` put in place of the selection `start`..`end` (the cursor when equal). */
function insertAtSelection(
  text: string,
  insert: string,
  start?: number | null,
  end?: number | null,
) {
  const from = start ?? text.length;
  const to = end ?? from;
  return { value: text.slice(0, from) + insert + text.slice(to), cursor: from + insert.length };
}

type TProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  tokens: readonly TTokenEntry[];
  required?: boolean;
  description?: string;
};

/**
 * A one-line text with a token menu beside it (an e-mail's subject, a Signalen melding's text):
 * the chosen `$token$` goes in at the cursor (or replaces the selection), and the cursor lands
 * after it.
 */
export function TokenTextInput({
  label,
  value,
  onChange,
  error,
  tokens,
  required,
  description,
}: TProps) {
  const input = useRef<HTMLInputElement>(null);
  const selection = useRef<[number | null, number | null]>([null, null]);
  const remember = () => {
    const node = input.current;
    if (node) selection.current = [node.selectionStart, node.selectionEnd];
  };
  const insert = (token: string) => {
    const [start, end] = selection.current;
    const next = insertAtSelection(value, token, start, end);
    onChange(next.value);
    selection.current = [next.cursor, next.cursor];
    requestAnimationFrame(() => {
      input.current?.focus();
      input.current?.setSelectionRange(next.cursor, next.cursor);
    });
  };
  return (
    <TextInput
      ref={input}
      label={label}
      value={value}
      required={required}
      description={description}
      onChange={(event) => onChange(event.currentTarget.value)}
      onSelect={remember}
      onKeyUp={remember}
      onBlur={remember}
      error={error}
      rightSectionWidth={40}
      rightSectionPointerEvents="all"
      rightSection={
        tokens.length > 0 && (
          <Menu position="bottom-end" shadow="md">
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                aria-label={ta('emailSettings.insertTokenIn', { field: label })}
                title={ta('emailSettings.insertToken')}
              >
                <IconBraces size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown mah={300} maw="calc(100vw - 32px)" style={{ overflowY: 'auto' }}>
              {tokens.map((entry) => (
                <Menu.Item key={entry.name} onClick={() => insert(entry.token)}>
                  {entry.label} <code>{entry.token}</code>
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )
      }
    />
  );
}
