import {
  SAVED_REGISTRATIONS_MAX_PER_USER,
  type TSavedRegistration,
  type TSavedRegistrationsSyncAnswer,
  type TSyncConflict,
} from '@eform/core/api/saved-registrations';
import {
  OFFLINE_FILES_RETENTION_DAYS,
  SAVED_REGISTRATIONS_RETENTION_YEARS,
} from '@eform/core/constants';
import { isDomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { formForUser, type TAsker } from '../access';
import { isAdmin } from '../users/users.service';
import {
  countSaved,
  findSaved,
  listSaved,
  lockUserSync,
  pruneSaved,
  sentTokens,
  type TSavedRow,
  upsertSaved,
} from './saved-registrations.repository';

type TRefusal = TSavedRegistrationsSyncAnswer['refused'][number];
const DAY_MS = 86_400_000;

/** A stored saved registration as the devices read it. */
export function toSavedRegistration(row: TSavedRow): TSavedRegistration {
  const updated = row.updatedAt.toISOString();
  return {
    form_id: row.formUuid,
    form_name: row.formName,
    form_summary: row.formSummary,
    fill_token: row.fillToken,
    schema: row.schema,
    values: row.values,
    registration_updated_at: updated,
    registration_saved_deleted_at: row.deletedAt?.toISOString() ?? null,
    server_updated_at: updated,
  };
}

/** The forms the user may see, by uuid; the others are missing from the map. */
async function formsOf(db: TDb, auth: TAsker, uuids: string[]) {
  const found = new Map<string, { id: number; clientId: number }>();
  for (const uuid of uuids) {
    try {
      const { ref } = await formForUser(db, auth, uuid);
      found.set(uuid, { id: ref.form.id, clientId: ref.form.clientId });
    } catch (error) {
      if (!(isDomainError(error) && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return found;
}

/**
 * POST api/saved-registrations-sync (doc 1 §4, §7): stores the device's unsynced registrations
 * for the user and answers every saved registration the user has, the conflicts and the refused.
 * Per fill_token: none on the server yet, stored; the server's version is the one the device last
 * synced with (`server_updated_at`) or the same version, replaced; a newer server version (from
 * another device): a conflict, nothing changed until the user chooses. A fill_token already sent
 * is never kept ('already_sent': the device drops its copy). One sync of a user at a time, so two
 * tabs cannot interleave.
 */
export async function syncSavedRegistrations(
  db: TDb,
  auth: TAsker,
  body: readonly TSavedRegistration[],
  now = new Date(),
): Promise<TSavedRegistrationsSyncAnswer> {
  const userId = auth.user.id;
  const forms = await formsOf(db, auth, [...new Set(body.map((entry) => entry.form_id))]);
  const refused: TRefusal[] = [];
  const conflicts: TSyncConflict[] = [];
  const byClient = new Map<number, { formId: number; entry: TSavedRegistration }[]>();
  for (const entry of body) {
    const form = forms.get(entry.form_id);
    if (!form) {
      refused.push({ fill_token: entry.fill_token, reason: 'form_not_found' });
      continue;
    }
    const list = byClient.get(form.clientId) ?? [];
    list.push({ formId: form.id, entry });
    byClient.set(form.clientId, list);
  }

  const rows = await db.transaction(async (tx) => {
    await lockUserSync(tx, userId);
    for (const [clientId, entries] of byClient) {
      const tokens = entries.map(({ entry }) => entry.fill_token);
      const sent = await sentTokens(tx, clientId, tokens);
      const stored = new Map(
        (await findSaved(tx, userId, clientId, tokens)).map((row) => [row.fillToken, row]),
      );
      let count = await countSaved(tx, userId, clientId);
      for (const { formId, entry } of entries) {
        if (sent.has(entry.fill_token)) {
          refused.push({ fill_token: entry.fill_token, reason: 'already_sent' });
          continue;
        }
        const server = stored.get(entry.fill_token);
        if (server && !basedOn(entry, server)) {
          conflicts.push({
            fill_token: entry.fill_token,
            client_version: entry,
            server_version: toSavedRegistration(server),
          });
          continue;
        }
        if (!server) {
          if (entry.registration_saved_deleted_at) continue;
          if (count >= SAVED_REGISTRATIONS_MAX_PER_USER) {
            refused.push({ fill_token: entry.fill_token, reason: 'too_many' });
            continue;
          }
          count += 1;
        }
        await upsertSaved(tx, {
          clientId,
          userId,
          fillToken: entry.fill_token,
          formId,
          formName: entry.form_name,
          formSummary: entry.form_summary,
          schema: entry.schema,
          values: entry.values,
          updatedAt: new Date(entry.registration_updated_at),
          deletedAt: entry.registration_saved_deleted_at
            ? new Date(entry.registration_saved_deleted_at)
            : null,
        });
      }
    }
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - SAVED_REGISTRATIONS_RETENTION_YEARS);
    await pruneSaved(
      tx,
      userId,
      yearAgo,
      new Date(now.getTime() - OFFLINE_FILES_RETENTION_DAYS * DAY_MS),
    );
    return listSaved(tx, userId, isAdmin(auth.user));
  });
  return { registrations: rows.map(toSavedRegistration), conflicts, refused };
}

/**
 * Whether the device's version may replace the server's: it is the same version, or the device
 * changed the version the server still holds.
 */
function basedOn(entry: TSavedRegistration, server: TSavedRow): boolean {
  const serverTime = server.updatedAt.getTime();
  if (Date.parse(entry.registration_updated_at) === serverTime) return true;
  return entry.server_updated_at != null && Date.parse(entry.server_updated_at) === serverTime;
}
