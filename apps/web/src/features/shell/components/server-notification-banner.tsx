import { t } from '@eform/core/messages';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useCurrentUser } from '../../session';

const COLORS: Record<string, string> = {
  error: 'red',
  danger: 'red',
  warning: 'orange',
  success: 'green',
  info: 'blue',
};

/** The server's notification from the user info (type and message), shown above every page. */
export function ServerNotificationBanner() {
  const notification = useCurrentUser()?.user?.server_notification;
  if (!notification?.message) return null;
  return (
    <Alert
      color={COLORS[notification.type] ?? 'blue'}
      variant="light"
      title={t('ui.serverNotification.title')}
      icon={<IconInfoCircle aria-hidden />}
      data-testid="server-notification"
    >
      {notification.message}
    </Alert>
  );
}
