import { t } from '@eform/core/messages';
import { Alert, Anchor } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Link } from 'react-router';

/** Where the registrations saved on the device are listed (doc 1 §2.1, unsend_registration_list). */
export const UNSENT_LIST_PATH = '/unsend-registration-list';

/**
 * What a screen shows offline when its data never reached this device (it was not opened while
 * online): says so, and leads to the saved registrations, which are on the device (issue 22).
 */
export function OfflineUnavailable() {
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('ui.offline.unavailableTitle')}
      icon={<IconCloudOff aria-hidden />}
      data-testid="offline-unavailable"
    >
      {t('ui.offline.unavailableText')}{' '}
      <Anchor component={Link} to={UNSENT_LIST_PATH} size="sm" fw={500}>
        {t('ui.offline.unavailableLink')}
      </Anchor>
    </Alert>
  );
}
