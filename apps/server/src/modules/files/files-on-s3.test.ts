import { createHash } from 'node:crypto';
import { ZUploadedFile } from '@eform/core/api/registrations';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { uploadFile } from '../../../test/files';
import { getTestServer } from '../../../test/support';
import { createS3Storage } from '../../storage/s3-storage';
import { startS3rver } from '../../storage/s3rver.test-support';
import { ORPHAN_UPLOAD_MS, purgeOrphanUploads, RECENT_PUT_MS } from './upload-purge';

/**
 * The app on an S3 store (s3rver in this process) instead of the local disk: what a phone
 * uploads comes back whole and in ranges, and the purge finds it there. The calls themselves are
 * held to the same contract on both stores in storage/storage-contract.test.ts.
 */
const s3 = await startS3rver();
afterAll(() => s3.close());
const storage = await createS3Storage({ ...s3.settings, prefix: 'eform/' });
const { app, db } = await getTestServer({ storage });

const client = await createClient(db);
const form = await createForm(db, client, await createFolder(db, client), {
  publishedAt: new Date(),
});
const filler = await createUser(db, { client });
await shareForm(db, form, { userId: filler.id });
const apiKey = await login(app, filler);

describe('files on S3-compatible object storage', () => {
  it('stores an upload in the bucket and answers it whole and in a range', async () => {
    const bytes = Buffer.from(`%PDF-1.4\n% ${'video'.repeat(2000)} ${Date.now()}\n%%EOF\n`);
    const response = await uploadFile(app, apiKey, `form_id=${form.uuid}`, {
      filename: 'bijlage.pdf',
      bytes,
    });
    expect(response.statusCode, response.body).toBe(200);
    const file = ZUploadedFile.parse(response.json());
    const key = createHash('sha256').update(bytes).digest('hex');
    expect(await storage.exists(key)).toBe(true);
    expect(s3.events.some((e) => e.key === `eform/${key}`)).toBe(true);

    const whole = await app.inject({ url: file.url, headers: { 'api-key': apiKey } });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload).toEqual(bytes);

    const piece = await app.inject({
      url: file.url,
      headers: { 'api-key': apiKey, range: 'bytes=100-199' },
    });
    expect(piece.statusCode).toBe(206);
    expect(piece.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(piece.rawPayload).toEqual(bytes.subarray(100, 200));

    // Bytes lost from the bucket while their row stays (a restore without the files): 404 with
    // the error answer, not a 500 or a broken stream.
    expect(await storage.remove(key, new Date(Date.now() + 60_000))).toBe(true);
    const lost = await app.inject({ url: file.url, headers: { 'api-key': apiKey } });
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toMatchObject({ code: 'NOT_FOUND' });
    await storage.put(bytes);

    // Never taken by a registration: the purge removes the row and the bytes from the bucket.
    const later = new Date(Date.now() + ORPHAN_UPLOAD_MS + RECENT_PUT_MS + 1000);
    expect(await purgeOrphanUploads(db, storage, later)).toMatchObject({ objects: 1 });
    expect(await storage.exists(key)).toBe(false);
  });
});
