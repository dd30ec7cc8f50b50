import { persistState, requestPersistentStorage } from './persistent-storage';

/** What this needs of the session store: its api key and its changes. */
export type TSessionSource = {
  get(): { apiKey: string } | null;
  subscribe(listener: () => void): () => void;
};

/**
 * Follows the session for the offline data (issue 22): when a session ends or another one takes
 * its place (logout, a refused key, another tab signing in as someone else) every API answer the
 * service worker kept goes; after a sign-in the browser is asked once to keep the app's data
 * (`navigator.storage.persist()`). Returns the unsubscribe.
 */
export function watchSessionForOffline(source: TSessionSource): () => void {
  let previous = source.get()?.apiKey ?? null;
  // Signed in before this device was ever asked (e.g. before the question existed).
  if (previous !== null && persistState() === 'unknown') void requestPersistentStorage();
  return source.subscribe(() => {
    const apiKey = source.get()?.apiKey ?? null;
    if (apiKey === previous) return;
    const ended = previous !== null;
    previous = apiKey;
    // Loaded when needed: the cache rules stay off the fill path's first load.
    if (ended) void import('./api-caches').then((m) => m.clearApiCaches()).catch(() => undefined);
    if (apiKey !== null) void requestPersistentStorage();
  });
}
