import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, Text } from '@mantine/core';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { Dialog } from '../../../ui/dialog';

/**
 * Asks before leaving the editor with unsaved changes (doc 2 §2, §8) with the spec's question;
 * the holding itself is the filler's too (lib/use-leave-guard). `shouldAsk` is read at the
 * moment of leaving (after a save the screen navigates on at once).
 */
export function EditorLeaveGuard({ shouldAsk }: { shouldAsk: () => boolean }) {
  const blocker = useLeaveGuard(shouldAsk);
  return (
    <Dialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={ta('elementEditor.leaveTitle')}
      centered
    >
      <Text>{t('form.leavePage')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {ta('elementEditor.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {ta('elementEditor.leave')}
        </Button>
      </Group>
    </Dialog>
  );
}
