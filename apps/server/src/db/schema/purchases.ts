import type { TPurchaseContact } from '@eform/core/api';
import { MODULES, type TModule } from '@eform/core/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, publicUuid, textArrayLiteral, timestamps } from './columns';
import { credits } from './credits';
import { users } from './users';

/** A credit bundle on sale (doc 3 'Credit bundle'); data an admin edits, seeded by a migration. */
export const creditBundles = pgTable(
  'credit_bundles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Cents, excluding VAT. */
    price: integer('price').notNull(),
    credits: integer('credits').notNull(),
    position: smallint('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    check('credit_bundles_price_positive', sql`${table.price} >= 0`),
    check('credit_bundles_credits_positive', sql`${table.credits} > 0`),
  ],
);

/** A module offer on sale (doc 3 'Module offer'): one module, or a package of several. */
export const moduleOffers = pgTable(
  'module_offers',
  {
    /** The key modules-buy sends as selected_module. */
    name: text('name').primaryKey(),
    label: text('label').notNull(),
    description: text('description').notNull().default(''),
    /** Cents, excluding VAT. */
    price: integer('price').notNull(),
    type: text('type').$type<'module' | 'package'>().notNull(),
    modules: text('modules').array().$type<TModule[]>().notNull(),
    position: smallint('position').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    check('module_offers_price_positive', sql`${table.price} >= 0`),
    check('module_offers_type_known', sql`${table.type} in ('module', 'package')`),
    check('module_offers_modules_known', sql`${table.modules} <@ ${textArrayLiteral(MODULES)}`),
  ],
);

/**
 * A purchase (credit bundle or module offer) with its contact, to be invoiced. What was bought is
 * copied (name, price, credits, modules) so later edits of the offers do not change an order.
 * 'pending' waits for the payment provider; 'paid' was granted (credit_id for credits).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clientId: clientRef(),
    kind: text('kind').$type<'credits' | 'module'>().notNull(),
    itemName: text('item_name').notNull(),
    price: integer('price').notNull(),
    credits: integer('credits'),
    modules: text('modules').array().$type<TModule[]>().notNull().default(sql`'{}'::text[]`),
    contact: jsonb('contact').$type<TPurchaseContact>().notNull(),
    status: text('status').$type<'pending' | 'paid'>().notNull(),
    creditId: integer('credit_id').references(() => credits.id, { onDelete: 'set null' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (table) => [
    index('orders_client_id_idx').on(table.clientId, table.createdAt),
    index('orders_created_by_idx').on(table.createdBy),
    index('orders_credit_id_idx').on(table.creditId),
    check('orders_kind_known', sql`${table.kind} in ('credits', 'module')`),
    check('orders_status_known', sql`${table.status} in ('pending', 'paid')`),
  ],
);

/**
 * The low-credit warning state of a client: mailed_at set once the client managers were warned,
 * cleared when the credits are at or above the limit again. The row is locked while a transition
 * is decided, so concurrent checks warn once.
 */
export const lowCreditAlerts = pgTable('low_credit_alerts', {
  clientId: clientRef().primaryKey(),
  mailedAt: instant('mailed_at'),
});
