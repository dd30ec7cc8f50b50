import { type ChildProcess, fork } from 'node:child_process';
import type { Socket } from 'node:net';
import { ts } from '@eform/core/messages/server-only';
import { MEMORY_MARK, type TChildMessage, type TParentMessage } from './protocol';
import { CHILD_ENV } from './serve-tasks';

// Untrusted and heavy work (documents) runs in child processes, not worker threads: a V8 fatal
// error ('Fatal JavaScript invalid size error', out of memory) or process.abort() ends the whole
// process, worker threads included; a child process dies alone and the server answers on.

/** How the pool starts its children and limits them. */
export interface TSandboxPoolOptions {
  /** The child entry: a module that calls serveTasks (a .ts file is run through tsx). */
  entry: string;
  /** Children at most; they start when work comes and stay for the next task. */
  size: number;
  /** A child's JavaScript heap (--max-old-space-size), in MB. */
  heapMb: number;
  /** A child's whole memory (RSS: heap, Buffers, code), in MB; beyond it the child is ended. */
  rssMb: number;
  /** The children's CPU priority (nice, 0-19): requests of the server go first. */
  priority: number;
  /** Bytes a task may read through `readFile`; beyond them it reads nothing more. */
  fileBytes: number;
  /** How long a new child may take to start. */
  startMs: number;
}

/** One task's limits and its file reader (in this process). */
export interface TRunOptions {
  timeoutMs: number;
  readFile?: (reference: unknown) => Promise<Buffer | undefined>;
}

/** Why the sandbox gave no result; `message` is the Dutch reason kept with the work. */
export class SandboxError extends Error {
  constructor(
    readonly kind: 'timeout' | 'memory' | 'crashed' | 'closed',
    message: string,
    /** The child's last lines on stderr, for the log. */
    readonly detail = '',
  ) {
    super(message);
    this.name = 'SandboxError';
  }
}

/** An error the task threw in its child, with its name and message. */
export class SandboxTaskError extends Error {
  constructor(name: string, message: string) {
    super(message);
    this.name = name;
  }
}

/** A pool of child processes that run named tasks, each within a time and memory limit. */
export interface TSandboxPool {
  run(task: string, input: unknown, options: TRunOptions): Promise<unknown>;
  /** The process ids of the living children. */
  pids(): number[];
  /** Ends every child; running and waiting tasks fail with the 'closed' reason. */
  close(): Promise<void>;
}

