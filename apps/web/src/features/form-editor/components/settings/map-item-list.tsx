import { ActionIcon, Button, Fieldset, Group, Stack } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { patchAt, removeAt } from './map-list';

/**
 * An editable list of settings objects: each item a fieldset ('Kaartlaag 2') with its fields and a
 * remove button named after it, and an add button below. Items have no id of their own; their
 * place is what identifies them.
 */
export function ItemList<T>({
  items,
  legend,
  removeLabel,
  addLabel,
  newItem,
  small = false,
  onChange,
  children,
}: {
  items: readonly T[];
  legend: (n: number) => string;
  removeLabel: (n: number) => string;
  addLabel: string;
  newItem: () => T;
  /** Smaller add buttons, for a list inside another list's item. */
  small?: boolean;
  onChange: (items: T[]) => void;
  /** The fields of the item at `index`, with a way to patch it. */
  children: (item: T, index: number, patch: (patch: Partial<T>) => void) => ReactNode;
}) {
  return (
    <>
      {items.map((item, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; see above
        <Fieldset key={i} legend={legend(i + 1)} p="sm">
          <Stack gap="xs">
            {children(item, i, (patch) => onChange(patchAt(items, i, patch)))}
            <Group justify="flex-end">
              <ActionIcon
                size="lg"
                variant="subtle"
                color="red"
                aria-label={removeLabel(i + 1)}
                onClick={() => onChange(removeAt(items, i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Stack>
        </Fieldset>
      ))}
      <Group>
        <Button
          variant="light"
          size={small ? 'xs' : 'sm'}
          onClick={() => onChange([...items, newItem()])}
        >
          {addLabel}
        </Button>
      </Group>
    </>
  );
}
