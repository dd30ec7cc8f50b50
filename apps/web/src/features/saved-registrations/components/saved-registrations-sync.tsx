import { useEffect } from 'react';
import { sessionStore } from '../../session';

const actions = () => import('../lib/saved-actions');

/** Runs `task` once the page is idle after loading, so it never competes with the first screen. */
function whenIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task);
    else setTimeout(task);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
  };
}

/**
 * The saved registrations' background work (doc 1 §4, §9), app-wide and without UI: on start
 * (once the page is idle) the device's retention and a sync; a sync right after login (an empty
 * list when nothing waits) and whenever the browser comes back online.
 */
export function SavedRegistrationsSync() {
  useEffect(() => {
    let apiKey = sessionStore.get()?.apiKey;
    const sync = () => void actions().then((m) => m.runSync());
    const cancelStart = apiKey
      ? whenIdle(() => void actions().then((m) => m.startUp()))
      : () => undefined;
    const unsubscribe = sessionStore.subscribe(() => {
      const next = sessionStore.get()?.apiKey;
      if (next && next !== apiKey) sync();
      apiKey = next;
    });
    window.addEventListener('online', sync);
    return () => {
      cancelStart();
      unsubscribe();
      window.removeEventListener('online', sync);
    };
  }, []);
  return null;
}
