import type { Readable } from 'node:stream';

/** What `put` stored: the content key (lowercase hex sha256 of the bytes) and the byte count. */
export interface TStoredObject {
  key: string;
  size: number;
}

/** Bytes `start` to `end` of a stored object, both included and counted from 0 (as HTTP's Range). */
export interface TByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded bytes live. Content-addressed: the key is the sha256 of the bytes, so the same
 * bytes are stored once however often they are uploaded. Two stores implement it: the local disk
 * (local-disk-storage.ts, the default) and an S3-compatible object store (s3-storage.ts); one
 * contract suite (storage-contract.test.ts) holds both to these calls. The database only ever
 * holds the key.
 */
export interface TStorage {
  /** Stores the bytes (a buffer or a stream read to its end) and answers their key and size. */
  put(bytes: Buffer | Readable): Promise<TStoredObject>;
  /**
   * The bytes under `key` as a stream, or only those of `range` (which the caller keeps within
   * the object's size); throws {@link StoredObjectMissing} when there is none.
   */
  get(key: string, range?: TByteRange): Promise<Readable>;
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

/** A content key: the lowercase hex sha256 of the bytes. */
const STORAGE_KEY = /^[0-9a-f]{64}$/;

/** Whether `key` is a content key (nothing else ever names a stored object or a path). */
export function isStorageKey(key: string): boolean {
  return STORAGE_KEY.test(key);
}

/** Throws unless `key` is a content key: no caller's text ever reaches a path or object name. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
}

/** `get` of a key under which nothing is stored (a file row whose bytes were lost). */
export class StoredObjectMissing extends Error {
  constructor(key: string, options?: ErrorOptions) {
    super(`nothing stored under ${key}`, options);
    this.name = 'StoredObjectMissing';
  }
}
