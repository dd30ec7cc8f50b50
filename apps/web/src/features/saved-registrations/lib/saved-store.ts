import type { TSavedRegistration } from '@eform/core/api/saved-registrations';
import {
  OFFLINE_FILES_RETENTION_DAYS,
  SAVED_REGISTRATIONS_RETENTION_YEARS,
} from '@eform/core/constants';
import type { TSchema } from '@eform/core/elements';
import { savedRegistrationSummary } from '@eform/core/tokens';
import { notifyChanged } from './changes';
import { fileRefs, joinFiles, splitFiles } from './file-parts';
import { keyOf, localDb, type TLocalRegistration } from './local-db';

/** Whose registrations: the signed-in user and the current client. */
export type TOwner = { userId: number; clientId: number };

/** What the fill screen saves. */
export type TSaveInput = {
  fillToken: string;
  formId: string;
  formName: string;
  /** The form's summary, and the pattern of its registrations' names: see {@link summaryOf}. */
  formSummary: string;
  registrationNameToken: string;
  schema: TSchema;
  /** As the fill store holds them: files inline as base64. */
  values: Record<string, unknown>;
  /**
   * The version the fill screen opened or last saved (its `registrationUpdatedAt`), or undefined
   * for a new one. When the device's copy changed since (a sync brought another device's version
   * while the form was open), this save is not based on the server's version: see
   * {@link saveRegistration}.
   */
  editedVersion?: string;
};

const DAY_MS = 86_400_000;

/**
 * What the saved list shows beside the form's name to tell its registrations apart (issue 30):
 * core's summary of a registration not sent yet (the name pattern with its fields, else the
 * form's summary). Kept as the registration's form_summary, so the other devices list it so too.
 */
const summaryOf = (input: TSaveInput) =>
  savedRegistrationSummary(input.registrationNameToken, input.formSummary, {
    schema: input.schema,
    values: input.values,
    registration: { form_name: input.formName },
  });
const newFileId = () => crypto.randomUUID();

function findRow(userId: number, fillToken: string) {
  return localDb().registrations.where('[userId+fillToken]').equals([userId, fillToken]).first();
}

/** Replaces the files of a registration by `files`. */
async function writeFiles(
  userId: number,
  fillToken: string,
  files: ReturnType<typeof splitFiles>['files'],
) {
  const db = localDb();
  await db.files.where('[userId+fillToken]').equals([userId, fillToken]).delete();
  if (files.length) await db.files.bulkPut(files.map((f) => ({ ...f, userId, fillToken })));
}

/**
 * Saves a registration on the device ('Opslaan' and autosave), replacing the one kept under its
 * fill_token (doc 1 §4): changed since the last sync, a deletion undone. Answers the version
 * written (its registrationUpdatedAt), which the screen hands back with its next save.
 * When the copy on the device is no longer the version the screen edited (`editedVersion`: a
 * sync replaced it with another device's change while the form was open), the save claims no
 * server version as its base (serverUpdatedAt null): the server then answers a conflict and the
 * user chooses, instead of the newer server version being overwritten unseen.
 */
export async function saveRegistration(
  owner: TOwner,
  input: TSaveInput,
  now = new Date(),
): Promise<string> {
  const db = localDb();
  const { values, files } = splitFiles(input.values, newFileId);
  const version = now.toISOString();
  await db.transaction('rw', db.registrations, db.files, async () => {
    const existing = await findRow(owner.userId, input.fillToken);
    const replacedMeanwhile =
      existing !== undefined &&
      input.editedVersion !== undefined &&
      existing.registrationUpdatedAt !== input.editedVersion;
    await writeFiles(owner.userId, input.fillToken, files);
    await db.registrations.put({
      userId: owner.userId,
      clientId: existing?.clientId ?? owner.clientId,
      fillToken: input.fillToken,
      formId: input.formId,
      formName: input.formName,
      formSummary: summaryOf(input),
      schema: input.schema,
      values,
      registrationUpdatedAt: version,
      deletedAt: null,
      serverUpdatedAt: replacedMeanwhile ? null : (existing?.serverUpdatedAt ?? null),
      unsynced: true,
      // Too large to sync is about the content: a changed one is tried again.
      refused: existing?.refused === 'too_large' ? null : (existing?.refused ?? null),
      conflict: existing?.conflict ?? null,
    });
  });
  notifyChanged();
  return version;
}

