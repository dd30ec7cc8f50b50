import { ta } from '@eform/core/messages/admin';
import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

/** One option of a radio, select or checkbox_multiple element. */
export type TOption = { label: string; value: string };

/**
 * The option list: a label and a value per option. Values follow the labels (read-only) until
 * advanced mode is on. `issueAt(i, field)` gives the message for an option's field, if any.
 */
export function OptionsEditor({
  options,
  advanced,
  listIssue,
  issueAt,
  onChange,
}: {
  options: readonly TOption[];
  advanced: boolean;
  listIssue?: string;
  issueAt: (index: number, field: 'label' | 'value') => string | undefined;
  onChange: (options: TOption[]) => void;
}) {
  const set = (index: number, patch: Partial<TOption>) =>
    onChange(options.map((option, i) => (i === index ? { ...option, ...patch } : option)));
  return (
    <Fieldset legend={ta('elementEditor.options')}>
      <Stack gap="xs">
        {options.map((option, i) => {
          const n = i + 1;
          return (
            // Options have no id of their own; their place is what identifies them here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Group key={i} align="flex-start" gap="xs" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={ta('elementEditor.option.label', { n })}
                value={option.label}
                required
                error={issueAt(i, 'label')}
                onChange={(event) => set(i, { label: event.currentTarget.value })}
              />
              <TextInput
                style={{ flex: 1 }}
                label={ta('elementEditor.option.value', { n })}
                value={option.value}
                required
                readOnly={!advanced}
                error={issueAt(i, 'value')}
                onChange={(event) => set(i, { value: event.currentTarget.value })}
              />
              <ActionIcon
                mt={28}
                variant="subtle"
                color="red"
                aria-label={ta('elementEditor.option.remove', { n })}
                onClick={() => onChange(options.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          );
        })}
        {listIssue && (
          <Text c="red" size="sm" role="alert">
            {listIssue}
          </Text>
        )}
        <Group>
          <Button variant="light" onClick={() => onChange([...options, { label: '', value: '' }])}>
            {ta('elementEditor.option.add')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
