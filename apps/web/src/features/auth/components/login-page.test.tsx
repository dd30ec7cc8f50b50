import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '../../../test/render';
import { sessionStore } from '../../session';
import { LoginPage } from './login-page';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.set(null);
});

describe('login page', () => {
  it('signs out the current session on opening and keeps the deep link for the next sign-in', async () => {
    const fetchSpy = vi.fn(async () => new Response('{"status":"success"}', { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    sessionStore.set({
      apiKey: 'k1',
      user: { id: 1, uuid: 'u1', email: 'a@example.nl', display_name: 'A', roles: [], clients: [] },
      clientId: null,
    });
    const router = createMemoryRouter([{ path: '/login', element: <LoginPage /> }], {
      initialEntries: ['/login?redirect=/my-registration-list'],
    });
    renderRouter(router, new QueryClient());

    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(sessionStore.get()).toBeNull();
    await waitFor(() => expect(router.state.historyAction).toBe('REPLACE'));
    expect(router.state.location.search).toBe('?redirect=/my-registration-list');
  });
});
