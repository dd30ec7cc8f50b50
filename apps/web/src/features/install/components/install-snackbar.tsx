import { t } from '@eform/core/messages';
import { Button, List, Text } from '@mantine/core';
import { IconDeviceMobileDown, IconShare2 } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Snackbar } from '../../../ui/snackbar';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { createInstallPromptMemory } from '../lib/install-prompt-memory';

const memory = createInstallPromptMemory(localStorage);

/**
 * The install prompt (doc 1 §2.3): on iOS, where browsers have no install event, how to put the
 * app on the home screen via Safari's share menu; elsewhere the browser's own prompt once it has
 * offered one. Shown at most once per 24 hours, counted from when it was last shown.
 */
export function InstallSnackbar() {
  const { install, kind } = useInstallPrompt();
  const [shown, setShown] = useState<typeof kind>(null);

  useEffect(() => {
    if (!kind || shown || !memory.isDue()) return;
    memory.markShown();
    setShown(kind);
  }, [kind, shown]);

  // Installed meanwhile, or the browser withdrew its prompt: nothing left to offer.
  if (!shown || kind !== shown) return null;
  const close = () => setShown(null);

  if (shown === 'ios') {
    return (
      <Snackbar
        icon={<IconShare2 size={20} />}
        title={t('ui.install.iosTitle')}
        onClose={close}
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
      onClose={close}
      testId="install-prompt"
      action={
        install && (
          <Button size="xs" onClick={() => void install().finally(close)}>
            {t('ui.dashboard.install.action')}
          </Button>
        )
      }
    >
      <Text size="sm">{t('ui.dashboard.install.text')}</Text>
    </Snackbar>
  );
}
