import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import type { TLocalRegistration } from '../lib/local-db';
import { listRegistrations } from '../lib/saved-store';

/** The device's list: loading (no rows yet), read, or failed to read. */
export type TSavedList =
  | { state: 'loading' }
  | { state: 'ready'; rows: TLocalRegistration[] }
  | { state: 'failed' };

/**
 * The user's saved registrations on this device, kept current as they change (a save, a sync,
 * another tab: Dexie's liveQuery hears them all). Works offline: no network involved.
 */
export function useSavedList(userId: number | null): TSavedList {
  const [list, setList] = useState<TSavedList>({ state: 'loading' });
  useEffect(() => {
    if (userId === null) return;
    const subscription = liveQuery(() => listRegistrations(userId)).subscribe({
      next: (rows) => setList({ state: 'ready', rows }),
      error: (error: unknown) => {
        console.warn('Saved registrations could not be read', error);
        setList({ state: 'failed' });
      },
    });
    return () => subscription.unsubscribe();
  }, [userId]);
  return list;
}
