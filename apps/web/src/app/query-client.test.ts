import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/http/api-error';
import { queryClient } from './query-client';

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
  queryClient.clear();
});

describe('the app query client', () => {
  it('ends a load whose signal went before its retry in a failure, not in a wait for the network', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const load = vi.fn(async () => {
      // Failed online, so a retry is planned; the device goes offline before it is due (once:
      // a switch left for after the test would leave the next file's queries offline).
      if (load.mock.calls.length === 1) {
        setTimeout(() => {
          onLine.mockReturnValue(false);
          onlineManager.setOnline(false);
        });
      }
      throw new ApiError(0, 'Failed to fetch');
    });
    const key = ['test', 'signal-lost'];
    await expect(
      queryClient.fetchQuery({ queryKey: key, queryFn: load, retryDelay: 20 }),
    ).rejects.toThrow('Failed to fetch');
    expect(load).toHaveBeenCalledTimes(2);
    expect(queryClient.getQueryState(key)).toMatchObject({ status: 'error', fetchStatus: 'idle' });
  });
});
