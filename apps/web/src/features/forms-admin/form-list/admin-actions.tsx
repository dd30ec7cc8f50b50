import { ta } from '@eform/core/messages/admin';
import { hasPermission } from '@eform/core/permissions';
import { Button, Group } from '@mantine/core';
import { IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAccess } from '../../session';

/**
 * 'Nieuw formulier' and 'Nieuwe map', only with 'eform manage forms' (doc 2 §2). `folderId`
 * preselects the folder of the new form and leaves out the folder button.
 */
export function AdminActions({ folderId }: { folderId?: string }) {
  const access = useAccess();
  if (access.status !== 'ready' || !hasPermission(access.permissions, 'eform manage forms')) {
    return null;
  }
  const formPath = folderId
    ? `/admin/form-create?folder_id=${encodeURIComponent(folderId)}`
    : '/admin/form-create';
  return (
    <Group gap="xs">
      <Button component={Link} to={formPath} leftSection={<IconPlus size={18} aria-hidden />}>
        {ta('ui.formsAdmin.newForm')}
      </Button>
      {!folderId && (
        <Button
          component={Link}
          to="/admin/folder-create"
          variant="light"
          leftSection={<IconFolderPlus size={18} aria-hidden />}
        >
          {ta('ui.formsAdmin.newFolder')}
        </Button>
      )}
    </Group>
  );
}
