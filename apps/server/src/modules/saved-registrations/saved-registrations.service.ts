import {
  SAVED_REGISTRATIONS_MAX_PER_USER,
  type TKnownVersion,
  type TSavedRegistration,
  type TSavedRegistrationsSyncAnswer,
  type TSyncConflict,
  type ZSavedRegistrationsSyncBody,
} from '@eform/core/api/saved-registrations';
import {
  OFFLINE_FILES_RETENTION_DAYS,
  SAVED_REGISTRATIONS_RETENTION_YEARS,
} from '@eform/core/constants';
import { type TSchema, ZSchema } from '@eform/core/elements';
import { isDomainError } from '@eform/core/errors';
import { storedValueErrors } from '@eform/core/validation';
import type { z } from 'zod';
import type { TDb } from '../../db/client';
import { formForUser, type TAsker } from '../access';
import { isAdmin } from '../current-user';
import {
  contentKey,
  countSaved,
  findSaved,
  listSaved,
  lockUserSync,
  pruneSaved,
  savedContent,
  sentTokens,
  type TNewSaved,
  type TSavedContent,
  type TSavedHead,
  type TSavedRow,
  upsertSaved,
} from './saved-registrations.repository';

type TRefusal = TSavedRegistrationsSyncAnswer['refused'][number];
const DAY_MS = 86_400_000;

/**
 * A stored saved registration as the devices read it; without `content` (a version the device
 * holds) its values and schema are left empty and it says so.
 */
function toSavedRegistration(row: TSavedHead, content?: TSavedContent): TSavedRegistration {
  const updated = row.updatedAt.toISOString();
  return {
    form_id: row.formUuid,
    form_name: row.formName,
    form_summary: row.formSummary,
    fill_token: row.fillToken,
    ...(content ? { schema: content.schema, values: content.values } : omitted()),
    registration_updated_at: updated,
    registration_saved_deleted_at: row.deletedAt?.toISOString() ?? null,
    server_updated_at: updated,
  };
}

/** What stands for the content of a version the device holds. */
const omitted = (): Pick<TSavedRegistration, 'schema' | 'values' | 'content_omitted'> => ({
  schema: [],
  values: {},
  content_omitted: true,
});

/** One version of a saved registration: its fill_token and registration_updated_at (in ms). */
const versionKey = (fillToken: string, updatedAt: string | Date) =>
  `${fillToken}\n${typeof updatedAt === 'string' ? Date.parse(updatedAt) : updatedAt.getTime()}`;

/** The sync body: the spec's plain list, or the list with the versions the device holds. */
type TSyncBody = z.output<typeof ZSavedRegistrationsSyncBody>;

/**
 * The versions whose content the answer leaves out: those the device listed in `known` and those
 * it just sent; none for the spec's plain list (its answer is complete).
 */
function heldVersions(body: TSyncBody): Set<string> | null {
  if (Array.isArray(body)) return null;
  const held = (list: readonly (TKnownVersion | TSavedRegistration)[]) =>
    list.map((entry) => versionKey(entry.fill_token, entry.registration_updated_at));
  return new Set([...held(body.known), ...held(body.registrations)]);
}

/** The forms the user may see, by uuid; the others are missing from the map. */
async function formsOf(db: TDb, auth: TAsker, uuids: string[]) {
  const found = new Map<string, { id: number; clientId: number; schema: TSchema }>();
  for (const uuid of uuids) {
    try {
      const { ref } = await formForUser(db, auth, uuid);
      // A schema that does not parse (old data) bounds nothing; the submit refuses it later.
      const schema = ZSchema.safeParse(ref.form.schema).data ?? [];
      found.set(uuid, { id: ref.form.id, clientId: ref.form.clientId, schema });
    } catch (error) {
      if (!(isDomainError(error) && error.code === 'NOT_FOUND')) throw error;
    }
  }
  return found;
}

/**
 * POST api/saved-registrations-sync (doc 1 §4, §7): stores the device's unsynced registrations
 * for the user and answers every saved registration the user has, the conflicts and the refused.
 * With the object body, the versions the device holds (`known`, and those it sent) are answered
 * without their content, so a sync part's answer stays small however many the user keeps.
 * Per fill_token: none on the server yet, stored; the server's version is the one the device last
 * synced with (`server_updated_at`) or the same version, replaced; a newer server version (from
 * another device): a conflict, nothing changed until the user chooses. A fill_token already sent
 * is never kept ('already_sent': the device drops its copy). One sync of a user at a time, so two
 * tabs cannot interleave.
 */
export async function syncSavedRegistrations(
  db: TDb,
  auth: TAsker,
  request: TSyncBody,
  now = new Date(),
): Promise<TSavedRegistrationsSyncAnswer> {
  const userId = auth.user.id;
  const body = latestPerToken(Array.isArray(request) ? request : request.registrations);
  const held = heldVersions(request);
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
    // Issue 29: a value larger than its element type allows is never kept, as a submit refuses
    // it; refused on its own, so the user's other registrations still sync.
    const tooLong = Object.keys(storedValueErrors(form.schema, entry.values));
    if (tooLong.length > 0) {
      refused.push({ fill_token: entry.fill_token, reason: 'too_long', fields: tooLong });
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
      const writes: TNewSaved[] = [];
      for (const { formId, entry } of entries) {
        if (sent.has(entry.fill_token)) {
          refused.push({ fill_token: entry.fill_token, reason: 'already_sent' });
          continue;
        }
        const server = stored.get(entry.fill_token);
        if (server && !basedOn(entry, server)) {
          conflicts.push({
            fill_token: entry.fill_token,
            client_version: held ? { ...entry, ...omitted() } : entry,
            server_version: toSavedRegistration(server, server),
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
        writes.push({
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
      await upsertSaved(tx, writes);
    }
    const yearAgo = new Date(now);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - SAVED_REGISTRATIONS_RETENTION_YEARS);
    await pruneSaved(
      tx,
      userId,
      yearAgo,
      new Date(now.getTime() - OFFLINE_FILES_RETENTION_DAYS * DAY_MS),
    );
    const heads = await listSaved(tx, userId, isAdmin(auth.user));
    const needed = held
      ? heads.filter((row) => !held.has(versionKey(row.fillToken, row.updatedAt)))
      : heads;
    const contents = await savedContent(tx, userId, needed);
    return heads.map((row) => ({ row, content: contents.get(contentKey(row)) }));
  });
  return {
    registrations: rows.map(({ row, content }) => toSavedRegistration(row, content)),
    conflicts,
    refused,
  };
}

/**
 * One entry per fill_token: a body naming one twice keeps its latest change (the others were
 * overtaken on the device itself).
 */
function latestPerToken(body: readonly TSavedRegistration[]): TSavedRegistration[] {
  const latest = new Map<string, TSavedRegistration>();
  for (const entry of body) {
    const kept = latest.get(entry.fill_token);
    if (
      !kept ||
      Date.parse(entry.registration_updated_at) >= Date.parse(kept.registration_updated_at)
    ) {
      latest.set(entry.fill_token, entry);
    }
  }
  return [...latest.values()];
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
