import { asc, desc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, memberships, serverNotifications } from '../../db/schema';

const summary = { id: clients.id, uuid: clients.uuid, name: clients.name };

/** Every client by name; the first `limit` when given. */
export function listAllClientSummaries(db: TDb, limit?: number) {
  const query = db
    .select(summary)
    .from(clients)
    .orderBy(asc(clients.name), asc(clients.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
}

/** The clients the user is a member of, by name; the first `limit` when given. */
export function listMemberClientSummaries(db: TDb, userId: number, limit?: number) {
  const query = db
    .select(summary)
    .from(memberships)
    .innerJoin(clients, eq(clients.id, memberships.clientId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(clients.name), asc(clients.id))
    .$dynamic();
  return limit === undefined ? query : query.limit(limit);
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
