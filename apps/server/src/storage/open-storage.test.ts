import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { localStoreTmpDir, openStorage } from './open-storage';
import { startS3rver } from './s3rver.test-support';

const dataDir = await mkdtemp(join(tmpdir(), 'eform-open-storage-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const s3 = await startS3rver();
afterAll(() => s3.close());

describe('the server picks its file store', () => {
  it('keeps files under $DATA_DIR/files by default, with a disk to report', async () => {
    const storage = await openStorage({ dataDir, s3: undefined });
    const { key } = await storage.put(Buffer.from('lokaal'));
    expect(await readdir(join(dataDir, 'files', key.slice(0, 2)))).toEqual([key]);
    expect(storage.diskUsage).toBeDefined();
    expect(localStoreTmpDir({ dataDir, s3: undefined })).toBe(join(dataDir, 'files', 'tmp'));
  });

  it('puts files in the bucket when S3 is configured: no local disk, no local temporaries', async () => {
    const config = { dataDir, s3: { ...s3.settings, prefix: 'p/' } };
    const storage = await openStorage(config);
    const { key } = await storage.put(Buffer.from('in de bucket'));
    expect(s3.events.map((e) => e.key)).toContain(`p/${key}`);
    expect(storage.diskUsage).toBeUndefined();
    expect(localStoreTmpDir(config)).toBeUndefined();
  });
});
