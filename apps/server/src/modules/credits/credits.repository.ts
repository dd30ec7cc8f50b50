import { and, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { creditSlots, credits, creditUsages, type TCreditContact } from '../../db/schema';

/** Sum of credits_left over the client's entries that have not expired at `now`. */
export async function sumClientCredits(db: TDb, clientId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${creditSlots.creditsLeft}), 0)::int` })
    .from(creditSlots)
    .innerJoin(credits, eq(credits.id, creditSlots.creditId))
    .where(
      and(
        eq(creditSlots.clientId, clientId),
        or(isNull(credits.expiresAt), gt(credits.expiresAt, now)),
      ),
    );
  return row?.total ?? 0;
}

export interface TNewCreditEntry {
  name: string;
  total: number;
  expiresAt: Date | null;
  contact?: TCreditContact | null;
  createdBy?: number | null;
}

/** Inserts an entry and its slot rows (`slotAmounts` sums to the entry's total). */
export async function insertCreditEntry(
  db: TDb,
  clientId: number,
  entry: TNewCreditEntry,
  slotAmounts: number[],
) {
  const [row] = await db
    .insert(credits)
    .values({
      clientId,
      name: entry.name,
      creditsTotal: entry.total,
      expiresAt: entry.expiresAt,
      contact: entry.contact ?? null,
      createdBy: entry.createdBy ?? null,
    })
    .returning();
  if (!row) throw new Error('credit entry not inserted');
  await db.insert(creditSlots).values(
    slotAmounts.map((amount, slot) => ({
      creditId: row.id,
      slot,
      clientId,
      creditsLeft: amount,
    })),
  );
  return row;
}

/**
 * The UPDATE that takes `count` credits (default one) from ONE unexpired slot of the client that
 * holds at least that many, soonest-expiring entry first, returning the entry's `credit_id` (no
 * row when no unlocked slot has enough left). Slots held by concurrent transactions are passed
 * over, never waited for (see credits.service.ts). Also usable as a data-modifying CTE of a
 * bigger statement (the registration submit), which may add a condition `onlyIf`: no credit is
 * taken unless it holds.
 */
export function takeCreditSql(clientId: number, now: Date, onlyIf?: SQL, count = 1): SQL {
  return sql`update ${creditSlots} set credits_left = credits_left - ${count}::int
    where ${onlyIf ?? sql`true`} and (credit_id, slot) = (
      select s.credit_id, s.slot
      from ${creditSlots} s join ${credits} c on c.id = s.credit_id
      where s.client_id = ${clientId} and s.credits_left >= ${count}::int
        and (c.expires_at is null or c.expires_at > ${now})
      order by c.expires_at nulls last, s.credit_id, s.slot
      limit 1
      for update of s skip locked
    )
    returning credit_id`;
}

/** Takes one credit (see {@link takeCreditSql}); the credit entry id, or null when none free. */
export async function takeCreditFromSlot(
  db: TDb,
  clientId: number,
  now: Date,
): Promise<number | null> {
  const result = await db.execute<{ credit_id: number }>(takeCreditSql(clientId, now));
  return result.rows[0]?.credit_id ?? null;
}

export async function insertCreditUsage(
  db: TDb,
  usage: { clientId: number; creditId: number; registrationId: number | null; usedAt: Date },
): Promise<void> {
  await db.insert(creditUsages).values(usage);
}
