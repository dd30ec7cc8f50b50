import { t } from '@eform/core/messages';
import { act, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRouter } from '../test/render';
import { NavigationProgress } from './navigation-progress';

describe('NavigationProgress', () => {
  it('shows from the moment a navigation starts until the next screen is there', async () => {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter([
      {
        element: (
          <>
            <NavigationProgress />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <Link to="/next">volgende</Link> },
          {
            path: '/next',
            // A lazy screen whose chunk is still on its way.
            lazy: { Component: () => arrived.then(() => () => <h1>Volgende</h1>) },
          },
        ],
      },
    ]);
    renderRouter(router);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => void router.navigate('/next'));
    expect(await screen.findByRole('progressbar', { name: t('ui.app.pageLoading') })).toBeTruthy();
    // The old screen is still there beneath it.
    expect(screen.getByRole('link', { name: 'volgende' })).toBeTruthy();
    arrive();
    expect(await screen.findByRole('heading', { name: 'Volgende' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
  });
});
