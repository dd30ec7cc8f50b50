import { lazy, Suspense } from 'react';
import { activateWorker, useWaitingWorker } from '../hooks/use-waiting-worker';

// The prompt loads once a new version waits, not on the fill path's first load.
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

/**
 * Registers the service worker and, when a new version is installed and waiting, shows 'Nu
 * updaten' until it is used (doc 1 §2.3, §4): after the `onBeforeUpdate` handlers (see
 * UpdatePrompt) the waiting worker takes over and the page reloads once it controls the page.
 * Mounted once, for the app's lifetime.
 */
export function UpdateSnackbar() {
  const waiting = useWaitingWorker();
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt activate={async () => activateWorker(waiting)} />
    </Suspense>
  );
}
