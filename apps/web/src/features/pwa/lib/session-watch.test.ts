import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_CACHE, DATASOURCE_CACHE } from '../sw/api-cache-rules';
import { markOfflineReady, offlineReadyForms } from './offline-ready';
import { persistState, resetPersistRequest } from './persistent-storage';
import { type TSessionSource, watchSessionForOffline } from './session-watch';

function fakeSession(apiKey: string | null) {
  let current = apiKey ? { apiKey } : null;
  const listeners = new Set<() => void>();
  const source: TSessionSource = {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const set = (key: string | null) => {
    current = key ? { apiKey: key } : null;
    for (const listener of listeners) listener();
  };
  return { source, set };
}

const deleted: string[] = [];
const persist = vi.fn(async () => true);

beforeEach(() => {
  deleted.length = 0;
  localStorage.clear();
  resetPersistRequest();
  persist.mockClear();
  vi.stubGlobal('caches', {
    delete: async (name: string) => {
      deleted.push(name);
      return true;
    },
  });
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => false, persist },
  });
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchSessionForOffline', () => {
  it('deletes the API caches and the offline marks on logout', async () => {
    const session = fakeSession('key-1');
    const stop = watchSessionForOffline(session.source);
    markOfflineReady('user-1', ['f1']);
    session.set(null);
    await waitFor(() => expect(deleted.sort()).toEqual([API_CACHE, DATASOURCE_CACHE].sort()));
    expect(offlineReadyForms('user-1')).toEqual({});
    stop();
  });

  it('deletes them too when another session takes over, and not on a client switch', async () => {
    const session = fakeSession('key-1');
    const stop = watchSessionForOffline(session.source);
    session.set('key-1');
    await settle();
    expect(deleted).toEqual([]);
    session.set('key-2');
    await waitFor(() => expect(deleted).toHaveLength(2));
    stop();
  });

  it('asks the browser once to keep the data after a sign-in, and remembers a refusal', async () => {
    persist.mockResolvedValueOnce(false);
    const session = fakeSession(null);
    const stop = watchSessionForOffline(session.source);
    expect(persist).not.toHaveBeenCalled();
    session.set('key-1');
    await settle();
    session.set(null);
    session.set('key-2');
    await settle();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(persistState()).toBe('refused');
    stop();
  });
});
