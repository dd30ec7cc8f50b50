import { SAVED_REGISTRATIONS_START_DELAY_MS } from '@eform/core/constants';
import { waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiKeySource } from '../../../lib/http/api-client';
import { sessionStore } from '../../session';
import { startBackground } from './background';
import { SAVED_DB_NAME } from './device-holds';
import { serverVersion, signInOwner } from './fixtures.test-support';

// The store's module (Dexie with the full sync): whether it is loaded at all is what is tested.
const runSync = vi.fn(async (_announce?: string) => null);
const startUp = vi.fn(async () => undefined);
vi.mock('./saved-actions', () => ({
  runSync: (announce?: string) => runSync(announce),
  startUp: () => startUp(),
}));

const SYNC = '/api/saved-registrations-sync';
const NONE = { registrations: [], conflicts: [], refused: [] };

/** The sync requests sent, with their JSON bodies. */
let requests: unknown[] = [];

function answerSync(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path !== SYNC) return new Response('{}', { status: 599 });
      requests.push(JSON.parse(await (init.body as Blob).text()));
      return new Response(JSON.stringify(body), { status });
    }),
  );
}

/** A device whose saved registrations' database exists (made by an earlier save). */
async function deviceWithDatabase(factory: IDBFactory): Promise<void> {
  await new Promise((resolve, reject) => {
    const open = factory.open(SAVED_DB_NAME);
    open.onsuccess = () => resolve(open.result.close());
    open.onerror = () => reject(open.error);
  });
}

describe('the sync after login on a device without saved registrations', () => {
  let factory: IDBFactory;
  let stop: (() => void) | undefined;

  beforeEach(() => {
    sessionStore.set(null);
    setApiKeySource(() => 'k1');
    factory = new IDBFactory();
    vi.stubGlobal('indexedDB', factory);
    requests = [];
    runSync.mockClear();
    startUp.mockClear();
  });
  afterEach(() => {
    stop?.();
    vi.unstubAllGlobals();
  });

  it('asks the server with nothing sent and leaves the store unloaded when it lists none', async () => {
    answerSync(201, NONE);
    stop = startBackground();
    signInOwner('k1');
    await waitFor(() => expect(requests).toEqual([{ registrations: [], known: [] }]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(runSync).not.toHaveBeenCalled();
  });

  it('runs the full sync when the server lists saved registrations of the user', async () => {
    answerSync(201, { ...NONE, registrations: [serverVersion()] });
    stop = startBackground();
    signInOwner('k1');
    await waitFor(() => expect(runSync).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
  });

  it('runs the full sync (which warns when it fails) when the light request fails', async () => {
    answerSync(500, { code: 'INTERNAL', message: 'kapot' });
    stop = startBackground();
    signInOwner('k1');
    await waitFor(() => expect(runSync).toHaveBeenCalledTimes(1));
  });

  it('runs the full sync at once when the device has the database', async () => {
    answerSync(201, NONE);
    await deviceWithDatabase(factory);
    stop = startBackground();
    signInOwner('k1');
    await waitFor(() => expect(runSync).toHaveBeenCalledTimes(1));
    expect(requests).toEqual([]);
  });

  it('syncs when the network is back, for the filler to hear that it is safe', async () => {
    answerSync(201, NONE);
    await deviceWithDatabase(factory);
    stop = startBackground();
    signInOwner('k1');
    await waitFor(() => expect(runSync).toHaveBeenCalledTimes(1));
    expect(runSync).toHaveBeenLastCalledWith(undefined);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(runSync).toHaveBeenCalledTimes(2));
    expect(runSync).toHaveBeenLastCalledWith('reconnected');
  });

  it('on start, offline and without the database: no retention, no request', async () => {
    answerSync(201, NONE);
    signInOwner('k1');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      stop = startBackground();
      await vi.advanceTimersByTimeAsync(SAVED_REGISTRATIONS_START_DELAY_MS);
    } finally {
      vi.useRealTimers();
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(startUp).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('on start, with the database: retention and the full sync', async () => {
    answerSync(201, NONE);
    await deviceWithDatabase(factory);
    signInOwner('k1');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      stop = startBackground();
      await vi.advanceTimersByTimeAsync(SAVED_REGISTRATIONS_START_DELAY_MS);
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(startUp).toHaveBeenCalledTimes(1));
  });
});
