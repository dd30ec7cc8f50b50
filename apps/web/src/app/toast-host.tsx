import { useNotifications } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * The container's chunk. Offline without the service worker's cache it cannot load; a rejected
 * lazy import would take the whole app down, so it waits for the connection and tries again.
 */
function loadContainer(): Promise<{ default: ComponentType }> {
  return import('./toast-container').then(
    (m) => ({ default: m.ToastContainer }),
    () =>
      new Promise((resolve) => {
        window.addEventListener('online', () => resolve(loadContainer()), { once: true });
      }),
  );
}

const ToastContainer = lazy(loadContainer);

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
