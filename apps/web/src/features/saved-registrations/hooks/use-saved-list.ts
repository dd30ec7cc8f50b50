import { useEffect, useState } from 'react';
import { onChanged } from '../lib/changes';
import type { TLocalRegistration } from '../lib/local-db';
import { listRegistrations } from '../lib/saved-store';

/** The device's list: loading (no rows yet), read, or failed to read. */
export type TSavedList =
  | { state: 'loading' }
  | { state: 'ready'; rows: TLocalRegistration[] }
  | { state: 'failed' };

/**
 * The user's saved registrations on this device, read again whenever they change (a save, a
 * sync, another tab). Works offline: no network involved.
 */
export function useSavedList(userId: number | null): TSavedList {
  const [list, setList] = useState<TSavedList>({ state: 'loading' });
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    const read = () => {
      listRegistrations(userId).then(
        (rows) => current && setList({ state: 'ready', rows }),
        (error: unknown) => {
          console.warn('Saved registrations could not be read', error);
          if (current) setList({ state: 'failed' });
        },
      );
    };
    read();
    const unsubscribe = onChanged(read);
    return () => {
      current = false;
      unsubscribe();
    };
  }, [userId]);
  return list;
}
