// Saved registrations on the device and their sync (doc 1 §2.10, §4, §7), the public entry.
// The fill path reaches this file: it holds only hooks and loaders; the store (Dexie), the sync
// and the screens are chunks of their own, loaded on the first save, list or sync.
const actions = () => import('./lib/saved-actions');

/** unsend_registration_list (`/unsend-registration-list`). */
export const loadUnsendRegistrationsPage = () =>
  import('./components/unsend-registrations-page').then((m) => m.UnsendRegistrationsPage);

/** The debug page `/debug/unsaved-registrations`: the device's store as JSON. */
export const loadUnsavedRegistrationsDebugPage = () =>
  import('./components/unsaved-registrations-debug-page').then(
    (m) => m.UnsavedRegistrationsDebugPage,
  );

/** The values of a saved registration (files inline), for the fill screen; null when gone. */
export const readSavedForFill = (fillToken: string) =>
  actions().then((m) => m.readSavedForFill(fillToken));

/** A registration reached the server: its copy leaves the device (doc 1 §4). */
export const forgetSentRegistration = (fillToken: string) =>
  actions().then((m) => m.forgetSent(fillToken));

/** A guest's copies on this device (doc 1 §2.13): `readGuestCopy`, `forgetGuestCopy`. */
export const loadGuestCopies = actions;

export { SavedRegistrationsSync } from './components/saved-registrations-sync';
export { type TLocalSaveSource, useLocalSave } from './hooks/use-local-save';
export { sendLockName, withLock } from './lib/locks';
export type { TGuestCopy } from './lib/saved-actions';
export type { TSaveInput } from './lib/saved-store';
