import { t } from '@eform/core/messages';
import { Anchor, Group, Paper, Table, Text } from '@mantine/core';
import { IconChevronRight, IconFolder } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { TFolder } from '../api/folders-api';
import classes from './folder-table.module.css';

function folderPath(folder: TFolder): string {
  return `/folder/${encodeURIComponent(String(folder.folder_id))}/forms`;
}

/** Folders sorted by name; the whole row opens the folder, the name is the keyboard link. */
export function FolderTable({ folders }: { folders: readonly TFolder[] }) {
  const navigate = useNavigate();
  const sorted = [...folders].sort((a, b) => a.folder_name.localeCompare(b.folder_name, 'nl'));
  return (
    <Paper withBorder radius="md">
      <Table
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="md"
        data-testid="folder-table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.folders.columnName')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((folder) => (
            <Table.Tr
              key={folder.folder_id}
              className={classes.row}
              onClick={() => navigate(folderPath(folder))}
            >
              <Table.Td>
                <Group justify="space-between" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <IconFolder size={20} stroke={1.6} aria-hidden />
                    <Anchor component={Link} to={folderPath(folder)} c="inherit" fw={500}>
                      {folder.folder_name}
                    </Anchor>
                  </Group>
                  <Text c="dimmed" lh={0} aria-hidden>
                    <IconChevronRight size={18} />
                  </Text>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
