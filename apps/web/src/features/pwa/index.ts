// The app's offline and update public entry: the snackbar offering 'Nu updaten' when a new
// version waits (with the work that must be done first), the service worker's API caches, the
// persistent-storage request and 'Offline beschikbaar maken' (issue 22).
export { MakeFolderOffline } from './components/make-folder-offline';
export { OfflineReadyMark } from './components/offline-ready-mark';
export { UpdateSnackbar } from './components/update-snackbar';
export { useOfflineReadyForms } from './hooks/use-offline-ready';
export { usePersistentStorage } from './hooks/use-persistent-storage';
export { clearApiCaches } from './lib/api-caches';
export { onBeforeUpdate, type TBeforeUpdateHandler } from './lib/before-update';
export type { TPersistState } from './lib/persistent-storage';
export { watchSessionForOffline } from './lib/session-watch';
