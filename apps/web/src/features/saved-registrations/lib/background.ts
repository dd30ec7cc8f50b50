import { SAVED_REGISTRATIONS_START_DELAY_MS } from '@eform/core/constants';
import { sessionStore } from '../../session';

const actions = () => import('./saved-actions');

/**
 * The saved registrations' background work (doc 1 §4, §9), started once the page is idle: when
 * signed in, the device's retention and a sync a little later (the store, Dexie, never competes
 * with a form still loading); a sync right after every login (an empty list when nothing waits)
 * and whenever the browser comes back online. Answers the stop.
 */
export function startBackground(): () => void {
  let apiKey = sessionStore.get()?.apiKey;
  const sync = () => void actions().then((m) => m.runSync());
  const startUp = setTimeout(() => {
    if (sessionStore.get()) void actions().then((m) => m.startUp());
  }, SAVED_REGISTRATIONS_START_DELAY_MS);
  const unsubscribe = sessionStore.subscribe(() => {
    const next = sessionStore.get()?.apiKey;
    if (next && next !== apiKey) sync();
    apiKey = next;
  });
  window.addEventListener('online', sync);
  return () => {
    clearTimeout(startUp);
    unsubscribe();
    window.removeEventListener('online', sync);
  };
}
