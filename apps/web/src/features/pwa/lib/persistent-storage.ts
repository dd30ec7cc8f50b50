/** What the browser answered to `navigator.storage.persist()`, remembered for the saved list. */
export type TPersistState = 'granted' | 'refused' | 'unsupported' | 'unknown';

const STORAGE_KEY = 'eform.storage-persist';
const listeners = new Set<() => void>();
let asked: Promise<TPersistState> | null = null;

function remember(state: TPersistState): TPersistState {
  try {
    localStorage.setItem(STORAGE_KEY, state);
  } catch {
    // Only the note in the saved list reads it.
  }
  for (const listener of listeners) listener();
  return state;
}

/** The last answer of the browser on this device; 'unknown' before it was asked. */
export function persistState(): TPersistState {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return stored === 'granted' || stored === 'refused' || stored === 'unsupported'
      ? stored
      : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Asks the browser once per page life to keep this site's data (saved registrations, offline
 * forms) under storage pressure (issue 22). Chromium decides silently, Firefox may ask the user.
 */
export function requestPersistentStorage(): Promise<TPersistState> {
  asked ??= (async () => {
    const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
    if (!storage?.persist) return remember('unsupported');
    try {
      if (await storage.persisted()) return remember('granted');
      return remember((await storage.persist()) ? 'granted' : 'refused');
    } catch {
      return remember('refused');
    }
  })();
  return asked;
}

/** Calls `listener` when the answer changes. */
export function subscribePersistState(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** For tests: forget that this page asked. */
export function resetPersistRequest(): void {
  asked = null;
}
