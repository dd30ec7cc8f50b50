import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ts } from '@eform/core/messages/server-only';
import { afterAll, describe, expect, it } from 'vitest';
import { createSandboxPool, SandboxError, SandboxTaskError } from './pool';
import { eventually, HOSTILE_POOL, isAlive } from './pool.test-support';

// The sandbox's promise: a task that loops, allocates without end or aborts its process fails
// alone with a Dutch reason, the server's process lives on, and the next task gets a fresh child.
// One pool (one child at a time) serves the whole file; each test leaves it usable.
const pool = createSandboxPool(HOSTILE_POOL);
afterAll(() => pool.close());

const LOOP_LIMIT_MS = 1000;

async function failure(promise: Promise<unknown>): Promise<SandboxError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(SandboxError);
  return error as SandboxError;
}

describe('sandbox pool', () => {
  it('answers a task with Buffers and Dates as they were', async () => {
    const input = { bytes: Buffer.from('hallo'), at: new Date('2026-01-02T03:04:05Z') };
    expect(await pool.run('echo', input, { timeoutMs: 20_000 })).toEqual(input);
  });

  it('fails a task that loops forever with the time reason within its limit, then runs the next', async () => {
    await pool.run('echo', 0, { timeoutMs: 20_000 }); // a ready child: its start is not timed
    const [looper] = pool.pids();
    const started = Date.now();
    const error = await failure(pool.run('loop', undefined, { timeoutMs: LOOP_LIMIT_MS }));
    // Cut at its limit, not run on: the bound leaves a loaded machine room (no timing is measured).
    expect(Date.now() - started).toBeLessThan(LOOP_LIMIT_MS + 10_000);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(ts('server.document.timeout', { seconds: '1' }));
    expect(await eventually(() => !isAlive(looper ?? 0))).toBe(true);
    expect(await pool.run('echo', 'daarna', { timeoutMs: 20_000 })).toBe('daarna');
    expect(pool.pids()).not.toContain(looper);
  });

  it('fails a task that allocates without end with the memory reason; this process lives', async () => {
    const error = await failure(pool.run('allocate', undefined, { timeoutMs: 20_000 }));
    expect(error.kind).toBe('memory');
    expect(error.message).toBe(ts('server.document.memory', { megabytes: '64' }));
    expect(await pool.run('echo', 'daarna', { timeoutMs: 20_000 })).toBe('daarna');
  });

  it('ends a child whose Buffers outgrow its memory cap (outside the JavaScript heap)', async () => {
    const error = await failure(pool.run('buffers', undefined, { timeoutMs: 20_000 }));
    expect(error.kind).toBe('memory');
    expect(await pool.run('echo', 'daarna', { timeoutMs: 20_000 })).toBe('daarna');
  });

  it('fails only the task whose child called process.abort()', async () => {
    const aborted = pool.run('abort', undefined, { timeoutMs: 20_000 });
    const waiting = pool.run('echo', 'wachtend', { timeoutMs: 20_000 });
    const error = await failure(aborted);
    expect(error.kind).toBe('crashed');
    expect(error.message).toBe(ts('server.document.crashed', { cause: 'SIGABRT' }));
    expect(await waiting).toBe('wachtend');
  });

  it("passes a task's own error on by name and message, the child kept", async () => {
    const [before] = pool.pids();
    const error = await pool.run('throws', undefined, { timeoutMs: 20_000 }).catch((e) => e);
    expect(error).toBeInstanceOf(SandboxTaskError);
    expect(error).toMatchObject({ name: 'RangeError', message: 'kapot' });
    expect(pool.pids()).toEqual([before]);
  });

  it('reads files in this process for the child, up to the bytes a task may read', async () => {
    const files: Record<string, Buffer> = { a: Buffer.alloc(600, 1), b: Buffer.alloc(600, 2) };
    const read = await pool.run('readBack', ['a', 'x', 'b'], {
      timeoutMs: 20_000,
      readFile: async (reference) => files[reference as string],
    });
    // 'b' would take the task over its 1,000 bytes: it is not given (shown by name instead).
    expect(read).toEqual([files.a, undefined, undefined]);
  });

  it('leaves no child behind when it closes', async () => {
    const own = createSandboxPool({ ...HOSTILE_POOL, size: 2 });
    // Its refusal is awaited at once, so the close's rejection is never unhandled for a moment.
    const looping = failure(own.run('loop', undefined, { timeoutMs: 60_000 }));
    await own.run('echo', 1, { timeoutMs: 20_000 });
    const pids = own.pids();
    expect(pids).toHaveLength(2);
    await own.close();
    expect((await looping).kind).toBe('closed');
    expect(pids.filter(isAlive)).toEqual([]);
  });

  it('leaves no child behind when its server is killed with kill -9 mid-task', async () => {
    const script = fileURLToPath(new URL('./orphan-parent.test-support.ts', import.meta.url));
    const parent = spawn(process.execPath, ['--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const line = await new Promise<string>((resolve, reject) => {
      parent.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
      parent.once('exit', (code) => reject(new Error(`parent stopped (${code})`)));
    });
    const child = Number(line);
    expect(isAlive(child)).toBe(true);
    parent.kill('SIGKILL');
    expect(await eventually(() => !isAlive(child))).toBe(true);
  });
});
