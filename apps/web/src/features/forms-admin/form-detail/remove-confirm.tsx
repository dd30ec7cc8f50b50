import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, Stack, Text, Title } from '@mantine/core';

/** Admin list a form belongs in: its folder's list, or the list of forms without a folder. */
export function formListPath(folderId: number | null): string {
  return folderId === null ? '/admin/form-list' : `/admin/form-list/folder/${folderId}`;
}

type TRemoveConfirmProps = {
  name: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The question of form_remove: the form goes with all its registrations. */
export function RemoveConfirm({ name, pending, onCancel, onConfirm }: TRemoveConfirmProps) {
  return (
    <Stack gap="md" component="section" aria-labelledby="form-remove-title" maw={640}>
      <Title order={2} fz="h4" id="form-remove-title">
        {ta('formDetail.delete.title')}
      </Title>
      <Text style={{ overflowWrap: 'anywhere' }}>{t('forms.confirmDelete', { name })}</Text>
      <Text size="sm" c="dimmed">
        {ta('formDetail.delete.note')}
      </Text>
      <Group gap="xs">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {ta('ui.formsAdmin.cancel')}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {ta('ui.formsAdmin.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
