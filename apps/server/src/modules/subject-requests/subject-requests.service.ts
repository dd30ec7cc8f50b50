import {
  SUBJECT_EXPORT_RETENTION_HOURS,
  SUBJECT_SEARCH_MAX_HITS,
  type TSubjectExportStatus,
  type TSubjectHit,
  type TSubjectSearchAnswer,
  type TSubjectSearchBody,
} from '@eform/core/api/subject-requests';
import { DomainError } from '@eform/core/errors';
import { ts } from '@eform/core/messages/server-only';
import type { TDb } from '../../db/client';
import { renderPdfInSandbox } from '../../sandbox/documents';
import type { TStorage } from '../../storage/storage';
import { isUuid, type TTenant } from '../access';
import type { TRegistrationDocument } from '../documents';
import { purgeInBatches } from '../exports';
import { revisionSchemaOf } from '../form-revisions';
import { eraseRegistrations } from '../registrations';
import { storeSubjectZip } from './subject-export-file';
import { queueSubjectExport, type TSubjectExportJob } from './subject-export-queue';
import { matchValues, nameMatches } from './subject-match';
import {
  deleteExpiredSubjectExports,
  findCandidates,
  findExportRegistrations,
  findRegistrationFiles,
  findRegistrationIds,
  findRegistrationUser,
  findSubjectExport,
  findSubjectExportById,
  insertSubjectExport,
  moveSubjectExport,
  type TSubjectExportRecord,
  type TSubjectRegistration,
} from './subject-requests.repository';

/** The pre-filter reads the candidates in pages of this many. */
const CANDIDATE_PAGE = 200;
/**
 * A search reads at most this many candidates: the pre-filter also takes values where the text
 * stands in an element name or a value the search does not look at, and a client's millions of
 * registrations must not be read for one common word. Beyond it the answer says `truncated`.
 */
export const SUBJECT_MAX_CANDIDATES = 20 * SUBJECT_SEARCH_MAX_HITS;

function hitOf(registration: TSubjectRegistration, search: TSubjectSearchBody) {
  const schema = revisionSchemaOf(
    registration.formId,
    registration.formRevision,
    registration.revisionContent,
    registration.formSchema,
  );
  const matched = matchValues(schema, registration.values, search.query, search.field);
  if (nameMatches(registration.name, search.query, search.field)) {
    matched.unshift({
      name: 'registration_name',
      label: ts('server.subject.registrationName'),
      value: registration.name,
    });
  }
  if (matched.length === 0) return undefined;
  const hit: TSubjectHit = {
    form_id: registration.formUuid,
    form_name: registration.formName,
    registration_id: registration.uuid,
    serial_number: registration.serialNumber,
    registration_date: registration.registeredAt.toISOString(),
    registration_name: registration.name,
    status: registration.status,
    deleted_at: registration.deletedAt?.toISOString() ?? null,
    matched,
  };
  return hit;
}

/**
 * Every registration of the client (all forms, sent and drafts, trashed too) holding the person
 * searched for: the database's pre-filter on the values' text, page by page, then the exact
 * check on each candidate by its revision's elements. At most SUBJECT_SEARCH_MAX_HITS hits and
 * SUBJECT_MAX_CANDIDATES candidates are read; `truncated` says there may be more.
 */
export async function searchSubject(
  db: TDb,
  tenant: TTenant,
  search: TSubjectSearchBody,
): Promise<TSubjectSearchAnswer> {
  const items: TSubjectHit[] = [];
  let read = 0;
  let beforeId: number | undefined;
  for (;;) {
    const page = await findCandidates(db, tenant.client.id, search.query, beforeId, CANDIDATE_PAGE);
    for (const registration of page) {
      const hit = hitOf(registration, search);
      if (!hit) continue;
      if (items.length === SUBJECT_SEARCH_MAX_HITS)
        return { items: sorted(items), truncated: true };
      items.push(hit);
    }
    read += page.length;
    beforeId = page.at(-1)?.id;
    if (page.length < CANDIDATE_PAGE) return { items: sorted(items), truncated: false };
    if (read >= SUBJECT_MAX_CANDIDATES) return { items: sorted(items), truncated: true };
  }
}

