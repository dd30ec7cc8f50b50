import { t } from '@eform/core/messages';
import { tw } from '@eform/core/messages/fill-widgets';
import { Button, Group, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { Dialog } from '../../../../../ui/dialog';

/** The leave question for a held navigation: 'Verlaten' goes on, 'Blijven' stays. */
export function LeaveDialog({ blocker }: { blocker: Blocker }) {
  const open = blocker.state === 'blocked';
  return (
    <Dialog
      opened={open}
      onClose={() => blocker.reset?.()}
      title={tw('fillScreen.leaveTitle')}
      centered
    >
      <Text>{t('form.leavePage')}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
          {tw('fillScreen.stay')}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()}>
          {tw('fillScreen.leave')}
        </Button>
      </Group>
    </Dialog>
  );
}
