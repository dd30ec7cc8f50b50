import type { TExportQueueAnswer } from '@eform/core/api/registrations-admin';
import { type TPlainAdminMessageKey, ta } from '@eform/core/messages/admin';
import type { TPermission } from '@eform/core/permissions';
import { Button, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconDownload } from '@tabler/icons-react';
import type { TMenuFormat } from './use-registration-export';

const ITEMS: readonly {
  format: TMenuFormat;
  label: TPlainAdminMessageKey;
  permission: TPermission;
}[] = [
  {
    format: 'csv',
    label: 'registrationsList.export.csv',
    permission: 'eform manage form registrations download',
  },
  {
    format: 'csv-with-attachments',
    label: 'registrationsList.export.csvWithAttachments',
    permission: 'eform manage form registrations download with attachments',
  },
  {
    format: 'xlsx',
    label: 'registrationsList.export.xlsx',
    permission: 'eform manage form registrations download',
  },
  {
    format: 'geojson',
    label: 'registrationsList.export.geojson',
    permission: 'eform manage form registrations download',
  },
  {
    format: 'kml',
    label: 'registrationsList.export.kml',
    permission: 'eform manage form registrations download',
  },
];

/** The formats `can` allows; none without the download permission (doc 2 §6). */
export function exportFormats(can: (permission: TPermission) => boolean): TMenuFormat[] {
  if (!can('eform manage form registrations download')) return [];
  return ITEMS.filter((item) => can(item.permission)).map((item) => item.format);
}

type TExportMenuProps = {
  formats: readonly TMenuFormat[];
  busy: boolean;
  onExport: (format: TMenuFormat) => void;
};

/**
 * 'Exporteren' with the formats the user may download; absent when there are none.
 */
export function ExportMenu({ formats, busy, onExport }: TExportMenuProps) {
  if (formats.length === 0) return null;
  return (
    <Menu position="bottom-end">
      <Menu.Target>
        <Button
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
        >
          {ta('registrationsList.export')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ITEMS.filter((item) => formats.includes(item.format)).map((item) => (
          <Menu.Item key={item.format} onClick={() => onExport(item.format)}>
            {ta(item.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

type TExportProgressProps = {
  progress: TExportQueueAnswer;
  cancelling: boolean;
  onCancel: () => void;
};

/** A running export: 'processed / total' on a bar, and 'Annuleren'. */
export function ExportProgress({ progress, cancelling, onCancel }: TExportProgressProps) {
  const { processed, total } = progress;
  const percent = total > 0 ? Math.min(100, Math.round((processed / total) * 100)) : 0;
  const text = ta('registrationsList.export.progress', { processed, total });
  return (
    <Paper withBorder radius="md" p="sm" role="status" data-testid="export-progress">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {ta('registrationsList.export.busy')}
          </Text>
          <Text size="sm" c="dimmed">
            {text}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={percent}
            animated
            style={{ flex: 1 }}
            aria-label={ta('registrationsList.export.progressLabel')}
            aria-valuetext={text}
          />
          <Button variant="subtle" color="red" size="xs" onClick={onCancel} loading={cancelling}>
            {ta('ui.formsAdmin.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