/**
 * The values of a saved registration with its files inline again, for the fill screen, and the
 * version they are (the screen's first save hands it back: see {@link saveRegistration}).
 */
export async function readForFill(
  userId: number,
  fillToken: string,
): Promise<{ formId: string; values: Record<string, unknown>; version: string } | null> {
  const row = await findRow(userId, fillToken);
  if (!row || row.deletedAt) return null;
  return { formId: row.formId, values: await inlineFiles(row), version: row.registrationUpdatedAt };
}

/** The row's values with its files as base64. */
export async function inlineFiles(row: TLocalRegistration): Promise<Record<string, unknown>> {
  const ids = fileRefs(row.values);
  const files = ids.length ? await localDb().files.bulkGet(ids) : [];
  const byId = new Map(files.flatMap((file) => (file ? [[file.id, file] as const] : [])));
  return joinFiles(row.values, byId);
}

/** The row as the server reads it (files inline). */
export async function toWire(row: TLocalRegistration): Promise<TSavedRegistration> {
  return {
    form_id: row.formId,
    form_name: row.formName,
    form_summary: row.formSummary,
    fill_token: row.fillToken,
    schema: row.schema,
    values: await inlineFiles(row),
    registration_updated_at: row.registrationUpdatedAt,
    registration_saved_deleted_at: row.deletedAt,
    server_updated_at: row.serverUpdatedAt,
  };
}

/** Every saved registration of the user on this device (files not loaded), newest change first. */
export async function listRegistrations(userId: number): Promise<TLocalRegistration[]> {
  const rows = await localDb().registrations.where('userId').equals(userId).toArray();
  return rows.sort(
    (a, b) => Date.parse(b.registrationUpdatedAt) - Date.parse(a.registrationUpdatedAt),
  );
}

/** Removes a registration and its files from the device (sent, or sent elsewhere). */
export async function removeRegistration(userId: number, fillToken: string): Promise<void> {
  const db = localDb();
  await db.transaction('rw', db.registrations, db.files, async () => {
    await db.files.where('[userId+fillToken]').equals([userId, fillToken]).delete();
    await db.registrations.where('[userId+fillToken]').equals([userId, fillToken]).delete();
  });
  notifyChanged();
}

/**
 * Deletes a saved registration (doc 1 §4): one never synced goes at once; a synced one keeps a
 * deletion mark (registration_saved_deleted_at) for the sync to take to the other devices.
 * Its files go either way.
 */
export async function deleteRegistration(
  userId: number,
  fillToken: string,
  now = new Date(),
): Promise<void> {
  const row = await findRow(userId, fillToken);
  if (!row) return;
  if (!row.serverUpdatedAt) {
    await removeRegistration(userId, fillToken);
    return;
  }
  const db = localDb();
  const stamp = now.toISOString();
  await db.transaction('rw', db.registrations, db.files, async () => {
    await db.files.where('[userId+fillToken]').equals([userId, fillToken]).delete();
    await db.registrations.put({
      ...row,
      deletedAt: stamp,
      registrationUpdatedAt: stamp,
      unsynced: true,
      conflict: null,
    });
  });
  notifyChanged();
}

