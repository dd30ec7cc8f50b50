import {
  isInputElement,
  type TElement,
  type TFileValue,
  type TInputElement,
  type TSchema,
} from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { formatTokenValue } from '@eform/core/tokens';
import { fileDisplayName } from '@eform/core/validation';
import { Anchor, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { fetchFileBlob } from '../../../lib/http/file-blob';
import { saveBlob } from '../../../lib/save-blob';

/** The schema elements that hold a value, one column each, in schema order (top level). */
export function valueColumns(schema: TSchema): TInputElement[] {
  return schema.filter(isInputElement);
}

/** The label people know an element by. */
export const elementLabel = (element: TElement): string =>
  ('label' in element && typeof element.label === 'string' && element.label) || element.name;

const FILE_TYPES: ReadonlySet<string> = new Set(['file', 'image', 'signature']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A value as a person reads it in a table cell: a subform as its number of rows, everything else
 * as in a registration name or e-mail (options by label, Ja/Nee, Dutch dates, file names).
 */
export function readableValue(element: TElement, value: unknown): string {
  if (element.elementType === 'subform') {
    const count = Array.isArray(value) ? value.length : 0;
    if (count === 0) return '';
    return count === 1 ? ta('registrationsList.rowsOne') : ta('registrationsList.rows', { count });
  }
  return formatTokenValue(element, value);
}

/** Stored files of a value (those on the app's API): the ones a link can download. */
function storedFiles(value: unknown): TFileValue[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter(
    (file): file is TFileValue =>
      isRecord(file) && typeof file.url === 'string' && file.url.startsWith('/api/'),
  );
}

async function downloadFile(file: TFileValue) {
  try {
    const blob = await fetchFileBlob(file.url ?? '', { intent: 'action' });
    saveBlob(blob, fileDisplayName(file));
  } catch {
    notifications.show({ color: 'red', message: ta('registrations.downloadFailed') });
  }
}

/** One cell: files as download links (behind sign-in, so fetched with the key), else the text. */
export function RegistrationValue({ element, value }: { element: TElement; value: unknown }) {
  const files = FILE_TYPES.has(element.elementType) ? storedFiles(value) : [];
  if (files.length > 0) {
    return (
      <Group gap={4} wrap="wrap">
        {files.map((file, index) => (
          <Anchor
            // Files in one value have no id of their own; their order is stable.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadFile(file)}
          >
            {fileDisplayName(file)}
          </Anchor>
        ))}
      </Group>
    );
  }
  const text = readableValue(element, value);
  return (
    <Text size="sm" lineClamp={2} title={text.length > 60 ? text : undefined} maw={280}>
      {text}
    </Text>
  );
}
