import { TOAST_MAX, TOAST_TIMEOUT_MS } from '@eform/core/constants';
import { Notifications } from '@mantine/notifications';

/** Mantine's toast container: 4 s each, at most 20 at once, top right. */
export function ToastContainer() {
  return <Notifications limit={TOAST_MAX} autoClose={TOAST_TIMEOUT_MS} position="top-right" />;
}
