import type {
  TKnownVersion,
  TSavedRegistration,
  TSavedRegistrationsSyncAnswer,
} from '@eform/core/api/saved-registrations';
import { SYNC_MAX_REGISTRATIONS } from '@eform/core/api/saved-registrations';
import { SAVED_SYNC_MAX_BODY_BYTES, SAVED_SYNC_PART_BYTES } from '@eform/core/constants';
import { ApiError } from '../../../lib/http/api-error';
import { postSync, type TSyncPart } from '../api/sync-api';
import { batchChanges } from './changes';
import { chipOf } from './list-rows';
import { localDb } from './local-db';
import { SYNC_LOCK, withLock } from './locks';
import { planMerge } from './merge';
import {
  applyRetention,
  listRegistrations,
  markTooLarge,
  putRows,
  putServerVersion,
  removeRegistration,
  type TOwner,
  toWire,
} from './saved-store';
import { setSyncProgress } from './sync-progress';

/**
 * The outcome of a sync: how many registrations it sent, how many wait for the user's choice,
 * and how many are not (all) on the server after it (a conflict, kept on this device only).
 */
export type TSyncOutcome = { sent: number; conflicts: number; notOnServer: number };

/** Sends one part, with the versions the device holds, and answers the server's answer. */
type TSend = (part: TSyncPart, known: TKnownVersion[]) => Promise<TSavedRegistrationsSyncAnswer>;

/**
 * The versions this device holds with their content: its synced registrations (an unsynced one
 * holds its own change, not the server's version). The server answers those without content.
 */
async function knownVersions(userId: number): Promise<TKnownVersion[]> {
  return (await listRegistrations(userId))
    .filter((row) => !row.unsynced)
    .map((row) => ({
      fill_token: row.fillToken,
      registration_updated_at: row.registrationUpdatedAt,
    }));
}

async function merge(
  owner: TOwner,
  answer: TSavedRegistrationsSyncAnswer,
  part: TSyncPart,
): Promise<void> {
  const sent = new Map(part.versions.map((v) => [v.fill_token, v.registration_updated_at]));
  const db = localDb();
  // Planned and written in one transaction: a save while the answer travelled (the form open on
  // this device) is part of the plan, never overwritten by the server's older copy.
  await batchChanges(() =>
    db.transaction('rw', db.registrations, db.files, async () => {
      const plan = planMerge(await listRegistrations(owner.userId), answer, sent);
      for (const token of plan.remove) await removeRegistration(owner.userId, token);
      await putRows(plan.update);
      for (const registration of plan.fromServer) await putServerVersion(owner, registration);
    }),
  );
}

/**
 * A sync's progress: of the registrations waiting (less those too large to send), how many are
 * done; `report` publishes it (sync-progress.ts).
 */
type TProgress = { done: number; total: number; report: () => void };

/** Room in a body for its frame and the known versions, beside one registration. */
const BODY_FRAME_BYTES = 1024 * 1024;

/**
 * The device's unsynced registrations in parts, each under {@link SAVED_SYNC_PART_BYTES} of JSON
 * and {@link SYNC_MAX_REGISTRATIONS} entries; read one at a time. One larger than a part on its
 * own travels alone; one larger than the server takes at all is never sent ('too_large', it
 * stays on this device), nor one already found too large and unchanged since.
 */
async function* unsyncedParts(userId: number, progress: TProgress): AsyncGenerator<TSyncPart> {
  const waiting = (await listRegistrations(userId)).filter(
    (r) => r.unsynced && !r.conflict && r.refused !== 'too_large',
  );
  progress.total = waiting.length;
  progress.report();
  let part = emptyPart();
  let bytes = 2;
  for (const row of waiting) {
    const wire: TSavedRegistration = await toWire(row);
    const json = JSON.stringify(wire);
    const size = json.length + 1;
    const version = {
      fill_token: wire.fill_token,
      registration_updated_at: wire.registration_updated_at,
    };
    if (size > SAVED_SYNC_MAX_BODY_BYTES - BODY_FRAME_BYTES) {
      await markTooLarge(userId, version);
      progress.total -= 1;
      progress.report();
      continue;
    }
    const count = part.encoded.length;
    if (count && (bytes + size > SAVED_SYNC_PART_BYTES || count >= SYNC_MAX_REGISTRATIONS)) {
      yield part;
      part = emptyPart();
      bytes = 2;
    }
    part.encoded.push(json);
    part.versions.push(version);
    bytes += size;
  }
  if (part.encoded.length) yield part;
}

/**
 * Sends a part and merges the answer. A part the server (or a proxy before it) refuses as too
 * large (413) is sent again one registration at a time; one refused on its own is marked
 * 'too_large' and the sync goes on with the others.
 */
async function sendPart(owner: TOwner, part: TSyncPart, send: TSend): Promise<void> {
  let answer: TSavedRegistrationsSyncAnswer;
  try {
    answer = await send(part, await knownVersions(owner.userId));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 413)) throw error;
    if (part.encoded.length === 1 && part.versions[0]) {
      await markTooLarge(owner.userId, part.versions[0]);
      return;
    }
    for (const [index, json] of part.encoded.entries()) {
      const version = part.versions[index];
      if (version) await sendPart(owner, { encoded: [json], versions: [version] }, send);
    }
    return;
  }
  await merge(owner, answer, part);
}

const emptyPart = (): TSyncPart => ({ encoded: [], versions: [] });

/**
 * Syncs the user's saved registrations with the server (doc 1 §4, §7): the unsynced ones in
 * parts (an empty list when there are none, as right after login), each with the versions the
 * device holds so the answer leaves their content out, each answer merged (merge.ts), then the
 * device's retention. The next part is read while one travels (two parts in memory at most);
 * the parts go one after the other. Held under a Web Lock so two tabs never sync, and so never
 * send the same registration, at once. Rejects when a part fails; what was merged stays.
 */
export function syncSaved(owner: TOwner, send: TSend = postSync): Promise<TSyncOutcome> {
  return withLock(SYNC_LOCK, async () => {
    let sentAny = false;
    const progress: TProgress = {
      done: 0,
      total: 0,
      report: () => setSyncProgress({ done: progress.done, total: progress.total }),
    };
    const parts = unsyncedParts(owner.userId, progress);
    try {
      let next = parts.next();
      for (let step = await next; !step.done; step = await next) {
        sentAny = true;
        const part = step.value;
        const sent = sendPart(owner, part, send);
        // The next part is read (files to base64) while this one travels and merges.
        next = parts.next();
        next.catch(() => undefined);
        await sent;
        progress.done += part.versions.length;
        progress.report();
      }
    } finally {
      setSyncProgress(null);
    }
    if (!sentAny) {
      const none = emptyPart();
      await merge(owner, await send(none, await knownVersions(owner.userId)), none);
    }
    await applyRetention(owner.userId);
    const rows = await listRegistrations(owner.userId);
    return {
      sent: progress.done,
      conflicts: rows.filter((r) => r.conflict).length,
      notOnServer: rows.filter((r) => chipOf(r) !== null).length,
    };
  });
}
