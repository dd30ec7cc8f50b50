import { randomUUID } from 'node:crypto';
import { access, mkdir, open, rename, stat, statfs, unlink, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createContentHasher, toStream } from './content-hash';
import { assertStorageKey, isStorageKey, StoredObjectMissing, type TStorage } from './storage';

/**
 * Files on the local disk under `root` ($DATA_DIR/files), content-addressed: the bytes with
 * sha256 `k` live at `root/k[0..1]/k` (256 folders, so no folder grows to millions of entries).
 * `put` streams into `root/tmp` while hashing, flushes the file to disk and renames it into place:
 * the rename is atomic on one file system, so a crash leaves at most a stray temporary file,
 * never half a stored file. The same bytes stored again only drop their temporary copy and touch
 * the stored file, whose time `remove` respects (see TStorage.remove).
 */
export function createLocalDiskStorage(root: string): TStorage {
  const tmpDir = join(root, 'tmp');
  const pathOf = (key: string) => join(root, key.slice(0, 2), key);

  return {
    async put(bytes) {
      await mkdir(tmpDir, { recursive: true });
      const tmp = join(tmpDir, `${randomUUID()}.part`);
      const hasher = createContentHasher();
      // Opened before the pipeline starts: a pipeline that fails early could otherwise settle
      // before the stream has created its file, and the unlink below would run before it exists.
      const handle = await open(tmp, 'wx');
      const file = handle.createWriteStream({ flush: true });
      try {
        await pipeline(toStream(bytes), hasher.stream, file);
        const stored = hasher.stored();
        const { key } = stored;
        const target = pathOf(key);
        // Stored before: only mark it as put again now (remove() keeps what was put lately).
        // Gone since the check (removed meanwhile): store this copy after all.
        if ((await fileExists(target)) && (await touch(target))) {
          await unlink(tmp);
        } else {
          await mkdir(join(root, key.slice(0, 2)), { recursive: true });
          await rename(tmp, target);
        }
        return stored;
      } catch (error) {
        await unlink(tmp).catch(() => undefined);
        throw error;
      }
    },

    async get(key, range) {
      assertStorageKey(key);
      const handle = await open(pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new StoredObjectMissing(key, { cause: error }) : error;
      });
      return handle.createReadStream(range && { start: range.start, end: range.end });
    },

    async exists(key) {
      return isStorageKey(key) && fileExists(pathOf(key));
    },

    async remove(key, unlessPutSince) {
      assertStorageKey(key);
      // Moved aside first (atomic): a put of the same bytes from now on stores a new copy. One
      // that touched the file just before is seen by its time, and the file goes back.
      await mkdir(tmpDir, { recursive: true });
      const aside = join(tmpDir, `${randomUUID()}.removed`);
      try {
        await rename(pathOf(key), aside);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
      if ((await stat(aside)).mtime >= unlessPutSince) {
        await rename(aside, pathOf(key)); // the same bytes, whether or not a copy came meanwhile
        return false;
      }
      await unlink(aside);
      return true;
    },
    async diskUsage() {
      // The folder may not exist before the first upload: the disk is the same as its parent's.
      await mkdir(root, { recursive: true });
      const disk = await statfs(root);
      return { free: disk.bavail * disk.bsize, total: disk.blocks * disk.bsize };
    },
  };
}

/** Sets the file's times to now; false when it no longer exists. */
async function touch(path: string): Promise<boolean> {
  const now = new Date();
  try {
    await utimes(path, now, now);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

async function fileExists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}
