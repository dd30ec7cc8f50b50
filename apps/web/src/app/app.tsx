import { TOAST_MAX, TOAST_TIMEOUT_MS } from '@eform/core/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { AppSnackbars } from './app-snackbars';
import { setupHttp } from './http-setup';
import { queryClient } from './query-client';
import { router } from './router';
import { theme } from './theme';

setupHttp(queryClient, (path) => router.navigate(path));

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications limit={TOAST_MAX} autoClose={TOAST_TIMEOUT_MS} position="top-right" />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppSnackbars />
      </QueryClientProvider>
    </MantineProvider>
  );
}
