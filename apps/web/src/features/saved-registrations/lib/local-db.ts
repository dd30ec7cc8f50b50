import type { TSavedRegistration } from '@eform/core/api/saved-registrations';
import { Dexie, type DexieOptions, type Table } from 'dexie';
import { SAVED_DB_NAME } from './device-holds';
import type { TLocalFile } from './file-parts';

/**
 * Why the server did not keep one (it stays on this device only): the server's reasons, or
 * 'too_large' (larger than a sync body may be: not sent again until it changes).
 */
export type TLocalRefusal = 'form_not_found' | 'too_many' | 'too_large' | 'too_long';

/**
 * A saved registration on this device (doc 1 §3), per user, client and fill_token. Its files are
 * in {@link TStoredFile} rows, referred to from the values (file-parts.ts).
 */
export type TLocalRegistration = {
  userId: number;
  /** The client the session had when it was saved here or first arrived from the server. */
  clientId: number;
  fillToken: string;
  formId: string;
  formName: string;
  formSummary: string;
  schema: unknown[];
  values: Record<string, unknown>;
  registrationUpdatedAt: string;
  deletedAt: string | null;
  /** registration_updated_at of the server version last synced with; null when never synced. */
  serverUpdatedAt: string | null;
  /** Changed on this device since the last sync. */
  unsynced: boolean;
  refused: TLocalRefusal | null;
  /** The server's newer version from another device: the user must choose. */
  conflict: TSavedRegistration | null;
};

/** A file of a saved registration (bytes, see file-parts.ts for why not a Blob). */
export type TStoredFile = TLocalFile & { userId: number; fillToken: string };

/** The primary key of a saved registration. */
export type TLocalKey = [number, number, string];

/** IndexedDB of the saved registrations (Dexie), loaded on its first use only. */
export class SavedRegistrationsDb extends Dexie {
  registrations!: Table<TLocalRegistration, TLocalKey>;
  files!: Table<TStoredFile, string>;

  constructor(name = SAVED_DB_NAME, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      registrations: '[userId+clientId+fillToken], [userId+fillToken], userId',
      files: 'id, [userId+fillToken], userId',
    });
  }
}

let db: SavedRegistrationsDb | undefined;

/** The device's database (one per page). */
export function localDb(): SavedRegistrationsDb {
  db ??= new SavedRegistrationsDb();
  return db;
}

/** Tests: a fresh database. */
export function setTestDb(next: SavedRegistrationsDb): void {
  db = next;
}

/** The key of a registration. */
export const keyOf = (row: TLocalRegistration): TLocalKey => [
  row.userId,
  row.clientId,
  row.fillToken,
];
