import { useSyncExternalStore } from 'react';
import { persistState, subscribePersistState, type TPersistState } from '../lib/persistent-storage';

/**
 * Whether the browser keeps this app's data under storage pressure, as it answered after login:
 * 'refused' is worth a small note in the saved registrations list; nothing else is shown.
 */
export function usePersistentStorage(): TPersistState {
  return useSyncExternalStore(subscribePersistState, persistState, () => 'unknown');
}
