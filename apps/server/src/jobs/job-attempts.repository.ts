import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../db/client';
import { jobAttempts } from '../db/schema';

/** Counts a start of `key` (autocommit: it must outlive the process); answers the count. */
export async function recordStart(db: TDb, key: string): Promise<number> {
  const [row] = await db
    .insert(jobAttempts)
    .values({ key })
    .onConflictDoUpdate({
      target: jobAttempts.key,
      set: { starts: sql`${jobAttempts.starts} + 1`, lastStartedAt: sql`now()` },
    })
    .returning({ starts: jobAttempts.starts });
  if (!row) throw new Error(`start of ${key} not recorded`);
  return row.starts;
}

/** Forgets the starts of `key` (its work ended in a way the process lived through). */
export async function clearStarts(db: TDb, key: string): Promise<void> {
  await db.delete(jobAttempts).where(eq(jobAttempts.key, key));
}

/** The unfinished starts recorded for `key` (0 when none): for tests and operators. */
export async function unfinishedStarts(db: TDb, key: string): Promise<number> {
  const [row] = await db
    .select({ starts: jobAttempts.starts })
    .from(jobAttempts)
    .where(eq(jobAttempts.key, key));
  return row?.starts ?? 0;
}
