/// <reference path="../../apps/server/test/types/s3rver.d.ts" />
/**
 * The cluster's shared object store when CLUSTER_S3=1: an s3rver (a local S3-compatible server)
 * with one bucket, and the S3_* settings the server processes read (docs/cluster.md).
 */
import { mkdir } from 'node:fs/promises';
import S3rver from 's3rver';
import { freePort } from './node-process';

/** Every S3_* setting the server reads (apps/server/src/config.ts, issue 33 item 1). */
export const S3_SETTINGS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_FORCE_PATH_STYLE',
] as const;

/** A running s3rver and the environment that points the servers at it. */
export interface TObjectStore {
  env: Record<(typeof S3_SETTINGS)[number], string>;
  stop(): Promise<void>;
}

const BUCKET = 'eform';
// s3rver's fixed credentials.
const S3RVER_KEY = 'S3RVER';

/** Starts s3rver on a free port with its files under `dir`. */
export async function startObjectStore(dir: string): Promise<TObjectStore> {
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: S3RVER_KEY,
      S3_SECRET_ACCESS_KEY: S3RVER_KEY,
      S3_FORCE_PATH_STYLE: '1',
    },
    stop: () => server.close(),
  };
}
