import { th } from '@eform/core/messages/home';
import { Button, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { Snackbar } from '../../../ui/snackbar';

/**
 * 'Nu updaten' for the waiting version (doc 1 §2.3, §4); its own chunk, see update-snackbar.
 * `blocked`: the last attempt stopped because the open form could not be saved first.
 */
export function UpdateSnackbarView({
  updating,
  blocked,
  onUpdate,
}: {
  updating: boolean;
  blocked: boolean;
  onUpdate: () => void;
}) {
  return (
    <Snackbar
      icon={<IconRefresh size={20} />}
      title={th('app.newVersion')}
      testId="update-snackbar"
      action={
        <Button size="xs" onClick={onUpdate} loading={updating}>
          {th('app.updateNow')}
        </Button>
      }
    >
      {blocked && (
        <Text size="sm" c="red.8" role="alert" data-testid="update-blocked">
          {th('ui.update.blocked')}
        </Text>
      )}
    </Snackbar>
  );
}
