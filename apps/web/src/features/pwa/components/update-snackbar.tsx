import { activateWorker, useWaitingWorker } from '../hooks/use-waiting-worker';
import { UpdatePrompt } from './update-prompt';

/**
 * Registers the service worker and, when a new version is installed and waiting, shows 'Nu
 * updaten' until it is used (doc 1 §2.3, §4): after the `onBeforeUpdate` handlers (see
 * UpdatePrompt) the waiting worker takes over and the page reloads once it controls the page.
 * Mounted once, for the app's lifetime.
 */
export function UpdateSnackbar() {
  const waiting = useWaitingWorker();
  if (!waiting) return null;
  return <UpdatePrompt activate={async () => activateWorker(waiting)} />;
}
