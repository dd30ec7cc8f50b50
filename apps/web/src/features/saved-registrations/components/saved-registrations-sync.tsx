import { useEffect } from 'react';

/**
 * Starts the saved registrations' background work (lib/background.ts: sync after login and when
 * online, retention on start) once the page is idle, so neither it nor the store (Dexie) weighs
 * on the first screen. Renders nothing.
 */
export function SavedRegistrationsSync() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const start = () => {
      const run = () =>
        void import('../lib/background').then((m) => {
          if (!cancelled) stop = m.startBackground();
        });
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
      else setTimeout(run);
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', start);
      stop?.();
    };
  }, []);
  return null;
}
