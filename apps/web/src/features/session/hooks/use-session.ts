import { useSyncExternalStore } from 'react';
import { sessionStore, type TSession } from '../lib/session-store';

/** The current session or null; re-renders on sign-in, sign-out and client switch. */
export function useSession(): TSession | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}
