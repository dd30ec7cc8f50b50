import { SAVED_REGISTRATIONS_START_DELAY_MS } from '@eform/core/constants';
import { sessionStore } from '../../session';
import { postSync } from '../api/sync-api';
import { mayHoldSaved } from './device-holds';

const actions = () => import('./saved-actions');

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * Whether the server, asked with nothing sent and nothing known, lists no saved registrations
 * for the user. On a device that holds none (device-holds.ts) that is what the full sync would
 * conclude (nothing to merge, nothing to keep), so the store (Dexie, ~32 KB gzipped) stays
 * unloaded on the fill path of a device that never saved. False when the full sync must run:
 * the server lists some (it stores them), or the request failed (it tries again and warns when
 * it fails too).
 */
async function serverListsNone(): Promise<boolean> {
  try {
    const answer = await postSync({ encoded: [], versions: [] }, []);
    return (
      answer.registrations.length === 0 &&
      answer.conflicts.length === 0 &&
      answer.refused.length === 0
    );
  } catch {
    return false;
  }
}

/**
 * A sync (with the device's retention first at start-up) when signed in with a client. A device
 * that holds no saved registrations has no retention to apply and nothing to send: offline it
 * does nothing, online it asks the server without the store and loads it only when needed.
 */
async function sync(startUp = false, reconnected = false): Promise<void> {
  const session = sessionStore.get();
  if (!session || session.clientId === null) return;
  if (!(await mayHoldSaved()) && (!isOnline() || (await serverListsNone()))) return;
  const m = await actions();
  await (startUp ? m.startUp() : m.runSync(reconnected ? 'reconnected' : undefined));
}

/**
 * The saved registrations' background work (doc 1 §4, §9), started once the page is idle: when
 * signed in, the device's retention and a sync a little later (the store, Dexie, never competes
 * with a form still loading); a sync right after every login (an empty list when nothing waits)
 * and whenever the browser comes back online. A device that holds none loads the store only when
 * the server lists some (serverListsNone). Answers the stop.
 */
export function startBackground(): () => void {
  let apiKey = sessionStore.get()?.apiKey;
  const onSync = () => void sync();
  // Back online: what was saved meanwhile goes to the server, and the filler hears it is safe.
  const onOnline = () => void sync(false, true);
  const startUp = setTimeout(() => {
    if (sessionStore.get()) void sync(true);
  }, SAVED_REGISTRATIONS_START_DELAY_MS);
  const unsubscribe = sessionStore.subscribe(() => {
    const next = sessionStore.get()?.apiKey;
    if (next && next !== apiKey) onSync();
    apiKey = next;
  });
  window.addEventListener('online', onOnline);
  return () => {
    clearTimeout(startUp);
    unsubscribe();
    window.removeEventListener('online', onOnline);
  };
}
