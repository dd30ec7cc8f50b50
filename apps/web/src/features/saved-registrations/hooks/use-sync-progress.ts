import { useSyncExternalStore } from 'react';
import { getSyncProgress, onSyncProgress, type TSyncProgress } from '../lib/sync-progress';

/** The running sync's progress in this tab (null when none runs). */
export function useSyncProgress(): TSyncProgress {
  return useSyncExternalStore(onSyncProgress, getSyncProgress, getSyncProgress);
}
