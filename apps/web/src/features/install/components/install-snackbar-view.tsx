import { t } from '@eform/core/messages';
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
        title={t('ui.install.iosTitle')}
        onClose={onClose}
        testId="install-prompt-ios"
      >
        <List type="ordered" size="sm" spacing={2}>
          <List.Item>{t('ui.install.iosShare')}</List.Item>
          <List.Item>{t('ui.install.iosAdd')}</List.Item>
        </List>
      </Snackbar>
    );
  }
  return (
    <Snackbar
      icon={<IconDeviceMobileDown size={20} />}
      title={t('ui.dashboard.install.title')}
      onClose={onClose}
      testId="install-prompt"
      action={
        install && (
          <Button size="xs" onClick={() => void install().finally(onClose)}>
            {t('ui.dashboard.install.action')}
          </Button>
        )
      }
    >
      <Text size="sm">{t('ui.dashboard.install.text')}</Text>
    </Snackbar>
  );
}
