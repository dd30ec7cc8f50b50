import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { deleteOrphanFiles, unreferencedKeys } from './files.repository';

/**
 * How long an upload waits for a registration to take it. Long: a form filled online may be
 * kept on the device (offline saving) and sent days later, still referring to its uploads.
 */
export const ORPHAN_UPLOAD_MS = 30 * 24 * 60 * 60 * 1000;

/** Bytes put (or put again) this recently are kept even when no row refers to them yet. */
export const RECENT_PUT_MS = 60 * 60 * 1000;

const BATCH = 500;

/**
 * Removes uploads no registration took within ORPHAN_UPLOAD_MS: their rows, and their bytes
 * once no other file row (of any client) holds the same bytes. An upload of the same bytes in
 * flight keeps them (TStorage.remove): bytes put within `recentPutMs` stay. Answers the rows and
 * the stored objects removed.
 */
export async function purgeOrphanUploads(
  db: TDb,
  storage: TStorage,
  now = new Date(),
  recentPutMs = RECENT_PUT_MS,
): Promise<{ rows: number; objects: number }> {
  const before = new Date(now.getTime() - ORPHAN_UPLOAD_MS);
  const putSince = new Date(now.getTime() - recentPutMs);
  let rows = 0;
  let objects = 0;
  for (;;) {
    const keys = await deleteOrphanFiles(db, before, BATCH);
    rows += keys.length;
    for (const key of await unreferencedKeys(db, keys)) {
      if (await storage.remove(key, putSince)) objects += 1;
    }
    if (keys.length < BATCH) return { rows, objects };
  }
}
