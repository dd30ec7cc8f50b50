import { t } from '@eform/core/messages';
import { tc } from '@eform/core/messages/clients';
import { Button, Group, Text } from '@mantine/core';
import { useLeaveGuard } from '../lib/use-leave-guard';
import { Dialog } from './dialog';

/**
 * Asks before leaving with unsaved changes, with the spec's question (doc 3 §2, §8); the holding
 * is the form editor's (lib/use-leave-guard). `shouldAsk` is read at the moment of leaving.
 */
export function ClientLeaveGuard({ shouldAsk }: { shouldAsk: () => boolean }) {
  const blocker = useLeaveGuard(shouldAsk);
  return (
    <Dialog
      opened={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={tc('clientsAdmin.edit.leaveTitle')}
      centered
    >
      <Text>{t('form.leavePage')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {tc('clientsAdmin.edit.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {tc('clientsAdmin.edit.leave')}
        </Button>
      </Group>
    </Dialog>
  );
}
