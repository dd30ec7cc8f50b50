import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';
import { createContentHasher, toStream } from './content-hash';
import { assertStorageKey, isStorageKey, StoredObjectMissing, type TStorage } from './storage';

/** Where the S3 store keeps the bytes (config.ts reads them from the S3_* settings). */
export interface TS3Settings {
  /** S3_ENDPOINT: an S3-compatible server (MinIO, a cloud's S3 API); unset, AWS S3's own. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither; neither, the AWS SDK's own chain (AWS_* variables, an instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Bucket in the path (`host/bucket/key`) instead of the host name: MinIO and most others. */
  forcePathStyle: boolean;
  /** Put before every object name ('' or ending in '/'): a bucket shared with other data. */
  prefix: string;
}

/** The smallest part of a multipart upload S3 takes (all parts but the last). */
export const S3_MIN_PART_SIZE = 5 * 1024 * 1024;
/**
 * Parts of one upload sent at once. The Upload keeps each part in memory while it sends it, so an
 * upload holds at most about (this + 1) parts: 15 MB at the smallest part, whatever the file's size.
 */
const PARTS_AT_ONCE = 2;
/**
 * Connections to the store. Each download being streamed to a (slow) phone holds one for as long
 * as it takes; the SDK's 50 would let 50 slow downloads hold up every upload behind them.
 */
const MAX_CONNECTIONS = 256;
/** Metadata of a put marker: when the bytes were last put (ms since 1970, the server's clock). */
const PUT_AT = 'put-at';

/**
 * Files in an S3-compatible bucket, content-addressed like the local disk: the bytes with sha256
 * `k` are the object `<prefix>k`. Beside them, under the same prefix:
 * - `tmp/<uuid>`: a put streams its bytes there (in parts when large: the Upload of
 *   @aws-sdk/lib-storage, never the whole file in memory) while hashing them; then the
 *   temporary object is copied to its key unless that exists, and deleted. A copy is atomic, so
 *   nobody reads half an object. A process killed mid-put leaves a temporary object (and parts of
 *   an unfinished upload): a lifecycle rule of the bucket removes them (docs/deploy.md).
 * - `puts/<k>`: an empty marker whose metadata says when bytes `k` were last put. Written by
 *   every put before it looks for the key, read by `remove` before and after it deletes.
 * - `trash/<uuid>`: a copy `remove` takes before deleting, to put back when a put came between.
 *
 * Why the marker: S3 has no rename, so `remove` cannot take the object away atomically as the
 * local disk does. A put of the same bytes marks first and then looks for the key; a remove
 * deletes first and then looks at the mark. Whatever the order, one of them sees the other
 * (S3 reads are strongly consistent): either the put finds the key gone and copies its own bytes,
 * or the remove finds the fresh mark and copies the bytes back. Markers stay (empty objects).
 */
export async function createS3Storage(
  settings: TS3Settings,
  options: { partSize?: number } = {},
): Promise<TStorage> {
  // Loaded only when S3 is chosen: the SDK costs an idle process about 28 MB of memory.
  const sdk = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client: S3Client = new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where S3 demands them: the SDK's default (a CRC trailer on every upload,
    // aws-chunked) is refused or stored as it is by many S3-compatible servers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      httpAgent: { maxSockets: MAX_CONNECTIONS },
      httpsAgent: { maxSockets: MAX_CONNECTIONS },
    },
  });
  const Bucket = settings.bucket;
  const objectOf = (key: string) => `${settings.prefix}${key}`;
  const markerOf = (key: string) => `${settings.prefix}puts/${key}`;
  const temporary = (folder: 'tmp' | 'trash') => `${settings.prefix}${folder}/${randomUUID()}`;

  const head = async (Key: string) => {
    try {
      return await client.send(new sdk.HeadObjectCommand({ Bucket, Key }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  const copy = (from: string, Key: string) =>
    client.send(new sdk.CopyObjectCommand({ Bucket, Key, CopySource: copySource(Bucket, from) }));
  const drop = (Key: string) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key }));
  const markedAt = async (key: string) => {
    const putAt = Number((await head(markerOf(key)))?.Metadata?.[PUT_AT]);
    return Number.isFinite(putAt) ? putAt : undefined;
  };

  return {
    async put(bytes) {
      const hasher = createContentHasher();
      const tmp = temporary('tmp');
      const upload = new Upload({
        client,
        params: { Bucket, Key: tmp, Body: hasher.stream },
        partSize: options.partSize ?? S3_MIN_PART_SIZE,
        queueSize: PARTS_AT_ONCE,
      });
      const uploaded = upload.done();
      // A refused upload stops reading: end the stream too, or the pipeline would wait forever.
      uploaded.catch((error: Error) => hasher.stream.destroy(error));
      try {
        await pipeline(toStream(bytes), hasher.stream);
        await uploaded;
        const stored = hasher.stored();
        await client.send(
          new sdk.PutObjectCommand({
            Bucket,
            Key: markerOf(stored.key),
            Body: '',
            Metadata: { [PUT_AT]: String(Date.now()) },
          }),
        );
        if (!(await head(objectOf(stored.key)))) await copy(tmp, objectOf(stored.key));
        return stored;
      } finally {
        await drop(tmp).catch(() => undefined);
      }
    },

    async get(key, range) {
      assertStorageKey(key);
      const answer = await client
        .send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: objectOf(key),
            Range: range && `bytes=${range.start}-${range.end}`,
          }),
        )
        .catch((error: unknown) => {
          throw isNotFound(error) ? new StoredObjectMissing(key, { cause: error }) : error;
        });
      if (!answer.Body) throw new Error(`no body for ${key}`);
      return answer.Body as Readable;
    },

    async exists(key) {
      return isStorageKey(key) && (await head(objectOf(key))) !== undefined;
    },

    async remove(key, unlessPutSince) {
      assertStorageKey(key);
      const since = unlessPutSince.getTime();
      // Without a marker (an object not put by this store), its own time says when it came.
      const putAt = (await markedAt(key)) ?? (await head(objectOf(key)))?.LastModified?.getTime();
      if (putAt === undefined || putAt >= since) return false;
      const aside = temporary('trash');
      try {
        await copy(objectOf(key), aside);
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
      try {
        await drop(objectOf(key));
        // A put of the same bytes that found them stored before the delete marked them first.
        if (((await markedAt(key)) ?? 0) >= since) {
          await copy(aside, objectOf(key));
          return false;
        }
        return true;
      } finally {
        await drop(aside);
      }
    },
  };
}

/** CopyObject's source: the bucket and the object's name, each part URL-encoded. */
function copySource(bucket: string, key: string): string {
  return [bucket, ...key.split('/')].map(encodeURIComponent).join('/');
}

/** A missing object: HEAD answers NotFound (no body), GET and COPY NoSuchKey. */
function isNotFound(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    failure.name === 'NotFound' ||
    failure.name === 'NoSuchKey' ||
    failure.$metadata?.httpStatusCode === 404
  );
}
