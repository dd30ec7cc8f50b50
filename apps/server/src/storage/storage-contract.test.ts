import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage, S3_MIN_PART_SIZE } from './s3-storage';
import { startS3rver, type TS3rverInstance } from './s3rver.test-support';
import type { TStorage } from './storage';
import { StoredObjectMissing } from './storage';

/**
 * One contract, both stores: every call of TStorage behaves the same on the local disk and on
 * an S3-compatible object store (s3rver in this process), so the file paths built on it
 * (uploads, form assets, exports, datasource files, Word templates, mail attachments) do too.
 */

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
/** Bytes no other test stores (each test its own, so tests never see each other's keys). */
const unique = (label: string) => Buffer.from(`${label} ${randomBytes(16).toString('hex')}\n`);
const read = async (storage: TStorage, key: string, range?: { start: number; end: number }) =>
  buffer(await storage.get(key, range));

/** A stream of `size` bytes handed out in small chunks, as an upload arrives. */
function chunked(bytes: Buffer, chunk = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += chunk) yield bytes.subarray(at, at + chunk);
    })(),
  );
}

let s3: TS3rverInstance;
const localRoot = await mkdtemp(join(tmpdir(), 'eform-storage-contract-'));
afterAll(() => rm(localRoot, { recursive: true, force: true }));
beforeAll(async () => {
  s3 = await startS3rver();
});
afterAll(() => s3?.close());

const STORES: { name: string; open: () => Promise<TStorage> }[] = [
  { name: 'local disk', open: async () => createLocalDiskStorage(localRoot) },
  {
    name: 'S3 (s3rver)',
    // The smallest part S3 takes, under a prefix: a bucket shared with other data.
    open: () =>
      createS3Storage({ ...s3.settings, prefix: 'eform/' }, { partSize: S3_MIN_PART_SIZE }),
  },
];

describe.each(STORES)('storage contract: $name', ({ name, open }) => {
  let storage: TStorage;
  beforeAll(async () => {
    storage = await open();
  });

  it('stores a buffer under its sha256 and answers its size; get answers the bytes', async () => {
    const bytes = unique('buffer');
    expect(await storage.put(bytes)).toEqual({ key: sha256(bytes), size: bytes.length });
    expect(await storage.exists(sha256(bytes))).toBe(true);
    expect(await read(storage, sha256(bytes))).toEqual(bytes);
  });

  it('streams a file larger than one part, hashing it as it goes', async () => {
    const bytes = Buffer.concat([randomBytes(2 * S3_MIN_PART_SIZE + 12_345), unique('large')]);
    const multipartsBefore = s3.events.filter((e) => e.name === 'ObjectCreated:Post').length;
    expect(await storage.put(chunked(bytes))).toEqual({ key: sha256(bytes), size: bytes.length });
    expect(sha256(await read(storage, sha256(bytes)))).toBe(sha256(bytes));
    if (name.startsWith('S3')) {
      // Sent in parts (a multipart upload completes with a POST), never as one buffered body.
      const multiparts = s3.events.filter((e) => e.name === 'ObjectCreated:Post');
      expect(multiparts.length).toBe(multipartsBefore + 1);
    }
  });

  it('stores the same bytes once: two puts, at once or one after the other, one key', async () => {
    const bytes = unique('twice');
    const [first, second] = await Promise.all([storage.put(bytes), storage.put(chunked(bytes, 7))]);
    const third = await storage.put(bytes);
    expect(first).toEqual({ key: sha256(bytes), size: bytes.length });
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(await read(storage, first.key)).toEqual(bytes);
  });

  it('answers a range of the bytes, both ends included', async () => {
    const bytes = Buffer.from(`0123456789${unique('range').toString()}`);
    const { key } = await storage.put(bytes);
    expect((await read(storage, key, { start: 0, end: 3 })).toString()).toBe('0123');
    expect((await read(storage, key, { start: 5, end: 5 })).toString()).toBe('5');
    const last = bytes.length - 1;
    expect(await read(storage, key, { start: 8, end: last })).toEqual(bytes.subarray(8));
  });

  it('knows what it holds; a missing key throws on get, a key that is no sha256 everywhere', async () => {
    const missing = sha256(unique('never stored'));
    expect(await storage.exists(missing)).toBe(false);
    await expect(storage.get(missing)).rejects.toBeInstanceOf(StoredObjectMissing);
    expect(await storage.remove(missing, new Date())).toBe(false);
    for (const bad of ['../etc/passwd', 'tmp/x', 'ABC', `${missing}/x`, missing.toUpperCase()]) {
      expect(await storage.exists(bad)).toBe(false);
      await expect(storage.get(bad)).rejects.toThrow('not a storage key');
      await expect(storage.remove(bad, new Date())).rejects.toThrow('not a storage key');
    }
  });

  it('removes bytes put before the cutoff, once; keeps bytes put again since', async () => {
    const old = unique('old');
    const { key } = await storage.put(old);
    const cutoff = new Date(Date.now() + 1);
    await waitUntilPast(cutoff);
    expect(await storage.remove(key, cutoff)).toBe(true);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toThrow();
    expect(await storage.remove(key, cutoff)).toBe(false);

    const kept = unique('put again');
    const { key: keptKey } = await storage.put(kept);
    const before = new Date(Date.now() + 1);
    await waitUntilPast(before);
    await storage.put(chunked(kept, 5)); // the same bytes, uploaded again after the cutoff
    expect(await storage.remove(keptKey, before)).toBe(false);
    expect(await read(storage, keptKey)).toEqual(kept);
  });

  it('stores nothing when the stream fails, and stores the bytes again after a removal', async () => {
    const bytes = unique('failing');
    const failing = new Readable({
      read() {
        this.push(bytes);
        this.destroy(new Error('verbinding verbroken'));
      },
    });
    await expect(storage.put(failing)).rejects.toThrow('verbinding verbroken');
    expect(await storage.exists(sha256(bytes))).toBe(false);

    const { key } = await storage.put(bytes);
    const cutoff = new Date(Date.now() + 1);
    await waitUntilPast(cutoff);
    expect(await storage.remove(key, cutoff)).toBe(true);
    expect(await storage.put(bytes)).toEqual({ key, size: bytes.length });
    expect(await read(storage, key)).toEqual(bytes);
  });
});

/** Waits for the clock to pass `moment` (a millisecond or two): a condition, not a fixed time. */
async function waitUntilPast(moment: Date) {
  while (Date.now() <= moment.getTime()) await new Promise((resolve) => setImmediate(resolve));
}

describe('S3 store: a remove and a put of the same bytes at the same moment', () => {
  it('keeps the bytes when the put finds them stored just before the remove deletes them', async () => {
    const storage = await createS3Storage(s3.settings);
    const bytes = unique('race');
    const { key } = await storage.put(bytes);
    const cutoff = new Date(Date.now() + 1);
    await waitUntilPast(cutoff);
    // The whole put runs after the remove has seen the old mark and before it deletes.
    const send = S3Client.prototype.send;
    let raced = false;
    const spy = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async function (
      this: S3Client,
      command: Parameters<S3Client['send']>[0],
    ) {
      if (!raced && command instanceof DeleteObjectCommand && command.input.Key === key) {
        raced = true;
        expect(await storage.put(bytes)).toEqual({ key, size: bytes.length });
      }
      return Reflect.apply(send, this, [command]);
    } as never);
    try {
      expect(await storage.remove(key, cutoff)).toBe(false);
    } finally {
      spy.mockRestore();
    }
    expect(raced).toBe(true);
    expect(await read(storage, key)).toEqual(bytes);
  });
});
