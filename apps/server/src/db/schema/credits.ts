import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, publicUuid, timestamps } from './columns';
import { users } from './users';

/** Purchase contact stored with a credit entry (admin add and buy credits send these). */
export interface TCreditContact {
  company?: string;
  addressedTo?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  email?: string;
  taxNumber?: string;
}

/**
 * One credit entry (the spec's eform_credit): a bought or granted bundle with an expiry. Its
 * credits_left is NOT a column here: the balance lives in `credit_slots`, see there for why.
 */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clientId: clientRef(),
    name: text('name').notNull(),
    creditsTotal: integer('credits_total').notNull(),
    /** Null: never expires. Credits bought are valid CREDITS_VALID_YEARS. */
    expiresAt: instant('expires_at'),
    contact: jsonb('contact').$type<TCreditContact>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    index('credits_client_id_idx').on(table.clientId, table.expiresAt),
    index('credits_created_by_idx').on(table.createdBy),
    check('credits_total_positive', sql`${table.creditsTotal} >= 0`),
  ],
);

/**
 * The balance of a credit entry, split over a few slot rows. Each sent registration takes one
 * credit from any unlocked slot (FOR UPDATE SKIP LOCKED), so concurrent submits of one client do
 * not queue on a single row lock; the CHECK keeps every slot, and so the client, at or above zero.
 * credits_left of an entry = sum of its slots.
 */
export const creditSlots = pgTable(
  'credit_slots',
  {
    creditId: integer('credit_id')
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    /** Copied from the entry (never changes) so the consume query filters slots by client. */
    clientId: clientRef(),
    creditsLeft: integer('credits_left').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.creditId, table.slot] }),
    // Not partial: the client foreign key's cascade looks slots up by client_id as well.
    index('credit_slots_client_id_idx').on(table.clientId),
    check('credit_slots_left_not_negative', sql`${table.creditsLeft} >= 0`),
  ],
);

/**
 * One consumption, insert-only (no contended row): the history behind the credit-usage charts and
 * reports. It grows with registrations, so client_id leads its primary key (distribution by
 * client later). registration_id is the registration's bigint id.
 */
export const creditUsages = pgTable(
  'credit_usages',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    clientId: clientRef(),
    creditId: integer('credit_id')
      .notNull()
      .references(() => credits.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull().default(1),
    registrationId: bigint('registration_id', { mode: 'number' }),
    usedAt: instant('used_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('credit_usages_client_used_at_idx').on(table.clientId, table.usedAt),
    // The admins' chart of all clients (api/clients/all/chart-credit-usages): a year or month.
    index('credit_usages_used_at_idx').on(table.usedAt),
    index('credit_usages_credit_id_idx').on(table.creditId),
  ],
);
