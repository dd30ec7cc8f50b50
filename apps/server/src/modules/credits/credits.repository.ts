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
 * THE way a credit is taken, for every path (one submit statement, a batch of them, a
 * transaction): the UPDATE that takes `count` credits (default one; may be an SQL expression,
 * e.g. the number of rows a batch stores) from ONE unexpired slot of the client that holds at
 * least that many, soonest-expiring entry first, returning the entry's `credit_id` (no row when
 * no unlocked slot has enough left). Slots held by concurrent transactions are passed over, never
 * waited for (see credits.service.ts). Meant as the data-modifying CTE named `credit` of a bigger
 * statement, followed by {@link creditUsageSql}; `onlyIf` is a condition without which no credit
 * is taken. The CHECK (credits_left >= 0) and the `>= count` filter under the row lock make an
 * overdraft impossible.
 */
export function takeCreditSql(
  clientId: number,
  now: Date,
  count: number | SQL = 1,
  onlyIf?: SQL,
): SQL {
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

/**
 * The usage rows (insert-only, for the charts and reports) of the credits the CTE `credit`
 * ({@link takeCreditSql}) took: one per row of `source`, whose columns are `registration_id` and
 * `used_at`. Nothing when `credit` took nothing.
 */
export function creditUsageSql(clientId: number, source: SQL): SQL {
  return sql`insert into ${creditUsages} (client_id, credit_id, registration_id, used_at)
    select ${clientId}::int, credit.credit_id, src.registration_id, src.used_at
    from credit cross join (${source}) src`;
}

/**
 * Takes one credit and records its usage for `registrationId`, in one statement (on the caller's
 * transaction, if any). The credit entry's id, or null when no unlocked slot had one.
 */
export async function takeOneCredit(
  db: TDb,
  clientId: number,
  registrationId: number | null,
  now: Date,
): Promise<number | null> {
  const used = sql`select ${registrationId}::bigint as registration_id,
    ${now}::timestamptz as used_at`;
  const result = await db.execute<{ credit_id: number }>(sql`
    with credit as (${takeCreditSql(clientId, now)}),
    usage as (${creditUsageSql(clientId, used)})
    select credit_id from credit`);
  return result.rows[0]?.credit_id ?? null;
}

/** The client's credit entries, newest first, each with its credits_left (sum of its slots). */
export function listCreditEntries(db: TDb, clientId: number) {
  return db
    .select({
      id: credits.id,
      name: credits.name,
      createdAt: credits.createdAt,
      creditsTotal: credits.creditsTotal,
      expiresAt: credits.expiresAt,
      creditsLeft: sql<number>`coalesce(sum(${creditSlots.creditsLeft}), 0)::int`,
    })
    .from(credits)
    .leftJoin(creditSlots, eq(creditSlots.creditId, credits.id))
    .where(eq(credits.clientId, clientId))
    .groupBy(credits.id)
    .orderBy(sql`${credits.createdAt} desc`, sql`${credits.id} desc`);
}
