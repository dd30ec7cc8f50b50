import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, memberships } from '../../db/schema';

export type TClientRow = typeof clients.$inferSelect;
export type TMembershipRow = typeof memberships.$inferSelect;

/** A client by numeric id or uuid. */
export function findClient(db: TDb, ref: { id: number } | { uuid: string }) {
  return db.query.clients.findFirst({
    where: 'id' in ref ? eq(clients.id, ref.id) : eq(clients.uuid, ref.uuid),
  });
}

export function findMembership(db: TDb, clientId: number, userId: number) {
  return db.query.memberships.findFirst({
    where: and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)),
  });
}
