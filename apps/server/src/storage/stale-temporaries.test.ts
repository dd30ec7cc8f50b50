import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeStaleTemporaries, STALE_TEMPORARY_MS } from './stale-temporaries';

const root = await mkdtemp(join(tmpdir(), 'eform-stale-test-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const DEAD_PID = 999_999_991;
const part = (n: number) => `${String(n).repeat(8)}-1111-2222-3333-444444444444.part`;

/** A file or folder under `dir` last touched `ageMs` ago. */
async function make(dir: string, name: string, ageMs: number, folder: boolean) {
  const path = join(dir, name);
  if (folder) {
    await mkdir(join(path, 'user'), { recursive: true });
    await writeFile(join(path, 'user', 'bijlage.docx'), 'x');
  } else {
    await writeFile(path, 'x');
  }
  const at = new Date(Date.now() - ageMs);
  await utimes(path, at, at);
}

describe('stale temporary files at start', () => {
  it('removes our own leftovers untouched for an hour, a profile only when its process is gone', async () => {
    const tmp = join(root, 'tmp');
    const storeTmp = join(root, 'files', 'tmp');
    await mkdir(tmp, { recursive: true });
    await mkdir(storeTmp, { recursive: true });
    const old = STALE_TEMPORARY_MS + 60_000;
    await make(tmp, 'eform-soffice-AbC123', old, true);
    await make(tmp, 'eform-soffice-DeF456', 60_000, true);
    await make(tmp, `eform-soffice-profile-${DEAD_PID}-GhI789`, old, true);
    await make(tmp, `eform-soffice-profile-${process.pid}-JkL012`, old, true);
    await make(tmp, 'eform-soffice-profile-MnO345', old, true);
    await make(tmp, 'iets-anders-PqR678', old, true);
    await make(storeTmp, part(1), old, false);
    await make(storeTmp, part(2), 60_000, false);
    await make(storeTmp, 'bewaren.txt', old, false);

    const removed = await removeStaleTemporaries({ storeTmpDir: storeTmp, tmpDir: tmp });

    expect((await readdir(tmp)).sort()).toEqual([
      'eform-soffice-DeF456',
      `eform-soffice-profile-${process.pid}-JkL012`,
      'iets-anders-PqR678',
    ]);
    expect((await readdir(storeTmp)).sort()).toEqual([part(2), 'bewaren.txt'].sort());
    expect(removed).toHaveLength(4);
  });

  it('does nothing when the folders are not there', async () => {
    const missing = join(root, 'bestaat-niet');
    expect(await removeStaleTemporaries({ storeTmpDir: missing, tmpDir: missing })).toEqual([]);
  });
});
