import { t } from '@eform/core/messages';
import { Text } from '@mantine/core';
import { IconCloudCheck } from '@tabler/icons-react';

/** 'offline beschikbaar' beside a form made available offline (issue 22 item 7). */
export function OfflineReadyMark() {
  return (
    <Text
      component="span"
      size="xs"
      c="teal.8"
      fw={500}
      data-testid="offline-ready"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      <IconCloudCheck size={16} aria-hidden />
      {t('ui.offline.available')}
    </Text>
  );
}
