import { z } from 'zod';
import { SESSION_STORAGE_KEY as STORAGE_KEY } from '../../../lib/http/early-requests';
import { ZSessionUser } from '../api/session-types';

const ZStoredSession = z.object({
  apiKey: z.string().min(1),
  user: ZSessionUser,
  clientId: z.number().nullable(),
});

/** What survives a reload: the api key, the account and the chosen client. */
export type TSession = z.infer<typeof ZStoredSession>;

type TListener = () => void;

function readStorage(): TSession | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = ZStoredSession.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeStorage(session: TSession | null): void {
  try {
    if (session) localStorage.setItem(STORAGE_KEY, JSON.stringify(session));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private mode or a full quota: the session then lives for this page only.
  }
}

/**
 * The session, restored synchronously from localStorage when the module loads, so the first
 * render already knows whether someone is signed in (no flash of the login screen).
 */
let current: TSession | null = readStorage();
const listeners = new Set<TListener>();
const externalListeners = new Set<TListener>();

function emit(): void {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): TSession | null => current,
  subscribe(listener: TListener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(session: TSession | null): void {
    current = session;
    writeStorage(session);
    emit();
  },
  setClientId(clientId: number): void {
    if (!current) return;
    sessionStore.set({ ...current, clientId });
  },
  /** Called when another tab signed in as someone else or signed out. */
  subscribeExternal(listener: TListener): () => void {
    externalListeners.add(listener);
    return () => externalListeners.delete(listener);
  },
  /** Another tab changed the session: follow it. */
  syncFromStorage(): void {
    const previousKey = current?.apiKey;
    current = readStorage();
    if (current?.apiKey !== previousKey) for (const listener of externalListeners) listener();
    emit();
  },
};

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEY || event.key === null) sessionStore.syncFromStorage();
  });
}