/** Writes the server's version of a registration (files split off again), synced. */
export async function putServerVersion(
  owner: TOwner,
  server: TSavedRegistration,
  clientId?: number,
): Promise<void> {
  const db = localDb();
  const { values, files } = splitFiles(server.values, newFileId);
  await db.transaction('rw', db.registrations, db.files, async () => {
    const existing = await findRow(owner.userId, server.fill_token);
    if (existing && existing.clientId !== (clientId ?? existing.clientId)) {
      await db.registrations.delete(keyOf(existing));
    }
    await writeFiles(owner.userId, server.fill_token, files);
    await db.registrations.put({
      userId: owner.userId,
      clientId: clientId ?? existing?.clientId ?? owner.clientId,
      fillToken: server.fill_token,
      formId: server.form_id,
      formName: server.form_name,
      formSummary: server.form_summary,
      schema: server.schema,
      values,
      registrationUpdatedAt: server.registration_updated_at,
      deletedAt: server.registration_saved_deleted_at ?? null,
      serverUpdatedAt: server.registration_updated_at,
      unsynced: false,
      refused: null,
      conflict: null,
    });
  });
  notifyChanged();
}

/** Writes rows whose flags changed (their values and files stay). */
/**
 * Marks a registration as too large to sync ('too_large'), unless it changed since that version
 * was read: it stays on this device, and is not sent again until it changes.
 */
export async function markTooLarge(
  userId: number,
  version: { fill_token: string; registration_updated_at: string },
): Promise<void> {
  const db = localDb();
  await db.transaction('rw', db.registrations, async () => {
    const row = await findRow(userId, version.fill_token);
    if (row && row.registrationUpdatedAt === version.registration_updated_at) {
      await db.registrations.put({ ...row, refused: 'too_large' });
    }
  });
  notifyChanged();
}

export async function putRows(rows: TLocalRegistration[]): Promise<void> {
  if (rows.length) await localDb().registrations.bulkPut(rows);
  notifyChanged();
}

/**
 * Keeps the user's choice in a conflict (doc 1 §4): the device's version stays and is sent again
 * on top of the server's ('local'), or the server's replaces it ('server'). The other is gone.
 */
export async function resolveConflict(
  owner: TOwner,
  fillToken: string,
  keep: 'local' | 'server',
): Promise<void> {
  const db = localDb();
  // One transaction: a sync merging meanwhile sees the choice whole or not at all.
  await db.transaction('rw', db.registrations, db.files, async () => {
    const row = await findRow(owner.userId, fillToken);
    if (!row?.conflict) return;
    if (keep === 'server') {
      await putServerVersion(owner, row.conflict, row.clientId);
      return;
    }
    await db.registrations.put({
      ...row,
      serverUpdatedAt: row.conflict.registration_updated_at,
      unsynced: true,
      conflict: null,
    });
  });
  notifyChanged();
}

/**
 * Retention on the device (doc 1 §9): files of saved registrations last changed more than 31 days
 * ago, and registrations last changed more than a year ago, are removed.
 */
export async function applyRetention(userId: number, now = new Date()): Promise<void> {
  const filesBefore = now.getTime() - OFFLINE_FILES_RETENTION_DAYS * DAY_MS;
  const yearAgo = new Date(now);
  yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - SAVED_REGISTRATIONS_RETENTION_YEARS);
  const db = localDb();
  for (const row of await db.registrations.where('userId').equals(userId).toArray()) {
    const changed = Date.parse(row.registrationUpdatedAt);
    if (changed < yearAgo.getTime()) {
      await removeRegistration(userId, row.fillToken);
    } else if (changed < filesBefore) {
      await db.files.where('[userId+fillToken]').equals([userId, row.fillToken]).delete();
    }
  }
  notifyChanged();
}

/** Everything the device keeps for the user, as plain JSON (the debug page). */
export async function dumpStore(userId: number) {
  const db = localDb();
  const files = await db.files
    .where('userId')
    .equals(userId)
    .toArray()
    .catch(() => []);
  return {
    registrations: await listRegistrations(userId),
    files: files.map(({ data, ...file }) => ({ ...file, bytes: data.byteLength })),
  };
}
