import { t } from '@eform/core/messages';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Navigate } from 'react-router';

export const FORBIDDEN_NOTIFICATION_ID = 'http-forbidden';

/** Shows the 'no rights' toast; one at a time, however many calls were refused together. */
export function notifyForbidden(): void {
  notifications.hide(FORBIDDEN_NOTIFICATION_ID);
  notifications.show({
    id: FORBIDDEN_NOTIFICATION_ID,
    color: 'red',
    message: t('http.forbidden'),
  });
}

/** A screen the user has no permission for: the same answer as a 403, toast and dashboard. */
export function ForbiddenRedirect() {
  useEffect(() => {
    notifyForbidden();
  }, []);
  return <Navigate to="/dashboard" replace />;
}
