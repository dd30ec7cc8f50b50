import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../../../test/support';
import { buildApp } from '../../app';
import { insertAuditEntries } from './audit.repository';
import { AUDIT_FLUSH_MAX_ENTRIES, createAuditWriter, type TAuditRecord } from './audit-writer';

const { database } = await getTestDatabase();
const db = database.db;

const entry = (objectId: string): TAuditRecord => ({
  clientId: 4242,
  userId: 1,
  userName: 'Tester',
  action: 'registration.view',
  objectType: 'registration',
  objectId,
  address: '127.0.0.1',
});

async function countOf(prefix: string): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from audit_log where object_id like ${`${prefix}%`}`,
  );
  return rows[0]?.n ?? 0;
}

describe('the audit writer', () => {
  it('writes many entries with few INSERTs, and nothing while the request runs', async () => {
    let inserts = 0;
    const writer = createAuditWriter(db, {
      insert: (target, batch) => {
        inserts += 1;
        return insertAuditEntries(target, batch);
      },
      // Longer than the test: only the size limit and flush() write here.
      intervalMs: 60_000,
    });
    const total = AUDIT_FLUSH_MAX_ENTRIES * 2 + 50;
    for (let i = 0; i < total; i++) writer.record(entry(`batch-${i}`));
    // record() returned at once: no write ran on the caller's turn of the event loop.
    expect(inserts).toBe(0);
    await writer.flush();
    // Two full batches and the rest: three statements for 450 entries.
    expect(inserts).toBe(3);
    expect(await countOf('batch-')).toBe(total);
  });

  it('writes on its timer without being asked', async () => {
    const writer = createAuditWriter(db, { intervalMs: 10 });
    writer.record(entry('timer-1'));
    await expect.poll(() => countOf('timer-'), { timeout: 5000 }).toBe(1);
    await writer.close();
  });

  it('writes what is buffered when closed', async () => {
    const writer = createAuditWriter(db, { intervalMs: 60_000 });
    writer.record(entry('close-1'));
    writer.record(entry('close-2'));
    await writer.close();
    expect(await countOf('close-')).toBe(2);
  });

  it('tries a failed batch once more, then logs it and never throws', async () => {
    const errors: object[] = [];
    let calls = 0;
    const writer = createAuditWriter(db, {
      intervalMs: 60_000,
      log: { error: (fields) => errors.push(fields) },
      insert: async (target, batch) => {
        calls += 1;
        if (calls === 1) throw new Error('database away');
        return insertAuditEntries(target, batch);
      },
    });
    writer.record(entry('retry-1'));
    await writer.flush();
    expect(await countOf('retry-')).toBe(1);
    expect(errors).toEqual([]);

    const failing = createAuditWriter(db, {
      intervalMs: 60_000,
      log: { error: (fields) => errors.push(fields) },
      insert: async () => {
        throw new Error('database away');
      },
    });
    failing.record(entry('lost-1'));
    await expect(failing.flush()).resolves.toBeUndefined();
    expect(errors).toEqual([expect.objectContaining({ entries: 1 })]);
  });
});

describe("the app's writer", () => {
  it('writes what is buffered when the app closes', async () => {
    const app = await buildApp({ db, webDistDir: '/nonexistent' });
    await app.ready();
    app.audit.record(entry('app-close-1'));
    await app.close();
    expect(await countOf('app-close-')).toBe(1);
  });
});
