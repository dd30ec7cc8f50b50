import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { TS3Settings } from './s3-storage';

/** s3rver's fixed credentials: it checks signatures. */
const S3RVER_CREDENTIALS = 'S3RVER';

export interface TS3rverInstance {
  /** Settings of a store on this server's bucket (path style, as s3rver needs). */
  settings: TS3Settings;
  /** Names of the S3 events seen so far ('ObjectCreated:Post' is a finished multipart upload). */
  events: { name: string; key: string }[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server in this process, on a free port, its bucket in a temporary folder
 * removed by close(): the S3 store's tests run against it as against MinIO or AWS.
 */
export async function startS3rver(bucket = 'eform-test'): Promise<TS3rverInstance> {
  const directory = await mkdtemp(join(tmpdir(), 'eform-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const events: TS3rverInstance['events'] = [];
  server.on('event', (event) => {
    for (const record of event.Records) {
      events.push({ name: record.eventName, key: decodeURIComponent(record.s3.object.key) });
    }
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: S3RVER_CREDENTIALS,
      secretAccessKey: S3RVER_CREDENTIALS,
      forcePathStyle: true,
      prefix: '',
    },
    events,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
