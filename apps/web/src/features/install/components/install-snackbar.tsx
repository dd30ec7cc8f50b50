import { lazy, Suspense, useEffect, useState } from 'react';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { createInstallPromptMemory } from '../lib/install-prompt-memory';

const memory = createInstallPromptMemory(localStorage);

// The prompt itself loads only when it is due (not on the fill path's first load).
const InstallSnackbarView = lazy(() =>
  import('./install-snackbar-view').then((m) => ({ default: m.InstallSnackbarView })),
);

/**
 * The install prompt (doc 1 §2.3): on iOS, where browsers have no install event, how to put the
 * app on the home screen via Safari's share menu; elsewhere the browser's own prompt once it has
 * offered one. Shown at most once per 24 hours, counted from when it was last shown.
 */
export function InstallSnackbar() {
  const { install, kind } = useInstallPrompt();
  const [shown, setShown] = useState<typeof kind>(null);

  useEffect(() => {
    if (!kind || shown || !memory.isDue()) return;
    memory.markShown();
    setShown(kind);
  }, [kind, shown]);

  // Installed meanwhile, or the browser withdrew its prompt: nothing left to offer.
  if (!shown || kind !== shown) return null;
  return (
    <Suspense fallback={null}>
      <InstallSnackbarView kind={shown} install={install} onClose={() => setShown(null)} />
    </Suspense>
  );
}
