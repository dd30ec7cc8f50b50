import { SAVED_REGISTRATIONS_START_DELAY_MS } from '@eform/core/constants';
import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../session';
import { startBackground } from '../lib/background';
import { signInOwner } from '../lib/fixtures.test-support';
import { SavedRegistrationsSync } from './saved-registrations-sync';

const runSync = vi.fn(async () => null);
const startUp = vi.fn(async () => undefined);
vi.mock('../lib/saved-actions', () => ({ runSync: () => runSync(), startUp: () => startUp() }));

describe('the saved registrations sync in the background', () => {
  beforeEach(() => {
    sessionStore.set(null);
    runSync.mockClear();
    startUp.mockClear();
  });

  it('syncs right after login and whenever the browser is online again', async () => {
    const stop = startBackground();
    expect(startUp).not.toHaveBeenCalled();
    signInOwner('k1');
    await vi.waitFor(() => expect(runSync).toHaveBeenCalledTimes(1));
    sessionStore.setClientId(4);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(runSync).toHaveBeenCalledTimes(2));
    stop();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runSync).toHaveBeenCalledTimes(2);
  });

  it('on start, signed in: retention and a sync, 10 s after the page went idle', async () => {
    signInOwner('k1');
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const stop = startBackground();
      await vi.advanceTimersByTimeAsync(SAVED_REGISTRATIONS_START_DELAY_MS - 1);
      expect(startUp).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(startUp).toHaveBeenCalledTimes(1));
      stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('is started by the app-wide component once the page is idle', async () => {
    const { unmount } = render(<SavedRegistrationsSync />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await vi.waitFor(async () => {
      signInOwner(`k${Math.random()}`);
      expect(runSync).toHaveBeenCalled();
    });
    unmount();
  });
});