/** By form name, then by serial number: the screen groups them by form. */
function sorted(items: TSubjectHit[]): TSubjectHit[] {
  return items.sort(
    (a, b) =>
      a.form_name.localeCompare(b.form_name, 'nl') ||
      a.form_id.localeCompare(b.form_id) ||
      a.serial_number - b.serial_number,
  );
}

/**
 * The internal ids of the client's registrations of these uuids. Any uuid that is not one of
 * this client's registrations (another client's, removed, made up) refuses the lot with
 * NOT_FOUND: an answer to a subject must hold what was asked, not silently less.
 */
async function clientRegistrationIds(
  db: TDb,
  tenant: TTenant,
  uuids: readonly string[],
): Promise<number[]> {
  const wanted = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  const found = await findRegistrationIds(db, tenant.client.id, wanted);
  if (found.size !== wanted.length) throw new DomainError('NOT_FOUND');
  return wanted.map((uuid) => found.get(uuid) ?? 0);
}

const HOUR_MS = 3_600_000;

/** Starts the export of these registrations in the subject export job; answers its row. */
export async function startSubjectExport(
  db: TDb,
  tenant: TTenant,
  userId: number,
  uuids: readonly string[],
  now = new Date(),
): Promise<TSubjectExportRecord> {
  const registrationIds = await clientRegistrationIds(db, tenant, uuids);
  const record = await insertSubjectExport(db, {
    clientId: tenant.client.id,
    userId,
    registrationIds,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SUBJECT_EXPORT_RETENTION_HOURS * HOUR_MS),
  });
  await queueSubjectExport(db, { client_id: record.clientId, export_id: record.id });
  return record;
}

/**
 * The user's own subject export of this client while it has not expired; anyone else's,
 * another client's or an expired one: NOT_FOUND.
 */
export async function findOwnSubjectExport(
  db: TDb,
  tenant: TTenant,
  userId: number,
  queueId: string,
  now = new Date(),
): Promise<TSubjectExportRecord> {
  const record = isUuid(queueId)
    ? await findSubjectExport(db, tenant.client.id, queueId)
    : undefined;
  if (!record || record.userId !== userId || record.expiresAt <= now) {
    throw new DomainError('NOT_FOUND');
  }
  return record;
}

/** An export's state as the screen polls it. */
export function exportStatus(record: TSubjectExportRecord): TSubjectExportStatus {
  const total = record.registrationIds.length;
  const progress =
    record.state === 'done' ? 100 : total === 0 ? 0 : Math.floor((100 * record.processed) / total);
  return {
    status: record.state,
    progress: Math.min(progress, 100),
    ...(record.error ? { error: record.error } : {}),
  };
}

/** The user's finished export: its file's key and size, to stream. */
export async function subjectExportDownload(
  db: TDb,
  tenant: TTenant,
  userId: number,
  queueId: string,
): Promise<{ key: string; size: number; fileName: string }> {
  const record = await findOwnSubjectExport(db, tenant, userId, queueId);
  if (record.state !== 'done' || !record.fileKey || record.fileSize === null) {
    throw new DomainError('NOT_FOUND');
  }
  const day = record.createdAt.toISOString().slice(0, 10);
  return { key: record.fileKey, size: record.fileSize, fileName: `verzoek-betrokkene-${day}.zip` };
}

/** What the export job needs. */
export interface TSubjectExportDeps {
  db: TDb;
  storage: TStorage;
  /** The registration PDF; the document sandbox by default. */
  renderPdf?: (input: TRegistrationDocument) => Promise<Buffer>;
}

