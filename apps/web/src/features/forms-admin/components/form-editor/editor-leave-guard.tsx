import { t } from '@eform/core/messages';
import { ta } from '@eform/core/messages/admin';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving the editor with unsaved changes (doc 2 §2, §8): a route change is held
 * and the spec's question shown; a reload or closing the tab gets the browser's own dialog.
 * `shouldAsk` is read at the moment of leaving (after a save the screen navigates on at once).
 */
export function EditorLeaveGuard({ shouldAsk }: { shouldAsk: () => boolean }) {
  const askRef = useRef(shouldAsk);
  askRef.current = shouldAsk;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && askRef.current(),
  );
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!askRef.current()) return;
      event.preventDefault();
      // Older browsers show the dialog only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  return (
    <Modal
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
    </Modal>
  );
}
