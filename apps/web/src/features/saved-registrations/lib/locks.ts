/**
 * Runs `task` holding the Web Lock `name` (navigator.locks), so two tabs of this browser never
 * run it at once: the second waits for the first. Where the browser has no Web Locks, it runs
 * at once (the server still refuses a fill_token twice).
 */
export function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks?.request) return task();
  return locks.request(name, task) as Promise<T>;
}

/** The lock around sending one registration. */
export const sendLockName = (fillToken: string) => `eform-send:${fillToken}`;
/** The lock around a sync of the saved registrations. */
export const SYNC_LOCK = 'eform-saved-registrations-sync';
