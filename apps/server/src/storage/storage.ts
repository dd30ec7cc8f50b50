import type { Readable } from 'node:stream';

/** What `put` stored: the content key (lowercase hex sha256 of the bytes) and the byte count. */
export interface TStoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded bytes live. Content-addressed: the key is the sha256 of the bytes, so the same
 * bytes are stored once however often they are uploaded. An object store (S3) can implement the
 * same three calls; the database only ever holds the key.
 */
export interface TStorage {
  /** Stores the bytes (a buffer or a stream read to its end) and answers their key and size. */
  put(bytes: Buffer | Readable): Promise<TStoredObject>;
  /** The bytes under `key` as a stream; throws when there is none. */
  get(key: string): Promise<Readable>;
  /** Whether bytes are stored under `key`. */
  exists(key: string): Promise<boolean>;
}
