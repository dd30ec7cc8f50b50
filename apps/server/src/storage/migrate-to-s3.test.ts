import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';
import { runStorageMigration } from './migrate-to-s3';
import { createS3Storage } from './s3-storage';
import { startS3rver } from './s3rver.test-support';

const dataDir = await mkdtemp(join(tmpdir(), 'eform-migrate-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const s3 = await startS3rver();
afterAll(() => s3.close());

const local = createLocalDiskStorage(join(dataDir, 'files'));
const env = {
  DATA_DIR: dataDir,
  S3_ENDPOINT: s3.settings.endpoint,
  S3_BUCKET: s3.settings.bucket,
  S3_REGION: s3.settings.region,
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
  S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
  S3_FORCE_PATH_STYLE: 'true',
  S3_PREFIX: 'eform',
};
const bucket = await createS3Storage({ ...s3.settings, prefix: 'eform/' });

async function migrate(environment: Record<string, string | undefined> = env) {
  const lines: string[] = [];
  const code = await runStorageMigration(environment, (line) => lines.push(line));
  return { code, output: lines.join('\n') };
}

describe('npm run storage:migrate', () => {
  it('copies every local file to the bucket, checks each hash there, and runs again safely', async () => {
    const keys = await Promise.all(
      ['een', 'twee', 'drie'].map(async (text) => (await local.put(Buffer.from(text))).key),
    );
    // Already in the bucket (a run cut short): skipped, still checked.
    const [first = ''] = keys;
    await bucket.put(Buffer.from('een'));

    const run = await migrate();
    expect(run.output).toContain('2 gekopieerd, 1 stonden er al, 3 gecontroleerd, 0 afwijkend');
    expect(run.code).toBe(0);
    for (const key of keys) expect(await bucket.exists(key)).toBe(true);
    expect(await bucket.exists(first)).toBe(true);

    const again = await migrate();
    expect(again.output).toContain('0 gekopieerd, 3 stonden er al, 3 gecontroleerd, 0 afwijkend');
    expect(again.code).toBe(0);
  });

  it('names a file whose bytes do not match its name and exits with 1', async () => {
    const name = createHash('sha256').update('wat er had moeten staan').digest('hex');
    await mkdir(join(dataDir, 'files', name.slice(0, 2)), { recursive: true });
    await writeFile(join(dataDir, 'files', name.slice(0, 2), name), 'beschadigd');

    const run = await migrate();
    expect(run.code).toBe(1);
    expect(run.output).toContain(`Afwijkend: ${name}`);
    expect(run.output).toContain('0 gekopieerd, 3 stonden er al, 3 gecontroleerd, 1 afwijkend');
    expect(await bucket.exists(name)).toBe(false);
  });

  it('asks for the S3 settings first, in Dutch', async () => {
    const run = await migrate({ DATA_DIR: dataDir });
    expect(run.code).toBe(1);
    expect(run.output).toContain('Stel eerst S3_BUCKET in');
    const incomplete = await migrate({ DATA_DIR: dataDir, S3_BUCKET: 'b' });
    expect(incomplete.code).toBe(1);
    expect(incomplete.output).toContain('S3_REGION ontbreekt');
  });
});
