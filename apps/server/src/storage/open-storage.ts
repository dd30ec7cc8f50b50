import { join } from 'node:path';
import type { Logger } from 'pino';
import type { TConfig } from '../config';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';
import type { TStorage } from './storage';

/** The local store's folder of files being written, or none when the files go to S3. */
export function localStoreTmpDir(config: Pick<TConfig, 's3' | 'dataDir'>): string | undefined {
  return config.s3 ? undefined : join(config.dataDir, 'files', 'tmp');
}

/**
 * The server's file store: the S3-compatible bucket when S3_BUCKET is set (config.ts), else the
 * local disk under $DATA_DIR/files (the default, one server only).
 */
export async function openStorage(
  config: Pick<TConfig, 's3' | 'dataDir'>,
  log?: Pick<Logger, 'info'>,
): Promise<TStorage> {
  if (!config.s3) return createLocalDiskStorage(join(config.dataDir, 'files'));
  const { bucket, endpoint, prefix } = config.s3;
  log?.info({ bucket, endpoint: endpoint ?? 'AWS', prefix }, 'files in object storage (S3)');
  return createS3Storage(config.s3);
}
