import { DEFAULT_TIME_ZONE, type TModule } from '@eform/core/constants';
import { and, asc, count, eq, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, creditUsages, memberships, registrationCounts, users } from '../../db/schema';

const listRow = { id: clients.id, uuid: clients.uuid, name: clients.name };

/** A page of clients by name (all of them, or those the user is a member of). */
export async function listClientsPage(
  db: TDb,
  options: { memberId?: number; limit: number | null; offset: number },
) {
  const where =
    options.memberId === undefined
      ? undefined
      : inArray(
          clients.id,
          db
            .select({ id: memberships.clientId })
            .from(memberships)
            .where(eq(memberships.userId, options.memberId)),
        );
  const query = db
    .select(listRow)
    .from(clients)
    .where(where)
    .orderBy(asc(clients.name), asc(clients.id))
    .offset(options.offset);
  const [items, [total]] = await Promise.all([
    options.limit === null ? query : query.limit(options.limit),
    db.select({ n: count() }).from(clients).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function insertClient(db: TDb, name: string) {
  const [row] = await db.insert(clients).values({ name }).returning(listRow);
  if (!row) throw new Error('client not inserted');
  return row;
}

/** Sent (completed), untrashed registrations of the client, from the per-form counters. */
export async function countClientRegistrations(db: TDb, clientId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${registrationCounts.count}), 0)` })
    .from(registrationCounts)
    .where(
      and(
        eq(registrationCounts.clientId, clientId),
        eq(registrationCounts.status, 'completed'),
        eq(registrationCounts.trashed, false),
      ),
    );
  return Number(row?.n ?? 0);
}

/** The client's members by display name: all of them, or those on its terms list. */
export function listMembers(db: TDb, clientId: number, termsOnly = false) {
  return db
    .select({
      id: users.id,
      uuid: users.uuid,
      displayName: users.displayName,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.clientId, clientId),
        termsOnly ? eq(memberships.requireTerms, true) : undefined,
      ),
    )
    .orderBy(asc(users.displayName), asc(users.id));
}

/** The users on the client's terms-and-conditions list, by display name. */
export function listTermsUsers(db: TDb, clientId: number) {
  return listMembers(db, clientId, true);
}

/** Of these user ids, those that are members of the client. */
export async function memberIdsAmong(db: TDb, clientId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.clientId, clientId), inArray(memberships.userId, [...userIds])));
  return new Set(rows.map((row) => row.id));
}

export interface TClientChanges {
  name?: string;
  lowCreditEmailLimit?: number;
  registerIntroText?: string;
  modules?: TModule[];
}

/**
 * Saves the client's fields and, when given, its terms list on one transaction: the listed
 * members must accept the terms (newly listed ones again, even if they accepted before), the
 * others no longer; the client requires terms while its list holds anyone.
 */
export async function updateClient(
  db: TDb,
  clientId: number,
  changes: TClientChanges,
  termsUserIds: readonly number[] | undefined,
) {
  await db.transaction(async (tx) => {
    const values: Partial<typeof clients.$inferInsert> = { ...changes };
    if (termsUserIds !== undefined) {
      const listed = [...termsUserIds];
      await tx
        .update(memberships)
        .set({ requireTerms: false })
        .where(
          and(
            eq(memberships.clientId, clientId),
            eq(memberships.requireTerms, true),
            listed.length > 0 ? notInArray(memberships.userId, listed) : undefined,
          ),
        );
      if (listed.length > 0) {
        await tx
          .update(memberships)
          .set({ requireTerms: true, termsAcceptedAt: null })
          .where(
            and(
              eq(memberships.clientId, clientId),
              eq(memberships.requireTerms, false),
              inArray(memberships.userId, listed),
            ),
          );
      }
      values.termsAndConditionsRequired = listed.length > 0;
    }
    if (Object.keys(values).length > 0) {
      await tx.update(clients).set(values).where(eq(clients.id, clientId));
    }
  });
}

/** The client a self-registration link names (by uuid). */
export async function findClientByUuid(db: TDb, uuid: string) {
  const [row] = await db
    .select({ name: clients.name, registerIntroText: clients.registerIntroText })
    .from(clients)
    .where(eq(clients.uuid, uuid));
  return row;
}

/**
 * Credits used per day (of the month from `start`) or per month (of the year from `start`), in
 * Dutch time, as `{ date: 'YYYY-MM-DD' | 'YYYY-MM', y }` rows for the periods with any use.
 * `clientId` null: all clients together. The range on used_at uses the (client_id, used_at)
 * index, or the used_at index for all clients.
 */
export async function sumCreditUsages(
  db: TDb,
  clientId: number | null,
  start: string,
  per: 'day' | 'month',
): Promise<{ date: string; y: string }[]> {
  const tz = DEFAULT_TIME_ZONE;
  const unit = per === 'day' ? 'month' : 'year';
  const bucketFormat = per === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM';
  const from = sql`(${start}::date)::timestamp at time zone ${tz}`;
  const to = sql`((${start}::date) + ${sql.raw(`interval '1 ${unit}'`)})::timestamp at time zone ${tz}`;
  const bucket = sql<string>`to_char(${creditUsages.usedAt} at time zone ${tz}, ${bucketFormat})`;
  return (
    db
      .select({ date: bucket, y: sql<string>`sum(${creditUsages.amount})` })
      .from(creditUsages)
      .where(
        and(
          clientId === null ? undefined : eq(creditUsages.clientId, clientId),
          gte(creditUsages.usedAt, from),
          lt(creditUsages.usedAt, to),
        ),
      )
      // By position: the bucket's parameters would make a second, different expression.
      .groupBy(sql`1`)
  );
}
