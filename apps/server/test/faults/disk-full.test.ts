import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZErrorBody } from '@eform/core/api';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema';
import { createLocalDiskStorage } from '../../src/storage/local-disk-storage';
import { createClient, createFolder, createForm, createUser, login } from '../factories';
import { TINY_PNG, uploadFile } from '../files';
import { getTestServer } from '../support';

// The disk full during an upload (issue 29, fault suite): the file store is a 2 MB tmpfs (the
// test runs as root, as the server's CI does); a 3 MB upload fills it. The filler gets a Dutch
// 503 a phone retries later (space may be freed by then), and no stray file stays behind.
const storeDir = await mkdtemp(join(tmpdir(), 'eform-full-'));
execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', storeDir]);
afterAll(async () => {
  execFileSync('umount', [storeDir]);
  await rm(storeDir, { recursive: true, force: true });
});

const { app, db } = await getTestServer({ storage: createLocalDiskStorage(storeDir) });

/** Every file under the store, temporary ones included. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storeDir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe('an upload onto a full disk', () => {
  it('is refused with a Dutch 503 and leaves no file and no row', async () => {
    const client = await createClient(db);
    const form = await createForm(db, client, await createFolder(db, client), {
      publishedAt: new Date(),
    });
    const filler = await createUser(db, { client, roles: ['form_manager'] });
    const key = await login(app, filler);

    const res = await uploadFile(app, key, `form_id=${form.uuid}`, {
      filename: 'foto.png',
      bytes: Buffer.concat([TINY_PNG, Buffer.alloc(3 * 1024 * 1024)]),
    });

    expect(res.statusCode).toBe(503);
    expect(ZErrorBody.parse(res.json())).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message:
        'De opslag van de server is vol; het bestand is niet bewaard. Probeer het later opnieuw.',
    });
    expect(res.headers['retry-after']).toBeDefined();
    expect(await storedFiles()).toEqual([]);
    expect(await db.select().from(files).where(eq(files.clientId, client.id))).toEqual([]);

    // Room again: the same upload is stored.
    const small = await uploadFile(app, key, `form_id=${form.uuid}`, {
      filename: 'foto.png',
      bytes: TINY_PNG,
    });
    expect(small.statusCode).toBe(200);
    expect(await storedFiles()).toHaveLength(1);
  });
});