interface TJob {
  task: string;
  input: unknown;
  options: TRunOptions;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface TSlot {
  child: ChildProcess;
  ready: boolean;
  job?: TJob & { id: number; timer?: NodeJS.Timeout; bytesRead: number };
  stderr: string;
  exited: Promise<void>;
}

const STDERR_TAIL = 4000;
// V8's fatal errors of a heap at its limit, or of an array or string beyond V8's sizes.
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|invalid size error/i;

/** The kill of a child's whole process group (it was started detached, as its group's leader). */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

/** Starts a pool of child processes; none runs until the first task comes. */
export function createSandboxPool(options: TSandboxPoolOptions): TSandboxPool {
  const slots = new Set<TSlot>();
  const queue: TJob[] = [];
  let nextId = 0;
  let closed = false;

  const execArgv = [
    ...(options.entry.endsWith('.ts') ? ['--import', 'tsx'] : []),
    `--max-old-space-size=${options.heapMb}`,
  ];

  const crashReason = (slot: TSlot, code: number | null, signal: NodeJS.Signals | null) =>
    OUT_OF_MEMORY.test(slot.stderr) || slot.stderr.includes(MEMORY_MARK)
      ? new SandboxError(
          'memory',
          ts('server.document.memory', { megabytes: String(options.heapMb) }),
          slot.stderr,
        )
      : new SandboxError(
          'crashed',
          ts('server.document.crashed', { cause: signal ?? `code ${code}` }),
          slot.stderr,
        );

  function finish(slot: TSlot, outcome: { result: unknown } | { error: Error }): void {
    const job = slot.job;
    if (!job) return;
    clearTimeout(job.timer);
    slot.job = undefined;
    slot.child.channel?.unref();
    if ('error' in outcome) job.reject(outcome.error);
    else job.resolve(outcome.result);
  }

  function start(slot: TSlot): void {
    const job = slot.job;
    if (!job || !slot.ready) return;
    clearTimeout(job.timer);
    job.timer = setTimeout(() => {
      const seconds = String(Math.round(job.options.timeoutMs / 1000));
      // Out of the pool before its task is failed: the caller's next task must not land on the
      // child that is being killed (its exit would fail that task as a crash).
      slots.delete(slot);
      finish(slot, {
        error: new SandboxError('timeout', ts('server.document.timeout', { seconds })),
      });
      killGroup(slot.child);
      dispatch();
    }, job.options.timeoutMs);
    send(slot, { type: 'run', id: job.id, task: job.task, input: job.input });
  }

  function send(slot: TSlot, message: TParentMessage): void {
    if (slot.child.connected) slot.child.send(message, (error) => error && killGroup(slot.child));
  }

  async function answerRead(slot: TSlot, message: Extract<TChildMessage, { type: 'read' }>) {
    const job = slot.job;
    let bytes: Buffer | undefined;
    if (job?.id === message.id && job.options.readFile && job.bytesRead < options.fileBytes) {
      bytes = await job.options.readFile(message.reference).catch(() => undefined);
      job.bytesRead += bytes?.length ?? 0;
      // The file that crosses the cap is not given: the document shows it by name.
      if (job.bytesRead > options.fileBytes) bytes = undefined;
    }
    if (slot.job?.id === message.id) {
      send(slot, { type: 'file', id: message.id, request: message.request, bytes });
    }
  }

  function spawnSlot(job: TSlot['job']): TSlot {
    const child = fork(options.entry, [], {
      execArgv,
      serialization: 'advanced',
      // Its own process group: a timed-out child is killed with whatever it started.
      detached: true,
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      env: {
        ...process.env,
        [CHILD_ENV.priority]: String(options.priority),
        [CHILD_ENV.rssMb]: String(options.rssMb),
      },
    });
    const slot: TSlot = {
      child,
      ready: false,
      job,
      stderr: '',
      exited: new Promise((resolve) => child.once('exit', () => resolve())),
    };
    // An idle pool keeps no process alive: the server's (or a test's) end is not held up.
    child.unref();
    (child.stderr as Socket | null)?.unref();
    child.stderr?.on('data', (chunk: Buffer) => {
      process.stderr.write(chunk);
      slot.stderr = (slot.stderr + chunk.toString()).slice(-STDERR_TAIL);
    });
    child.on('message', (message: TChildMessage) => {
      if (message.type === 'ready') {
        slot.ready = true;
        if (slot.job) start(slot);
        else dispatch();
      } else if (message.type === 'read') {
        void answerRead(slot, message);
      } else if (slot.job?.id === message.id) {
        finish(
          slot,
          message.type === 'done'
            ? { result: message.result }
            : { error: new SandboxTaskError(message.name, message.message) },
        );
        dispatch();
      }
    });
    child.once('exit', (code, signal) => {
      slots.delete(slot);
      finish(
        slot,
        closed
          ? { error: new SandboxError('closed', ts('server.document.closed')) }
          : { error: crashReason(slot, code, signal) },
      );
      dispatch();
    });
    child.once('error', () => killGroup(child));
    slots.add(slot);
    return slot;
  }

  function dispatch(): void {
    while (queue.length > 0 && !closed) {
      const idle = [...slots].find((slot) => slot.ready && !slot.job);
      if (!idle && slots.size >= options.size) return;
      const job = queue.shift() as TJob;
      const running: NonNullable<TSlot['job']> = { ...job, id: ++nextId, bytesRead: 0 };
      const slot = idle ?? spawnSlot(undefined);
      slot.job = running;
      slot.child.channel?.ref();
      if (slot.ready) start(slot);
      else {
        // A child that does not come up in time is ended; its task fails as a crash.
        running.timer = setTimeout(() => killGroup(slot.child), options.startMs);
      }
    }
  }

  return {
    run(task, input, runOptions) {
      if (closed) return Promise.reject(new SandboxError('closed', ts('server.document.closed')));
      return new Promise((resolve, reject) => {
        queue.push({ task, input, options: runOptions, resolve, reject });
        dispatch();
      });
    },
    pids: () => [...slots].flatMap((slot) => (slot.child.pid ? [slot.child.pid] : [])),
    async close() {
      closed = true;
      for (const job of queue.splice(0)) {
        job.reject(new SandboxError('closed', ts('server.document.closed')));
      }
      const exits = [...slots].map((slot) => slot.exited);
      for (const slot of slots) killGroup(slot.child);
      await Promise.all(exits);
    },
  };
}
