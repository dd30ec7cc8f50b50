import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../test/fetch-routes';
import { renderRouter, testQueryClient } from '../../../test/render';
import { useCan } from '../hooks/use-access';
import { sessionStore } from '../lib/session-store';
import { RequireAccess } from './require-access';

const fetches = stubFetchRoutes();

/** A screen that reads the client's permissions itself, as the fill screen reads its credits. */
function Screen() {
  const can = useCan();
  return <p data-testid="screen">{String(can('eform manage forms'))}</p>;
}

describe('RequireAccess', () => {
  beforeEach(() => {
    sessionStore.set({
      apiKey: 'k1',
      user: {
        id: 1,
        uuid: 'u1',
        email: 'a@example.nl',
        display_name: 'A',
        roles: ['authenticated'],
        clients: [{ id: 7, uuid: 'c7', name: 'Gemeente' }],
      },
      clientId: 7,
    });
  });
  afterEach(() => sessionStore.set(null));

  it('shows the screen when the client info fails (offline without a copy), and stays there', async () => {
    fetches.answer('GET /api/user/info', { message: 'offline' }, 503);
    fetches.answer('GET /api/client/7/info', { message: 'offline' }, 503);
    const router = createMemoryRouter(
      [{ element: <RequireAccess />, children: [{ path: '*', element: <Screen /> }] }],
      { initialEntries: ['/folders'] },
    );
    const queryClient = testQueryClient();
    renderRouter(router, queryClient);
    expect((await screen.findByTestId('screen')).textContent).toBe('false');
    // The screen's own observer asks once more as it mounts. The guard went back to its loader
    // then, which unmounted the screen, whose remount after the failure asked again: for good.
    const asked = () => fetches.calls.filter((call) => call.path === '/api/client/7/info').length;
    await waitFor(() => expect(asked()).toBe(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.getByTestId('screen')).toBeTruthy();
    expect(asked()).toBe(2);
  });
});
