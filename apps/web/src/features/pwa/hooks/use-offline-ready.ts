import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../session';
import { OFFLINE_READY_KEY, offlineReadyForms, subscribeOfflineReady } from '../lib/offline-ready';

const NONE: Readonly<Record<string, string>> = {};

/**
 * The forms the signed-in user made available offline on this device ('Offline beschikbaar
 * maken'): form_id → when. Re-renders when the marks change.
 */
export function useOfflineReadyForms(): Readonly<Record<string, string>> {
  const user = useSession()?.user.uuid ?? null;
  // A stable snapshot per stored value: the raw string is what changes.
  const snapshot = useCallback(() => {
    try {
      return localStorage.getItem(OFFLINE_READY_KEY) ?? '';
    } catch {
      return '';
    }
  }, []);
  const raw = useSyncExternalStore(subscribeOfflineReady, snapshot, () => '');
  // `raw` is the stored value offlineReadyForms reads: a new one means new marks.
  return useMemo(() => (raw && user ? offlineReadyForms(user) : NONE), [raw, user]);
}
