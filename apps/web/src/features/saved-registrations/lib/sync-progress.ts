/**
 * How far the running sync of this tab is: registrations handled of those it sends; null when
 * no sync runs. A sync started anywhere (after login, after a save, the list's button) reports
 * here, so the list can show it whichever started it.
 */
export type TSyncProgress = { done: number; total: number } | null;

let current: TSyncProgress = null;
const listeners = new Set<() => void>();

export function setSyncProgress(progress: TSyncProgress): void {
  current = progress;
  for (const listener of listeners) listener();
}

export function getSyncProgress(): TSyncProgress {
  return current;
}

/** Listens to progress changes; answers the unsubscribe. */
export function onSyncProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
