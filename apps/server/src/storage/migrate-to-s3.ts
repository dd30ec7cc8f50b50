import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { ts } from '@eform/core/messages/server-only';
import { ConfigError, loadConfig } from '../config';
import { createS3Storage } from './s3-storage';
import { isStorageKey, type TStorage } from './storage';

/** Files copied at once: enough to keep a remote bucket busy, few enough for a small machine. */
const AT_ONCE = 4;

/** What a migration did. */
export interface TMigrationCounts {
  copied: number;
  /** Already in the bucket (an earlier run): not copied again, still checked. */
  present: number;
  /** Read back from the bucket with the sha256 its name says. */
  verified: number;
  /** Keys whose bytes (local or in the bucket) do not hash to their name, with why. */
  mismatched: { key: string; reason: 'local' | 'bucket' }[];
}

/** The keys the local store holds: `root/ab/ab…` (local-disk-storage.ts), nothing else. */
export async function listLocalKeys(root: string): Promise<string[]> {
  const keys: string[] = [];
  for (const dir of (await readdir(root).catch(() => [])).sort()) {
    if (!/^[0-9a-f]{2}$/.test(dir)) continue;
    for (const name of (await readdir(join(root, dir))).sort()) {
      if (isStorageKey(name) && name.startsWith(dir)) keys.push(name);
    }
  }
  return keys;
}

/**
 * Copies every file of the local store under `root` to `target` (the S3 store), skipping those
 * already there, and reads each back from the target to check that its bytes hash to its key. A
 * local file whose bytes do not match its name is not copied. Safe to run again: a second run
 * copies nothing and checks everything once more.
 */
export async function migrateLocalStore(root: string, target: TStorage): Promise<TMigrationCounts> {
  const counts: TMigrationCounts = { copied: 0, present: 0, verified: 0, mismatched: [] };
  const keys = await listLocalKeys(root);
  const migrateOne = async (key: string) => {
    const path = join(root, key.slice(0, 2), key);
    if (await target.exists(key)) {
      counts.present += 1;
    } else if ((await sha256Of(createReadStream(path))) !== key) {
      counts.mismatched.push({ key, reason: 'local' });
      return;
    } else {
      await target.put(createReadStream(path));
      counts.copied += 1;
    }
    if ((await sha256Of(await target.get(key))) === key) counts.verified += 1;
    else counts.mismatched.push({ key, reason: 'bucket' });
  };
  let next = 0;
  const worker = async () => {
    while (next < keys.length) await migrateOne(keys[next++] as string);
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return counts;
}

async function sha256Of(bytes: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of bytes) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * `npm run storage:migrate`: copies $DATA_DIR/files to the bucket of the S3_* settings and checks
 * every file there. Prints what it did in Dutch and answers the exit code: 1 when the settings
 * are missing or any file does not match its name.
 */
export async function runStorageMigration(
  env: Record<string, string | undefined>,
  print: (line: string) => void,
): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    print(error.message);
    return 1;
  }
  const root = join(config.dataDir, 'files');
  if (!config.s3) {
    print(ts('storage.migrate.noS3', { dir: root }));
    return 1;
  }
  const { bucket, endpoint, prefix } = config.s3;
  print(
    ts('storage.migrate.start', { from: root, to: `${endpoint ?? 's3:/'}/${bucket}/${prefix}` }),
  );
  const counts = await migrateLocalStore(root, await createS3Storage(config.s3));
  for (const { key, reason } of counts.mismatched) {
    const why = ts(
      reason === 'local' ? 'storage.migrate.localMismatch' : 'storage.migrate.bucketMismatch',
    );
    print(ts('storage.migrate.mismatch', { key, reason: why }));
  }
  print(
    ts('storage.migrate.summary', {
      copied: counts.copied,
      present: counts.present,
      verified: counts.verified,
      mismatched: counts.mismatched.length,
    }),
  );
  return counts.mismatched.length > 0 ? 1 : 0;
}
