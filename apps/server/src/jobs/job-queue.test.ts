import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../test/support';
import { createDatabase } from '../db/client';
import { installJobSchema } from './boss';
import { BOSS_SCHEMA } from './boss-schema';
import { bossInstalled, createStandardQueue } from './job-queue.repository';

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
