import type { TSavedRegistration } from '@eform/core/api/saved-registrations';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { sessionStore } from '../../session';
import { SavedRegistrationsDb, setTestDb, type TLocalRegistration } from './local-db';
import { saveRegistration, type TSaveInput } from './saved-store';

/** A fresh in-memory IndexedDB (fake-indexeddb) for one test. */
export function freshDb(): SavedRegistrationsDb {
  const db = new SavedRegistrationsDb(`test-${crypto.randomUUID()}`, { indexedDB, IDBKeyRange });
  setTestDb(db);
  return db;
}

/** A tiny PNG as the fill screen keeps an offline file. */
export const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

export const OWNER = { userId: 7, clientId: 3 };

/** Signs {@link OWNER} in (the session the screens read), with `apiKey`. */
export function signInOwner(apiKey = 'k1'): void {
  sessionStore.set({
    apiKey,
    user: {
      id: OWNER.userId,
      uuid: 'u1',
      email: 'f@example.nl',
      display_name: 'F',
      roles: [],
      clients: [],
    },
    clientId: OWNER.clientId,
  });
}

/** A device row with sensible defaults. */
export function localRow(overrides: Partial<TLocalRegistration> = {}): TLocalRegistration {
  return {
    userId: OWNER.userId,
    clientId: OWNER.clientId,
    fillToken: 'tok-1',
    formId: 'form-1',
    formName: 'Melding',
    formSummary: 'Samenvatting',
    schema: [],
    values: { naam: 'Jan' },
    registrationUpdatedAt: '2026-11-20T10:00:00.000Z',
    deletedAt: null,
    serverUpdatedAt: null,
    unsynced: true,
    refused: null,
    conflict: null,
    ...overrides,
  };
}

/** A server version with sensible defaults. */
export function serverVersion(overrides: Partial<TSavedRegistration> = {}): TSavedRegistration {
  return {
    form_id: 'form-1',
    form_name: 'Melding',
    form_summary: 'Samenvatting',
    fill_token: 'tok-1',
    schema: [],
    values: { naam: 'Jan' },
    registration_updated_at: '2026-11-20T10:00:00.000Z',
    registration_saved_deleted_at: null,
    server_updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** What the fill screen saves of the form 'Melding' (form-1, no schema). */
export function meldingInput(
  fillToken: string,
  values: Record<string, unknown> = { naam: 'Jan' },
): TSaveInput {
  return {
    fillToken,
    formId: 'form-1',
    formName: 'Melding',
    formSummary: '',
    registrationNameToken: '',
    schema: [],
    values,
  };
}

/** Saves a registration of the form 'Melding' for {@link OWNER} on the device. */
export function saveOwnerRegistration(
  fillToken: string,
  values: Record<string, unknown> = { naam: 'Jan' },
) {
  return saveRegistration(OWNER, meldingInput(fillToken, values));
}
