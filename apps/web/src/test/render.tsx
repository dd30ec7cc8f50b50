import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { theme } from '../app/theme';

/** A fresh query client without retries: a failing request fails the test's screen at once. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

/**
 * Renders a router of the test's own routes as the app renders its own: Mantine with the app's
 * theme and a query client. Features test through this (or {@link renderScreen}) instead of
 * importing the app.
 */
export function renderRouter(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient = testQueryClient(),
) {
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Renders `ui` (a component without routes) as the app would: Mantine with the app's theme and
 * a query client without retries.
 */
export function renderWithProviders(ui: ReactElement, queryClient = testQueryClient()) {
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

/**
 * Renders `ui` as a screen of the app: Mantine with the app's theme, a fresh query client without
 * retries, and a router at `path` (other paths render a marker naming them, so a test sees where
 * the screen navigated to).
 */
export function renderScreen(ui: ReactElement, path = '/') {
  const queryClient = testQueryClient();
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p data-testid="navigated" /> },
    ],
    { initialEntries: [path] },
  );
  const result = renderRouter(router, queryClient);
  return { ...result, router, queryClient };
}
