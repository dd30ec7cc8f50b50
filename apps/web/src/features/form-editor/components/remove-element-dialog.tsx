import type { TElement } from '@eform/core/elements';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '../../../ui/dialog';
import { elementTitle } from '../../form-admin-kit';

/** The confirmation before an element (and what a subform holds) is removed. */
export function RemoveElementDialog({
  element,
  onConfirm,
  onClose,
}: {
  element: TElement | undefined;
  onConfirm: (uuid: string) => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={element !== undefined}
      onClose={onClose}
      title={ta('elementEditor.removeTitle')}
    >
      <Text>
        {ta('elementEditor.removeConfirm', { label: element ? elementTitle(element) : '' })}
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {ta('elementEditor.cancel')}
        </Button>
        <Button color="red" onClick={() => element && onConfirm(element.uuid)}>
          {ta('elementEditor.removeYes')}
        </Button>
      </Group>
    </Dialog>
  );
}
