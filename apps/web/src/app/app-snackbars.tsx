import { Stack } from '@mantine/core';
import { InstallSnackbar } from '../features/install';
import { UpdateSnackbar } from '../features/pwa';

/** The app-wide snackbars at the foot of every screen, signed in or not. */
export function AppSnackbars() {
  return (
    <Stack
      align="center"
      gap="xs"
      pos="fixed"
      bottom="calc(var(--mantine-spacing-md) + env(safe-area-inset-bottom))"
      left="var(--mantine-spacing-md)"
      right="var(--mantine-spacing-md)"
      style={{ zIndex: 'var(--mantine-z-index-overlay)', pointerEvents: 'none' }}
    >
      <UpdateSnackbar />
      <InstallSnackbar />
    </Stack>
  );
}
