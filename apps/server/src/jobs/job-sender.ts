import PgBoss from 'pg-boss';
import type { TDb } from '../db/client';
import { processCache } from '../db/process-caches';
import { BOSS_SCHEMA } from './boss-schema';
import { bossInstalled, createStandardQueue, executorOf } from './job-queue.repository';

// A pg-boss that is never started: only its send, run on the executor each call passes, so a
// request needs no pg-boss of its own (the runtime's workers take the jobs).
const sender = new PgBoss({
  schema: BOSS_SCHEMA,
  db: { executeSql: () => Promise.reject(new Error('jobs are sent on the caller executor')) },
});

/** Queues prepared in this process's database, by name (see jobSender's ready). */
const readyQueues = processCache(new Map<string, Promise<boolean>>());

/**
 * Sending jobs of one queue from request code: `ready(db)` prepares the queue once per process,
 * outside any transaction (creating a queue makes a partition, which must not ride on the
 * caller's transaction), and answers false while pg-boss is not installed in this database
 * (asked again next time then); `send(db, data, options)` queues a job on `db`.
 */
export function jobSender<T extends object>(queue: string) {
  const ensureQueue = async (db: TDb): Promise<boolean> => {
    if (!(await bossInstalled(db))) return false;
    await createStandardQueue(db, queue);
    return true;
  };
  return {
    async ready(db: TDb): Promise<boolean> {
      let queueReady = readyQueues.get(queue);
      if (!queueReady) {
        queueReady = ensureQueue(db);
        readyQueues.set(queue, queueReady);
      }
      const ready = await queueReady.catch(() => false);
      if (!ready) readyQueues.delete(queue);
      return ready;
    },
    async send(db: TDb, data: T, options: PgBoss.SendOptions = {}): Promise<void> {
      await sender.send(queue, { ...data }, { ...options, db: executorOf(db) });
    },
  };
}
