import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  const container = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  container?.addEventListener('controllerchange', onChange);
  return () => container?.removeEventListener('controllerchange', onChange);
}

const controlled = () =>
  typeof navigator !== 'undefined' && Boolean(navigator.serviceWorker?.controller);

/** Whether the app's service worker controls this page (and so keeps API answers offline). */
export function useSwControlled(): boolean {
  return useSyncExternalStore(subscribe, controlled, () => false);
}
