import { InstallSnackbar } from '../features/install/components/install-snackbar';
import { UpdateSnackbar } from '../features/pwa/components/update-snackbar';
import { SnackbarArea } from '../ui/snackbar';

/** The app-wide snackbars at the foot of every screen, signed in or not. */
export function AppSnackbars() {
  return (
    <SnackbarArea>
      <UpdateSnackbar />
      <InstallSnackbar />
    </SnackbarArea>
  );
}
