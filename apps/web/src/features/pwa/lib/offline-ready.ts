/** Where the forms made available offline are listed (per user; cleared with the API caches). */
export const OFFLINE_READY_KEY = 'eform.offline-ready';

/** The forms a user made available offline: form_id → when (ISO date). */
export type TOfflineReady = { user: string; forms: Record<string, string> };

const listeners = new Set<() => void>();

function read(): TOfflineReady | null {
  try {
    const raw = localStorage.getItem(OFFLINE_READY_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<TOfflineReady>) : null;
    if (typeof parsed?.user !== 'string' || typeof parsed.forms !== 'object' || !parsed.forms) {
      return null;
    }
    return { user: parsed.user, forms: parsed.forms };
  } catch {
    return null;
  }
}

function write(value: TOfflineReady | null): void {
  try {
    if (value) localStorage.setItem(OFFLINE_READY_KEY, JSON.stringify(value));
    else localStorage.removeItem(OFFLINE_READY_KEY);
  } catch {
    // A full quota: the marks are a convenience, the cached answers are what counts.
  }
  for (const listener of listeners) listener();
}

/** The forms `user` made available offline (another user's marks count for nothing). */
export function offlineReadyForms(user: string): Readonly<Record<string, string>> {
  const stored = read();
  return stored?.user === user ? stored.forms : {};
}

/** Marks forms of `user` as available offline, now. */
export function markOfflineReady(user: string, formIds: readonly string[], now = new Date()) {
  const forms = { ...offlineReadyForms(user) };
  for (const formId of formIds) forms[formId] = now.toISOString();
  write({ user, forms });
}

/** Forgets every mark (logout: the answers they vouch for are gone). */
export function clearOfflineReady(): void {
  write(null);
}

/** Calls `listener` when the marks change in this tab. */
export function subscribeOfflineReady(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
