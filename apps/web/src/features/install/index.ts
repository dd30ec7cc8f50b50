// The install prompt's public entry: the snackbar at the foot of every screen and the hook the
// dashboard's install card reads.
export { InstallSnackbar } from './components/install-snackbar';
export { type TInstallPrompt, useInstallPrompt } from './hooks/use-install-prompt';
