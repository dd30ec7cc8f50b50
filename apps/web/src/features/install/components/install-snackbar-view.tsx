import { th } from '@eform/core/messages/home';
import { Button, List, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2 } from '@tabler/icons-react';
import { Snackbar } from '../../../ui/snackbar';
import type { TInstallPrompt } from '../hooks/use-install-prompt';
import type { TInstallPromptKind } from '../lib/install-platform';

/** The install prompt's snackbar (doc 1 §2.3); its own chunk, see install-snackbar. */
export function InstallSnackbarView({
  kind,
  install,
  onClose,
}: {
  kind: TInstallPromptKind;
  install: TInstallPrompt['install'];
  onClose: () => void;
}) {
  if (kind === 'ios') {
    return (
      <Snackbar
        icon={<IconShare2 size={20} />}
        title={th('ui.install.iosTitle')}
        onClose={onClose}
        testId="install-prompt-ios"
      >
        <List type="ordered" size="sm" spacing={2}>
          <List.Item>{th('ui.install.iosShare')}</List.Item>
          <List.Item>{th('ui.install.iosAdd')}</List.Item>
        </List>
      </Snackbar>
    );
  }
  return (
    <Snackbar
      icon={<IconDeviceMobileDown size={20} />}
      title={th('ui.dashboard.install.title')}
      onClose={onClose}
      testId="install-prompt"
      action={
        install && (
          <Button size="xs" onClick={() => void install().finally(onClose)}>
            {th('ui.dashboard.install.action')}
          </Button>
        )
      }
    >
      <Text size="sm">{th('ui.dashboard.install.text')}</Text>
    </Snackbar>
  );
}