/**
 * The export job: writes the zip of the export's registrations (those erased since it was asked
 * are left out), recording progress per registration. `restarted`: an earlier run's process
 * died in it, so a 'running' export is its own and is written again. Answers the end state.
 */
export async function runSubjectExport(
  deps: TSubjectExportDeps,
  job: TSubjectExportJob,
  options: { restarted?: boolean } = {},
) {
  const { db, storage } = deps;
  const found = await findSubjectExportById(db, job.client_id, job.export_id);
  if (!found) return undefined;
  const from = options.restarted ? (['queued', 'running'] as const) : (['queued'] as const);
  const running = await moveSubjectExport(db, found, from, { state: 'running', processed: 0 });
  if (!running) return found.state;
  try {
    const registrations = await findExportRegistrations(
      db,
      running.clientId,
      running.registrationIds,
    );
    const stored = await storeSubjectZip(registrations, {
      storage,
      renderPdf: deps.renderPdf ?? renderPdfInSandbox,
      filesOf: (r) => findRegistrationFiles(db, running.clientId, r.id),
      userOf: (r) => findRegistrationUser(db, running.clientId, r.id),
      written: async (processed) => {
        await moveSubjectExport(db, running, ['running'], { state: 'running', processed });
      },
    });
    const done = await moveSubjectExport(db, running, ['running'], {
      state: 'done',
      processed: registrations.length,
      fileKey: stored.key,
      fileSize: stored.size,
    });
    return done?.state ?? 'failed';
  } catch (error) {
    await failSubjectExport(db, job, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Fails a queued or running export with its reason (its job gave up on it, or it threw). */
export async function failSubjectExport(
  db: TDb,
  job: TSubjectExportJob,
  reason: string,
): Promise<void> {
  const found = await findSubjectExportById(db, job.client_id, job.export_id);
  if (!found) return;
  await moveSubjectExport(db, found, ['queued', 'running'], {
    state: 'failed',
    error: ts('server.subject.exportFailed', { reason: reason.slice(0, 300) }),
  });
}

/** Removes subject exports whose 24 hours are over, and their zips nothing else holds. */
export async function purgeExpiredSubjectExports(
  db: TDb,
  storage: TStorage,
  now = new Date(),
): Promise<{ rows: number; objects: number }> {
  return purgeInBatches(db, storage, now, (limit) => deleteExpiredSubjectExports(db, now, limit));
}

/** Who erases, for the log line. */
export interface TSubjectEraser {
  userId: number;
  ip: string;
}

/**
 * Erases these registrations of the client for good (trashed or not), their files released, by
 * the trash purge's deletion (registrations module). Credits are not given back. Ids that are
 * not this client's registrations are skipped (`deleted` counts what went): nothing of another
 * client is touched, and an erasure repeated after a lost answer succeeds with 0.
 * Logs one line with the count and who asked.
 */
export async function eraseSubjectRegistrations(
  deps: { db: TDb; storage: TStorage; log: { info(fields: object, message: string): void } },
  tenant: TTenant,
  eraser: TSubjectEraser,
  uuids: readonly string[],
  now = new Date(),
): Promise<{ deleted: number; files_released: number; erasedUuids: string[] }> {
  const found = await findRegistrationIds(
    deps.db,
    tenant.client.id,
    uuids.map((uuid) => uuid.toLowerCase()),
  );
  const ids = [...found.values()];
  const erased = await eraseRegistrations(deps.db, deps.storage, tenant.client.id, ids, now);
  deps.log.info(
    {
      event: 'subject.erase',
      clientId: tenant.client.id,
      userId: eraser.userId,
      ip: eraser.ip,
      registrations: erased.registrations,
      files: erased.files,
      registrationIds: uuids,
    },
    'subject registrations erased',
  );
  return {
    deleted: erased.registrations,
    files_released: erased.files,
    // The ids that were the client's: the route writes an audit entry for each.
    erasedUuids: [...found.keys()],
  };
}
