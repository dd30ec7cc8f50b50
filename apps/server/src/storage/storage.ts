import type { Readable } from 'node:stream';

/** What `put` stored: the content key (lowercase hex sha256 of the bytes) and the byte count. */
export interface TStoredObject {
  key: string;
  size: number;
}

/**
 * Where uploaded bytes live. Content-addressed: the key is the sha256 of the bytes, so the same
 * bytes are stored once however often they are uploaded. An object store (S3) can implement the
 * same calls; the database only ever holds the key.
 */
export interface TStorage {
  /** Stores the bytes (a buffer or a stream read to its end) and answers their key and size. */
  put(bytes: Buffer | Readable): Promise<TStoredObject>;
  /** The bytes under `key` as a stream; throws when there is none. */
  get(key: string): Promise<Readable>;
  /** Whether bytes are stored under `key`. */
  exists(key: string): Promise<boolean>;
  /**
   * Removes the bytes under `key`, unless they were stored or stored again (`put` of the same
   * bytes) at or after `unlessPutSince`: an upload of the same bytes in flight keeps them. Answers
   * whether they were removed. The caller checks first that no file row refers to the key.
   */
  remove(key: string, unlessPutSince: Date): Promise<boolean>;
  /**
   * Bytes free and in total on the disk that holds the bytes (the admin dashboard's disk report);
   * absent where the storage has no disk of its own to measure (an object store).
   */
  diskUsage?(): Promise<TDiskUsage>;
}

/** A disk's size and free space in bytes. */
export interface TDiskUsage {
  free: number;
  total: number;
}
