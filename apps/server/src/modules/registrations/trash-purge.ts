import { TRASH_RETENTION_DAYS } from '@eform/core/api/registrations-admin';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { purgeOrphanUploads } from '../files';
import { deleteClientRegistrations, deleteTrashedBefore } from './registrations-admin.repository';

// Apart from the service: the job imports it, and the service reaches pg-boss's sender.
const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 1000;

/**
 * Deletes the registrations trashed more than TRASH_RETENTION_DAYS before `now`, in batches,
 * and then their files (released rows and bytes nobody else holds, by the upload purge).
 */
export async function purgeTrash(db: TDb, storage: TStorage, now = new Date()) {
  const before = new Date(now.getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  let registrations = 0;
  let files = 0;
  for (;;) {
    const batch = await deleteTrashedBefore(db, before, PURGE_BATCH);
    registrations += batch.registrations;
    files += batch.files;
    if (batch.registrations < PURGE_BATCH) break;
  }
  const uploads = await purgeOrphanUploads(db, storage, now);
  return { registrations, files, objects: uploads.objects };
}

/** An erasure deletes this many registrations per statement (each its own transaction). */
const ERASE_BATCH = 100;
/**
 * An erasure keeps bytes put this recently (an upload's put and its row's insert happen in one
 * request); the purge's own hour would leave the files of a registration sent just before its
 * erasure on disk with no row left to find them by.
 */
const ERASE_RECENT_PUT_MS = 60_000;

/**
 * Deletes these registrations of the client for good, trashed or not (a subject's erasure, issue
 * 34), in batches, by the trash purge's own deletion; then their files' rows and bytes no other
 * row holds (the upload purge). Credits are not given back. Ids of another client are not
 * touched (every batch is scoped by `clientId`). Answers the registrations deleted and the file
 * rows released.
 */
export async function eraseRegistrations(
  db: TDb,
  storage: TStorage,
  clientId: number,
  registrationIds: readonly number[],
  now = new Date(),
) {
  let registrations = 0;
  let files = 0;
  for (let start = 0; start < registrationIds.length; start += ERASE_BATCH) {
    const batch = await deleteClientRegistrations(
      db,
      clientId,
      registrationIds.slice(start, start + ERASE_BATCH),
    );
    registrations += batch.registrations;
    files += batch.files;
  }
  const uploads =
    files > 0 ? await purgeOrphanUploads(db, storage, now, ERASE_RECENT_PUT_MS) : { objects: 0 };
  return { registrations, files, objects: uploads.objects };
}
