import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../lib/http/early-requests';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  vi.resetModules();
});

describe('the router', () => {
  it("asks for the shell's session with the stored key while it is created, not after the screens render", async () => {
    const user = {
      id: 1,
      uuid: 'u-1',
      email: 'invuller@example.nl',
      display_name: 'Invuller',
      roles: ['authenticated'],
      clients: [{ id: 3, uuid: 'c-3', name: 'Gemeente' }],
    };
    localStorage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({ apiKey: 'sleutel', user, clientId: 3 }),
    );
    const fetchMock = vi.fn(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/folders');
    // Creating the router (module evaluation) runs the matched routes' loaders at once.
    await import('./router');
    const asked = () =>
      fetchMock.mock.calls.map((call) => {
        const [path, init] = call as unknown as [string, RequestInit];
        return [path, (init.headers as Record<string, string>)['api-key']];
      });
    await waitFor(() =>
      expect(asked()).toEqual(
        expect.arrayContaining([
          ['/api/user/info', 'sleutel'],
          ['/api/client/3/info', 'sleutel'],
        ]),
      ),
    );
  });
});
