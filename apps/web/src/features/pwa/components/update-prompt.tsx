import { lazy, Suspense, useState } from 'react';
import { runBeforeUpdate } from '../lib/before-update';

// The snackbar itself loads only when a new version waits (not on the fill path's first load).
const UpdateSnackbarView = lazy(() =>
  import('./update-snackbar-view').then((m) => ({ default: m.UpdateSnackbarView })),
);

/**
 * 'Nu updaten' for a waiting version: first every `onBeforeUpdate` handler runs (the fill screen
 * saves its form on the device), then `activate` lets the waiting worker take over, which reloads
 * the page. A failing handler stops the update with a notice: a half-filled form is never lost.
 */
export function UpdatePrompt({ activate }: { activate: () => Promise<void> }) {
  const [updating, setUpdating] = useState(false);
  const [blocked, setBlocked] = useState(false);
  const update = async () => {
    setUpdating(true);
    setBlocked(false);
    try {
      await runBeforeUpdate();
    } catch (error) {
      console.warn('Update held back: a handler before the update failed', error);
      setBlocked(true);
      setUpdating(false);
      return;
    }
    await activate();
  };
  return (
    <Suspense fallback={null}>
      <UpdateSnackbarView updating={updating} blocked={blocked} onUpdate={() => void update()} />
    </Suspense>
  );
}
