import type { TCreditBundlesBody, TModuleOffersBody, TPurchaseContact } from '@eform/core/api';
import type { TModule } from '@eform/core/constants';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { clients, creditBundles, moduleOffers, orders, users } from '../../db/schema';

export function listBundleRows(db: TDb) {
  return db
    .select()
    .from(creditBundles)
    .orderBy(asc(creditBundles.position), asc(creditBundles.price), asc(creditBundles.id));
}

export function findBundle(db: TDb, id: number) {
  return db.query.creditBundles.findFirst({ where: eq(creditBundles.id, id) });
}

export function listOfferRows(db: TDb) {
  return db.select().from(moduleOffers).orderBy(asc(moduleOffers.position), asc(moduleOffers.name));
}

export function findOffer(db: TDb, name: string) {
  return db.query.moduleOffers.findFirst({ where: eq(moduleOffers.name, name) });
}

/** Replaces the bundles on sale (orders keep their own copy of what was bought). */
export async function replaceBundles(db: TDb, bundles: TCreditBundlesBody) {
  await db.delete(creditBundles);
  if (bundles.length === 0) return;
  await db.insert(creditBundles).values(bundles.map((b, position) => ({ ...b, position })));
}

/** Replaces the module offers on sale. */
export async function replaceOffers(db: TDb, offers: TModuleOffersBody) {
  await db.delete(moduleOffers);
  if (offers.length === 0) return;
  await db.insert(moduleOffers).values(offers.map((o, position) => ({ ...o, position })));
}

export interface TNewOrder {
  kind: 'credits' | 'module';
  itemName: string;
  price: number;
  credits: number | null;
  modules: TModule[];
  contact: TPurchaseContact;
  status: 'pending' | 'paid';
  createdBy: number;
}

/**
 * Serialises the orders of a client until the transaction ends, and answers how many it placed
 * since `since` and when the oldest of those was placed.
 */
export async function lockAndCountOrders(
  tx: TDb,
  clientId: number,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('orders'), ${clientId})`);
  const [row] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${orders.createdAt})`,
    })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), gte(orders.createdAt, since)));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return { count: row?.count ?? 0, oldest };
}

export async function insertOrder(db: TDb, clientId: number, order: TNewOrder) {
  const [row] = await db
    .insert(orders)
    .values({ clientId, ...order })
    .returning();
  if (!row) throw new Error('order not inserted');
  return row;
}

/** Marks a pending order paid; the order, or undefined when it was not pending. */
export async function setOrderPaid(db: TDb, orderId: number) {
  const [row] = await db
    .update(orders)
    .set({ status: 'paid', paidAt: new Date() })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')))
    .returning();
  return row;
}

export function findOrderByUuid(db: TDb, uuid: string) {
  return db.query.orders.findFirst({ where: eq(orders.uuid, uuid) });
}

export async function setOrderCredit(db: TDb, orderId: number, creditId: number) {
  await db.update(orders).set({ creditId }).where(eq(orders.id, orderId));
}

/** Adds modules to the client's enabled ones (each once). */
export async function enableClientModules(db: TDb, clientId: number, modules: TModule[]) {
  await db
    .update(clients)
    .set({
      modules: sql`array(select distinct m from unnest(${clients.modules} || ${sql.param(modules)}::text[]) m order by m)`,
    })
    .where(eq(clients.id, clientId));
}

/** An order with its client's name, for the confirmation mail. */
export async function findOrderWithClient(db: TDb, orderId: number) {
  const [row] = await db
    .select({ order: orders, clientName: clients.name })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(eq(orders.id, orderId));
  return row;
}

/** E-mail addresses of the admins (global role admin): they invoice orders. */
export async function listAdminEmails(db: TDb): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`'admin' = any(${users.globalRoles})`)
    .orderBy(users.email);
  return rows.map((r) => r.email);
}
