import { t } from '@eform/core/messages';
import { Alert, List } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useOnlineStatus } from '../../../lib/use-online-status';

/** The offline warning with its three statements (doc 1 §2.3). */
export function OfflineBanner() {
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('ui.offline.title')}
      icon={<IconWifiOff aria-hidden />}
      role="alert"
      data-testid="offline-banner"
    >
      <List size="sm" spacing={2}>
        <List.Item>{t('ui.offline.noSending')}</List.Item>
        <List.Item>{t('ui.offline.oldVersions')}</List.Item>
        <List.Item>{t('ui.offline.noLogout')}</List.Item>
      </List>
    </Alert>
  );
}
