import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRouter } from '../../../test/render';
import { sessionStore } from '../lib/session-store';
import { RequireAuth } from './require-auth';

function openSignedOut(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p data-testid="login" /> },
      { element: <RequireAuth />, children: [{ path: '*', element: <p data-testid="screen" /> }] },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router);
  return router;
}

describe('RequireAuth', () => {
  afterEach(() => sessionStore.set(null));

  it('sends a signed-out user to login, carrying the page with its query and fragment', async () => {
    const router = openSignedOut('/my-registration-list?a=1#b');
    await screen.findByTestId('login');
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/login');
    expect(new URLSearchParams(search).get('redirect')).toBe('/my-registration-list?a=1#b');
  });

  it('shows the screen to a signed-in user', async () => {
    sessionStore.set({
      apiKey: 'k1',
      user: { id: 1, uuid: 'u1', email: 'a@example.nl', display_name: 'A', roles: [], clients: [] },
      clientId: null,
    });
    openSignedOut('/my-registration-list');
    expect(await screen.findByTestId('screen')).toBeTruthy();
  });
});
