import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getTestDatabase } from '../../test/support';
import { createDatabase } from '../db/client';
import { installJobSchema, QueueLockingBoss } from './boss';
import { BOSS_SCHEMA } from './boss-schema';
import {
  bossInstalled,
  createStandardQueue,
  QUEUE_CREATION_ATTEMPTS,
  withQueueCreationLock,
} from './job-queue.repository';

// Queues are created by whichever process needs them first: an API process when it queues a
// job, every worker as it starts. pg-boss 10 makes a partition per queue; two processes doing
// that at once ended one of them with 'deadlock detected' (a worker that did not start).

const { database, url } = await getTestDatabase();
await installJobSchema(url);
const other = createDatabase(url, { max: 8 });

describe('creating queues', () => {
  it('succeeds for two processes creating many queues at the same time, each queue once', async () => {
    expect(await bossInstalled(database.db)).toBe(true);
    const names = Array.from({ length: 12 }, (_, i) => `test.queue-${i}`);
    // Each "process" (its own pool) creates every queue, all at once.
    const results = await Promise.allSettled(
      [database.db, other.db].flatMap((db) => names.map((name) => createStandardQueue(db, name))),
    );
    await other.close();
    expect(results.filter((result) => result.status === 'rejected')).toEqual([]);
    const made = await database.db.execute<{ name: string }>(
      sql`select name from ${sql.raw(BOSS_SCHEMA)}.queue where name like 'test.queue-%' order by name`,
    );
    expect(made.rows.map((row) => row.name).sort()).toEqual([...names].sort());
  });
});

describe('a queue creation that PostgreSQL ends as a deadlock', () => {
  const deadlock = () => Object.assign(new Error('deadlock detected'), { code: '40P01' });

  it('is tried again and succeeds, the lock held each time', async () => {
    let calls = 0;
    const made = await withQueueCreationLock(database.db, async (tx) => {
      calls++;
      const held = await tx.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and pid = pg_backend_pid()`,
      );
      expect(held.rows[0]?.n).toBe(1);
      if (calls < 3) throw deadlock();
      return 'made';
    });
    expect(made).toBe('made');
    expect(calls).toBe(3);
  });

  it('gives up after its attempts with the deadlock, and never retries another error', async () => {
    let calls = 0;
    await expect(
      withQueueCreationLock(database.db, async () => {
        calls++;
        throw deadlock();
      }),
    ).rejects.toThrow('deadlock detected');
    expect(calls).toBe(QUEUE_CREATION_ATTEMPTS);

    calls = 0;
    await expect(
      withQueueCreationLock(database.db, async () => {
        calls++;
        throw new Error('iets anders');
      }),
    ).rejects.toThrow('iets anders');
    expect(calls).toBe(1);
  });
});

describe('the job runner of a process', () => {
  it('creates its queues under the same lock as the senders (pg-boss copies createQueue onto each instance)', async () => {
    const own = createDatabase(url, { max: 2 });
    const boss = new QueueLockingBoss(
      { connectionString: url, schema: BOSS_SCHEMA, max: 2, supervise: false, schedule: false },
      own.db,
    );
    await boss.start();
    const queueExists = async () =>
      (
        await database.db.execute(
          sql`select 1 from ${sql.raw(BOSS_SCHEMA)}.queue where name = 'test.locked-by-runner'`,
        )
      ).rows.length > 0;
    try {
      let created: Promise<void> | undefined;
      await withQueueCreationLock(database.db, async () => {
        created = boss.createQueue('test.locked-by-runner');
        await vi.waitFor(
          async () => {
            const waiting = await database.db.execute(
              sql`select 1 from pg_locks where locktype = 'advisory' and not granted`,
            );
            expect(waiting.rows.length).toBe(1);
          },
          { timeout: 10_000, interval: 50 },
        );
        expect(await queueExists()).toBe(false);
      });
      await created;
      expect(await queueExists()).toBe(true);
    } finally {
      await boss.stop({ graceful: false, wait: true });
      await own.close();
    }
  });
});
