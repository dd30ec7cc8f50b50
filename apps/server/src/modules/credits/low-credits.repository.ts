import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, lowCreditAlerts, memberships, users } from '../../db/schema';
import { sumClientCredits } from './credits.repository';

/** The client's limit, its balance and whether the managers were warned; undefined: no client. */
export async function readLowCreditState(db: TDb, clientId: number, now: Date) {
  const [row] = await db
    .select({
      name: clients.name,
      limit: clients.lowCreditEmailLimit,
      mailed: sql<boolean>`${lowCreditAlerts.mailedAt} is not null`,
    })
    .from(clients)
    .leftJoin(lowCreditAlerts, eq(lowCreditAlerts.clientId, clients.id))
    .where(eq(clients.id, clientId));
  if (!row) return undefined;
  return {
    ...row,
    mailed: row.mailed ?? false,
    balance: await sumClientCredits(db, clientId, now),
  };
}

/** Takes the client's alert row lock (the row is made when missing); whether it was mailed. */
export async function lockLowCreditAlert(db: TDb, clientId: number): Promise<boolean> {
  await db.insert(lowCreditAlerts).values({ clientId }).onConflictDoNothing();
  const [row] = await db
    .select({ mailedAt: lowCreditAlerts.mailedAt })
    .from(lowCreditAlerts)
    .where(eq(lowCreditAlerts.clientId, clientId))
    .for('update');
  return Boolean(row?.mailedAt);
}

/** Marks the client warned (`at`) or armed again (null). */
export async function setLowCreditMailed(db: TDb, clientId: number, at: Date | null) {
  await db
    .update(lowCreditAlerts)
    .set({ mailedAt: at })
    .where(eq(lowCreditAlerts.clientId, clientId));
}

/** E-mail addresses of the client's client managers. */
export async function listClientManagerEmails(db: TDb, clientId: number): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.clientId, clientId), sql`'client_manager' = any(${memberships.roles})`),
    )
    .orderBy(users.email);
  return rows.map((r) => r.email);
}
