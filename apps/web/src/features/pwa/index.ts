// The app update's public entry: the snackbar offering 'Nu updaten' when a new version waits.
export { UpdateSnackbar } from './components/update-snackbar';
