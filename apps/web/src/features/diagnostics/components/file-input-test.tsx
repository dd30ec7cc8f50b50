import { th } from '@eform/core/messages/home';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type InputHTMLAttributes, useId, useState } from 'react';

/** The inputs to try, as forms use them: pictures, the camera, several files, anything. */
const INPUTS = [
  { key: 'image', label: 'diagnostics.files.image', attributes: { accept: 'image/*' } },
  {
    key: 'capture',
    label: 'diagnostics.files.capture',
    attributes: { accept: 'image/*', capture: 'environment' },
  },
  { key: 'multiple', label: 'diagnostics.files.multiple', attributes: { multiple: true } },
  { key: 'any', label: 'diagnostics.files.any', attributes: {} },
] as const satisfies readonly {
  key: string;
  label: string;
  attributes: InputHTMLAttributes<HTMLInputElement>;
}[];

const bytes = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1 });
function sizeText(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${bytes.format(size / 1024)} kB`;
  return `${bytes.format(size / 1024 / 1024)} MB`;
}

function FileInputRow({ input }: { input: (typeof INPUTS)[number] }) {
  const id = useId();
  const listId = `${id}-files`;
  const [files, setFiles] = useState<File[]>([]);
  return (
    <Stack gap={4}>
      <label htmlFor={id}>
        <Text size="sm" fw={500} span>
          {th(input.label)}
        </Text>
      </label>
      <input
        id={id}
        type="file"
        aria-describedby={listId}
        {...input.attributes}
        onChange={(event) => setFiles([...(event.currentTarget.files ?? [])])}
      />
      <ul id={listId} data-testid={`files-${input.key}`} style={{ margin: 0 }}>
        {files.length === 0 ? (
          <Text component="li" size="sm" c="dimmed">
            {th('diagnostics.files.none')}
          </Text>
        ) : (
          files.map((file, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the chosen files in their order
            <Text component="li" size="sm" key={index}>
              {th('diagnostics.files.file', {
                name: file.name,
                type: file.type || th('diagnostics.files.unknownType'),
                size: sizeText(file.size),
              })}
            </Text>
          ))
        )}
      </ul>
    </Stack>
  );
}

/** Each kind of file input, with the name, type and size of what the device handed in. */
export function FileInputTest() {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="files-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="files-title">
          {th('diagnostics.files.title')}
        </Title>
        {INPUTS.map((input) => (
          <FileInputRow key={input.key} input={input} />
        ))}
      </Stack>
    </Paper>
  );
}
