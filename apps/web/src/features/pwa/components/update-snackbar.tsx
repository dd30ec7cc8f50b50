import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdatePrompt } from './update-prompt';

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
 * updaten' until it is used (doc 1 §2.3, §4): after the `onBeforeUpdate` handlers (see
 * UpdatePrompt) the waiting worker takes over and the page reloads (the reload follows the
 * worker's `controlling` event). Mounted once, for the app's lifetime.
 */
export function UpdateSnackbar() {
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
  return <UpdatePrompt activate={() => activateWaiting(updateServiceWorker)} />;
}

/**
 * Lets the waiting worker take over and reloads once it controls the page. workbox-window
 * reloads by itself only when the page was already controlled as it loaded; after the very
 * first install the worker claimed the page while it was open (sw.ts), so this page must follow
 * the change itself.
 */
async function activateWaiting(updateServiceWorker: (reload: boolean) => Promise<void>) {
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  await updateServiceWorker(true);
}
