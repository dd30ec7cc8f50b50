import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TRASH_RETENTION_DAYS } from '@eform/core/api/registrations-admin';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { files, registrationCounts, registrationSubmits, registrations } from '../../db/schema';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { insertFile } from '../files/files.repository';
import { purgeTrash } from '.';
import { createRegistration } from './registrations.test-support';

const { database } = await getTestDatabase();
const db = database.db;
const dir = await mkdtemp(join(tmpdir(), 'eform-purge-trash-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const storage = createLocalDiskStorage(dir);

const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client));
const DAY = 24 * 60 * 60 * 1000;
const longAgo = new Date(Date.now() - 60 * DAY);

/** A registration trashed `days` ago (null: not trashed) holding one file of its own bytes. */
async function registrationWithFile(days: number | null, text: string) {
  const row = await createRegistration(db, form, {
    deletedAt: days === null ? null : new Date(Date.now() - days * DAY),
  });
  await db.insert(registrationSubmits).values({
    clientId: client.id,
    fillToken: `token-${text}`,
    registrationId: row.id,
  });
  const stored = await storage.put(Buffer.from(text));
  // The bytes were put long ago (a put in the last hour keeps them: an upload may be in flight).
  await utimes(join(dir, stored.key.slice(0, 2), stored.key), longAgo, longAgo);
  const file = await insertFile(db, {
    clientId: client.id,
    formId: form.id,
    uploadedBy: null,
    sha256: stored.key,
    size: stored.size,
    mimeType: 'text/plain',
    filename: `${text}.txt`,
  });
  await db.update(files).set({ registrationId: row.id }).where(eq(files.id, file.id));
  return { row, file, key: stored.key };
}

const exists = async (table: typeof files | typeof registrations, id: number) =>
  (await db.select().from(table).where(eq(table.id, id))).length === 1;

describe('purging the trash', () => {
  it(`deletes registrations trashed over ${TRASH_RETENTION_DAYS} days ago with their files`, async () => {
    const old = await registrationWithFile(TRASH_RETENTION_DAYS + 1, 'oud');
    const recent = await registrationWithFile(TRASH_RETENTION_DAYS - 1, 'recent');
    const live = await registrationWithFile(null, 'levend');

    expect(await purgeTrash(db, storage)).toEqual({ registrations: 1, files: 1, objects: 1 });

    expect(await exists(registrations, old.row.id)).toBe(false);
    expect(await exists(files, old.file.id)).toBe(false);
    expect(await storage.exists(old.key)).toBe(false);
    const submits = await db
      .select()
      .from(registrationSubmits)
      .where(eq(registrationSubmits.registrationId, old.row.id));
    expect(submits).toEqual([]);
    for (const kept of [recent, live]) {
      expect(await exists(registrations, kept.row.id)).toBe(true);
      expect(await exists(files, kept.file.id)).toBe(true);
      expect(await storage.exists(kept.key)).toBe(true);
    }
    // The counters follow: one trashed registration left, one live.
    const counts = await db
      .select({ trashed: registrationCounts.trashed, count: registrationCounts.count })
      .from(registrationCounts)
      .where(
        and(eq(registrationCounts.formId, form.id), eq(registrationCounts.status, 'completed')),
      )
      .orderBy(registrationCounts.trashed);
    expect(counts).toEqual([
      { trashed: false, count: 1 },
      { trashed: true, count: 1 },
    ]);

    // Two days later the other one has been in the trash long enough too.
    const later = new Date(Date.now() + 2 * DAY);
    expect(await purgeTrash(db, storage, later)).toMatchObject({ registrations: 1, files: 1 });
    expect(await exists(registrations, recent.row.id)).toBe(false);
  });
});
