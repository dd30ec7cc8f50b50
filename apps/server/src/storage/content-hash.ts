import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import type { TStoredObject } from './storage';

/** A pass-through that hashes and counts the bytes going through, for a store's `put`. */
export interface TContentHasher {
  /** Where the bytes go through on their way to the store. */
  stream: Transform;
  /** The key and size of what went through; once the stream has ended. */
  stored(): TStoredObject;
}

/** The bytes `put` takes, as a stream (a buffer as a stream of one chunk). */
export function toStream(bytes: Buffer | Readable): Readable {
  return Buffer.isBuffer(bytes) ? Readable.from([bytes]) : bytes;
}

/** Hashes (sha256, the content key) and counts the bytes while they stream into a store. */
export function createContentHasher(): TContentHasher {
  const hash = createHash('sha256');
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, stored: () => ({ key: hash.digest('hex'), size }) };
}
