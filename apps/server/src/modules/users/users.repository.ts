import { asc, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, memberships, serverNotifications } from '../../db/schema';

const summary = { id: clients.id, uuid: clients.uuid, name: clients.name };

export function listAllClientSummaries(db: TDb) {
  return db.select(summary).from(clients).orderBy(asc(clients.name), asc(clients.id));
}

export function listMemberClientSummaries(db: TDb, userId: number) {
  return db
    .select(summary)
    .from(memberships)
    .innerJoin(clients, eq(clients.id, memberships.clientId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(clients.name), asc(clients.id));
}

/** The newest active banner, if any. */
export async function findActiveServerNotification(db: TDb) {
  const [row] = await db
    .select({ type: serverNotifications.type, message: serverNotifications.message })
    .from(serverNotifications)
    .where(eq(serverNotifications.active, true))
    .orderBy(desc(serverNotifications.updatedAt))
    .limit(1);
  return row ?? null;
}
