import {
  MAP_STATUS_COLOR_CLOSED,
  MAP_STATUS_COLOR_OPEN,
  MAP_STROKE_COLOR,
} from '@eform/core/constants';
import { ActionIcon, Button, ColorInput, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { patchAt, removeAt } from './map-list';

/** The colours offered as swatches: the default status colours and the map's stroke colour. */
const SWATCHES = [MAP_STATUS_COLOR_OPEN, MAP_STATUS_COLOR_CLOSED, MAP_STROKE_COLOR];

/**
 * A list of 'this text gets this colour' rows: the map's featureStyles (status, color) and the
 * search element's itemStyles (text, color). `keyField` names the text field of a row.
 */
export function ColourList<R extends { color?: string }>({
  rows,
  keyField,
  intro,
  labels,
  newRow,
  issueAt,
  onChange,
}: {
  rows: readonly R[];
  keyField: Exclude<keyof R, 'color'> & string;
  intro: string;
  labels: {
    key: (n: number) => string;
    color: (n: number) => string;
    remove: (n: number) => string;
    add: string;
  };
  newRow: R;
  issueAt: (index: number, field: string) => string | undefined;
  onChange: (rows: R[]) => void;
}) {
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {intro}
      </Text>
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          // Rows have no id of their own; their place is what identifies them here.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Group key={i} align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              style={{ flex: '1 1 10rem' }}
              label={labels.key(n)}
              required
              value={String(row[keyField] ?? '')}
              error={issueAt(i, keyField)}
              onChange={(event) =>
                onChange(patchAt(rows, i, { [keyField]: event.currentTarget.value } as Partial<R>))
              }
            />
            <Group align="flex-start" gap="xs" wrap="nowrap" style={{ flex: '1 1 10rem' }}>
              <ColorInput
                style={{ flex: 1 }}
                label={labels.color(n)}
                required
                format="hex"
                swatches={SWATCHES}
                value={row.color ?? ''}
                error={issueAt(i, 'color')}
                onChange={(color) => onChange(patchAt(rows, i, { color } as Partial<R>))}
              />
              <ActionIcon
                mt={28}
                size="lg"
                variant="subtle"
                color="red"
                aria-label={labels.remove(n)}
                onClick={() => onChange(removeAt(rows, i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Group>
        );
      })}
      <Group>
        <Button variant="light" onClick={() => onChange([...rows, { ...newRow }])}>
          {labels.add}
        </Button>
      </Group>
    </Stack>
  );
}
