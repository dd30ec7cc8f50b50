import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { watchSessionForOffline } from '../features/pwa';
import { SavedRegistrationsSync } from '../features/saved-registrations';
import { sessionStore } from '../features/session';
import { AppSnackbars } from './app-snackbars';
import { setupHttp } from './http-setup';
import { queryClient } from './query-client';
import { router } from './router';
import { cssVariablesResolver, theme } from './theme';
import { ToastHost } from './toast-host';

setupHttp(queryClient, (path) => router.navigate(path));
// Logout or another user: the offline copies of API answers go; a sign-in asks to keep data.
watchSessionForOffline(sessionStore);

export function App() {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <ToastHost />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppSnackbars />
        <SavedRegistrationsSync />
      </QueryClientProvider>
    </MantineProvider>
  );
}
