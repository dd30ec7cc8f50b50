import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm } from '../../../test/factories';
import { getTestDatabase } from '../../../test/support';
import { files } from '../../db/schema';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { insertFile } from './files.repository';
import { ORPHAN_UPLOAD_MS, purgeOrphanUploads, RECENT_PUT_MS } from './upload-purge';

const { database } = await getTestDatabase();
const db = database.db;
const dir = await mkdtemp(join(tmpdir(), 'eform-purge-uploads-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const storage = createLocalDiskStorage(dir);

const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client));
const DAY = 24 * 60 * 60 * 1000;

/** Stores the bytes and a file row made `ageMs` ago, optionally taken by a registration. */
async function upload(text: string, ageMs: number, registrationId: number | null = null) {
  const stored = await storage.put(Buffer.from(text));
  const row = await insertFile(db, {
    clientId: client.id,
    formId: form.id,
    uploadedBy: null,
    sha256: stored.key,
    size: stored.size,
    mimeType: 'text/plain',
    filename: `${text}.txt`,
  });
  await db
    .update(files)
    .set({ createdAt: new Date(Date.now() - ageMs), registrationId })
    .where(eq(files.id, row.id));
  return { id: row.id, key: stored.key };
}

async function rowExists(id: number) {
  return (await db.select().from(files).where(eq(files.id, id))).length === 1;
}

describe('purging uploads no registration took', () => {
  it(`removes rows older than ${ORPHAN_UPLOAD_MS / DAY} days and bytes nobody else holds`, async () => {
    const old = await upload('oud', ORPHAN_UPLOAD_MS + DAY);
    const recent = await upload('recent', ORPHAN_UPLOAD_MS - DAY);
    const taken = await upload('genomen', ORPHAN_UPLOAD_MS + DAY, 12345);
    const shared = await upload('gedeeld', ORPHAN_UPLOAD_MS + DAY);
    const holder = await upload('gedeeld', 0, 777); // the same bytes, taken by a registration

    // Bytes put within RECENT_PUT_MS stay (an upload of them may be in flight): a run "later".
    const later = new Date(Date.now() + RECENT_PUT_MS + 1000);
    expect(await purgeOrphanUploads(db, storage, later)).toEqual({ rows: 2, objects: 1 });

    expect(await rowExists(old.id)).toBe(false);
    expect(await storage.exists(old.key)).toBe(false);
    expect(await rowExists(recent.id)).toBe(true);
    expect(await storage.exists(recent.key)).toBe(true);
    expect(await rowExists(taken.id)).toBe(true);
    expect(await rowExists(shared.id)).toBe(false);
    expect(await rowExists(holder.id)).toBe(true);
    expect(await storage.exists(shared.key)).toBe(true);
  });

  it('keeps bytes put again lately, even when no row holds them yet', async () => {
    const old = await upload('opnieuw', ORPHAN_UPLOAD_MS + DAY);
    const longAgo = new Date(Date.now() - ORPHAN_UPLOAD_MS - DAY);
    await utimes(join(dir, old.key.slice(0, 2), old.key), longAgo, longAgo);
    // The same bytes arrive again now; their row is not written yet.
    await storage.put(Buffer.from('opnieuw'));
    expect(await purgeOrphanUploads(db, storage)).toMatchObject({ objects: 0 });
    expect(await rowExists(old.id)).toBe(false);
    expect(await storage.exists(old.key)).toBe(true);
  });
});

describe('storage.remove', () => {
  it('removes bytes put before the given time, keeps later ones, and a new put stores again', async () => {
    const { key } = await storage.put(Buffer.from('weg'));
    expect(await storage.remove(key, new Date(Date.now() - 60_000))).toBe(false);
    expect(await storage.exists(key)).toBe(true);
    expect(await storage.remove(key, new Date(Date.now() + 60_000))).toBe(true);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.remove(key, new Date())).toBe(false);
    await storage.put(Buffer.from('weg'));
    expect(await storage.exists(key)).toBe(true);
  });
});
