import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import {
  MEMORY_MARK,
  type TChildMessage,
  type TParentMessage,
  type TTaskContext,
  type TTaskModule,
} from './protocol';

/** What the pool tells a child through its environment. */
export const CHILD_ENV = {
  priority: 'SANDBOX_PRIORITY',
  rssMb: 'SANDBOX_RSS_MB',
} as const;

const WATCH_INTERVAL_MS = 250;

// The watchdog runs on a thread of its own, so it acts while the main thread is stuck in a
// task's loop: the child kills itself when its parent is gone (a kill -9'd server: the IPC
// 'disconnect' event would wait for the loop to end) and when its memory outgrows the cap
// (Buffers live outside the heap that --max-old-space-size limits). Plain JavaScript: the
// thread needs no TypeScript loader.
const WATCHDOG_SOURCE = `
const { workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
const { ppid, rssBytes, mark, interval } = workerData;
setInterval(() => {
  if (process.ppid !== ppid) process.kill(process.pid, 'SIGKILL');
  if (rssBytes > 0 && process.memoryUsage.rss() > rssBytes) {
    writeSync(2, mark + '\\n');
    process.kill(process.pid, 'SIGKILL');
  }
}, interval);
`;

function startWatchdog(): void {
  const rssMb = Number(process.env[CHILD_ENV.rssMb] ?? 0);
  const watchdog = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    execArgv: [],
    workerData: {
      ppid: process.ppid,
      rssBytes: rssMb * 1024 * 1024,
      mark: MEMORY_MARK,
      interval: WATCH_INTERVAL_MS,
    },
  });
  watchdog.unref();
}

function send(message: TChildMessage): void {
  process.send?.(message);
}

/**
 * The child side of the sandbox pool: runs `tasks` by name as the parent asks, one at a time,
 * at a lower CPU priority, and answers each result or error. A task's `readFile` asks the
 * parent (which reads storage and the database) for a file's bytes. The child ends itself when
 * the parent's IPC channel closes. Call it once from a child entry module (document-worker.ts).
 */
export function serveTasks(tasks: TTaskModule): void {
  if (!process.send) throw new Error('serveTasks runs in a child forked with an IPC channel');
  try {
    setPriority(Number(process.env[CHILD_ENV.priority] ?? 0));
  } catch {
    // A lower priority is a courtesy to the requests; without it the limits still hold.
  }
  startWatchdog();
  process.on('disconnect', () => process.exit(0));

  const waiting = new Map<number, (bytes: Buffer | undefined) => void>();
  let nextRequest = 0;
  const contextOf = (id: number): TTaskContext => ({
    readFile(reference) {
      const request = ++nextRequest;
      return new Promise((resolve) => {
        waiting.set(request, resolve);
        send({ type: 'read', id, request, reference });
      });
    },
  });

  process.on('message', (message: TParentMessage) => {
    if (message.type === 'file') {
      waiting.get(message.request)?.(message.bytes);
      waiting.delete(message.request);
      return;
    }
    const task = tasks[message.task];
    const { id } = message;
    if (!task) {
      send({ type: 'fail', id, name: 'Error', message: `unknown task ${message.task}` });
      return;
    }
    task(message.input as never, contextOf(id)).then(
      (result) => send({ type: 'done', id, result }),
      (error: unknown) =>
        send({
          type: 'fail',
          id,
          name: error instanceof Error ? error.name : 'Error',
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  send({ type: 'ready' });
}
