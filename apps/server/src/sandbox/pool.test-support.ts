import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TSandboxPoolOptions } from './pool';

/** A one-child pool over the hostile test tasks, with small limits so the tests stay fast. */
export const HOSTILE_POOL: TSandboxPoolOptions = {
  entry: fileURLToPath(new URL('./hostile-tasks.test-support.ts', import.meta.url)),
  size: 1,
  heapMb: 64,
  rssMb: 250,
  priority: 10,
  fileBytes: 1000,
  startMs: 20_000,
};

/** Whether a process with `pid` still runs (a zombie waiting to be reaped does not). */
export function isAlive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** Waits (polling, up to `ms`) until `check` holds; false when it never did. */
export async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return check();
}
