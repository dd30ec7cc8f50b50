import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { TINY_PNG, uploadFile } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { files } from '../../db/schema';
import { createLocalDiskStorage } from '../../storage/local-disk-storage';
import { purgeOrphanUploads } from './upload-purge';

const dataDir = await mkdtemp(join(tmpdir(), 'eform-form-removal-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const storage = createLocalDiskStorage(join(dataDir, 'files'));
const { app, db } = await getTestServer({ storage });

/** A PNG with a random trailer, so its bytes are this test's own. */
const png = () => Buffer.concat([TINY_PNG, Buffer.from(randomUUID())]);

const upload = (apiKey: string, formId: string, bytes: Buffer) =>
  uploadFile(app, apiKey, `form_id=${formId}`, { filename: 'foto.png', bytes });

async function storedObjects(): Promise<number> {
  const root = join(dataDir, 'files');
  const dirs = (await readdir(root).catch(() => [] as string[])).filter((d) => d !== 'tmp');
  let count = 0;
  for (const dir of dirs) count += (await readdir(join(root, dir))).length;
  return count;
}

describe("a deleted form's files", () => {
  it('can no longer be downloaded, and the upload purge removes them with their bytes', async () => {
    const client = await createClient(db);
    const folder = await createFolder(db, client);
    const form = await createForm(db, client, folder, {
      publishedAt: new Date(),
      schema: [
        { elementType: 'text', name: 'omschrijving', label: 'Omschrijving' },
        { elementType: 'image', name: 'foto', label: 'Foto' },
      ],
    });
    const filler = await createUser(db, { client });
    await shareForm(db, form, { userId: filler.id });
    await createCredits(db, client, 5);
    const fillerKey = await login(app, filler);
    const before = await storedObjects();

    const sent = await upload(fillerKey, form.uuid, png());
    expect(sent.statusCode, sent.body).toBe(200);
    const file = ZUploadedFile.parse(sent.json());
    const submitted = await callApi(app, fillerKey, 'POST', '/api/registration', {
      form_id: form.uuid,
      fill_token: randomUUID(),
      values: { omschrijving: 'Lek', foto: [file] },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const loose = await upload(fillerKey, form.uuid, png());
    expect(loose.statusCode, loose.body).toBe(200);
    expect(await storedObjects()).toBe(before + 2);

    const manager = await login(app, await createUser(db, { client, roles: ['form_manager'] }));
    const removed = await callApi(app, manager, 'DELETE', `/api/form/${form.uuid}`);
    expect(removed.statusCode, removed.body).toBe(200);

    for (const url of [file.url, ZUploadedFile.parse(loose.json()).url]) {
      expect((await callApi(app, fillerKey, 'GET', url)).statusCode).toBe(404);
      expect((await callApi(app, manager, 'GET', url)).statusCode).toBe(404);
    }
    const purged = await purgeOrphanUploads(db, storage, new Date(Date.now() + 2 * 3600_000));
    expect(purged.rows).toBeGreaterThanOrEqual(2);
    const left = await db.select().from(files).where(eq(files.clientId, client.id));
    expect(left).toEqual([]);
    expect(await storedObjects()).toBe(before);
  });
});
