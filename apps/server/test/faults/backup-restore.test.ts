import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { findPostgresBin } from '../../../../scripts/backup-check/postgres-cluster';
import {
  runBackupCheck,
  snapshotDifferences,
} from '../../../../scripts/backup-check/run-backup-check';

// The database and the file store lost whole, then restored from a backup (issue 33): the backup
// and restore docs/deploy.md walks through, as `npm run backup:check` runs it, on Debian's
// PostgreSQL (its pg_dump matches its server), with the server bundle of this test run. Skipped
// where PostgreSQL's own programs are missing (Debian: apt-get install -y postgresql).

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const pgBin = (() => {
  try {
    return findPostgresBin();
  } catch {
    return undefined;
  }
})();
// A check took about 30 s on 2 cores at a load of 7, 67 s at a load of 20: far from the limit.
const CHECK_MS = 300_000;

/** The check with this run's server bundle; `restoreFiles` replaces the copy of the files. */
function check(restoreFiles?: (backup: string, target: string) => Promise<void>) {
  return runBackupCheck({ bundle: inject('serverBundle'), serverDir: SERVER_DIR, restoreFiles });
}

describe('backup and restore', () => {
  it.skipIf(!pgBin)(
    'brings back the registration, its file (same bytes), the session and the sign-in',
    async () => {
      expect((await check()).differences).toEqual([]);
    },
    CHECK_MS,
  );

  it.skipIf(!pgBin)(
    'finds a restore that left the files out',
    async () => {
      expect((await check(async () => undefined)).differences).toEqual([
        // The registration still names the file; its bytes are gone (the server answers 404).
        expect.stringMatching(/^\/files\/0: "[0-9a-f]{64}" before, "\d{3}" after$/),
      ]);
    },
    CHECK_MS,
  );

  it('names each path that differs, with both values', () => {
    expect(
      snapshotDifferences(
        { login: 200, registration: { body: { values: { a: 1 } } }, files: ['x'] },
        { login: 401, registration: { body: { values: { a: 1, b: 2 } } }, files: [] },
      ),
    ).toEqual([
      '/login: 200 before, 401 after',
      '/registration/body/values/b: undefined before, 2 after',
      '/files/0: "x" before, undefined after',
    ]);
  });
});
