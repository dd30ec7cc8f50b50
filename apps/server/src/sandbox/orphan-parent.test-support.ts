import { createSandboxPool } from './pool';
import { HOSTILE_POOL } from './pool.test-support';

// A server stand-in for the orphan test: starts a child, sets it looping, prints the child's pid
// and waits to be killed (kill -9: no shutdown of its own runs).
const pool = createSandboxPool(HOSTILE_POOL);
await pool.run('echo', 1, { timeoutMs: 20_000 });
void pool.run('loop', undefined, { timeoutMs: 600_000 }).catch(() => {});
process.stdout.write(`${pool.pids().join(',')}\n`);
setInterval(() => {}, 1000);
