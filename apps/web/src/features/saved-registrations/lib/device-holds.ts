/** The saved registrations' IndexedDB database on this device (local-db.ts opens it). */
export const SAVED_DB_NAME = 'eform-saved-registrations';

/**
 * Whether this device may hold saved registrations: their database exists. It is made by the
 * store's first use (a save, the saved list, a sync that brought one), never by the light sync
 * of background.ts, so on a device that never saved it is absent. Answers true where the browser
 * cannot tell (no IndexedDB or no `indexedDB.databases()`), so the store is loaded as before.
 * Cheap: no database is opened, Dexie is not loaded.
 */
export async function mayHoldSaved(): Promise<boolean> {
  const factory = globalThis.indexedDB as IDBFactory | undefined;
  if (typeof factory?.databases !== 'function') return true;
  try {
    return (await factory.databases()).some((database) => database.name === SAVED_DB_NAME);
  } catch {
    return true;
  }
}
