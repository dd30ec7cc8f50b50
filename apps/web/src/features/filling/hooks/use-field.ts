import { useSyncExternalStore } from 'react';
import type { TFieldSnapshot, TFillStatus, TFillStore } from '../lib/fill-store/fill-store';

/** One element's snapshot; re-renders only when that element changes. */
export function useField(store: TFillStore, name: string): TFieldSnapshot {
  return useSyncExternalStore(
    (listener) => store.subscribe(name, listener),
    () => store.getSnapshot(name),
  );
}

/** Form-wide status: subform open or locked, running uploads. */
export function useFillStatus(store: TFillStore): TFillStatus {
  return useSyncExternalStore(store.subscribeStatus, store.getStatus);
}
