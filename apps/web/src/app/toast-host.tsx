import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastContainer = lazy(() =>
  import('./toast-container').then((m) => ({ default: m.ToastContainer })),
);

/**
 * Loads the toast container (its transitions are most of the notifications package) with the
 * first toast instead of on every first load. `notifications.show()` only writes the store, so a
 * toast shown before the container arrives appears once it does. Loaded once, it stays.
 */
export function ToastHost() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
