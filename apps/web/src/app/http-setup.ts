import type { QueryClient } from '@tanstack/react-query';
import { notifyForbidden, sessionStore, signOut } from '../features/session';
import { setHttpEventHandlers } from '../lib/http/http-events';

type TNavigate = (path: string) => unknown;

/**
 * Wires the api client's events to the session (its key comes from api-key-source.ts): a refused key signs out
 * (the sign-in guard then shows login); a 403 toasts and goes to the dashboard (doc 1 §8).
 */
export function setupHttp(queryClient: QueryClient, navigate: TNavigate): void {
  // Another tab signed out or in as someone else: nothing cached here belongs to the new session.
  sessionStore.subscribeExternal(() => queryClient.clear());
  setHttpEventHandlers({
    onUnauthorized: (apiKey) => {
      // Once per request: later 401s of the same (already dropped) key change nothing.
      if (sessionStore.get()?.apiKey !== apiKey) return;
      console.warn('API key refused (401): signing out');
      void signOut(queryClient, { revoke: false });
    },
    onForbidden: () => {
      notifyForbidden();
      void navigate('/dashboard');
    },
  });
}
