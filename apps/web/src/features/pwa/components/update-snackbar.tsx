import { useRegisterSW } from 'virtual:pwa-register/react';
import { lazy, Suspense, useState } from 'react';

// The snackbar itself loads only when a new version waits (not on the fill path's first load).
const UpdateSnackbarView = lazy(() =>
  import('./update-snackbar-view').then((m) => ({ default: m.UpdateSnackbarView })),
);

/**
 * A deployed version is noticed when the browser re-checks the service worker: on every page
 * load, and this often while the app stays open (field workers keep it open for days).
 */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  setInterval(() => {
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_INTERVAL_MS);
}

/**
 * Registers the service worker and, when a new version is installed and waiting, shows 'Nu
 * updaten' until it is used (doc 1 §2.3, §4): the waiting worker takes over and the page reloads
 * (the reload follows the worker's `controlling` event). Mounted once, for the app's lifetime.
 */
export function UpdateSnackbar() {
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
    onRegisterError: (error: unknown) => console.warn('Service worker registration failed', error),
  });
  if (!needRefresh) return null;

  const update = () => {
    setUpdating(true);
    void updateServiceWorker(true);
  };
  return (
    <Suspense fallback={null}>
      <UpdateSnackbarView updating={updating} onUpdate={update} />
    </Suspense>
  );
}
