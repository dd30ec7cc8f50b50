import { DELIVERY_STATUSES, type TDeliveryStatus } from '@eform/core/api/registrations';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, textArrayLiteral } from './columns';
import { registrations } from './registrations';

/**
 * One e-mail of a registration's after-send job (issue 20): the e-mail setting at
 * `setting_index` of the form, sent in `round` (the id of the 'registration.sent' job that made
 * it: a resend is a new round, a job handled twice is the same round, so the unique key makes
 * its rows once). `claimed_until` is the lease of the worker sending it: a row is claimed by an
 * UPDATE that only takes a pending or retrying row whose lease ran out, so two workers never
 * send the same e-mail. Removed with its registration.
 */
export const registrationDeliveries = pgTable(
  'registration_deliveries',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    registrationId: bigint('registration_id', { mode: 'number' }).notNull(),
    round: uuid('round').notNull(),
    settingIndex: integer('setting_index').notNull(),
    /** Who it went (or goes) to, for the registration detail: 'aan: …; cc: …'. */
    recipients: text('recipients').notNull().default(''),
    status: text('status').$type<TDeliveryStatus>().notNull().default('pending'),
    /** Why the last attempt failed (Dutch), null once sent. */
    reason: text('reason'),
    attempts: integer('attempts').notNull().default(0),
    claimedUntil: instant('claimed_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('registration_deliveries_round_key').on(
      table.clientId,
      table.registrationId,
      table.round,
      table.settingIndex,
    ),
    uniqueIndex('registration_deliveries_client_uuid_key').on(table.clientId, table.uuid),
    // Paths carry only the delivery's uuid.
    index('registration_deliveries_uuid_idx').on(table.uuid),
    foreignKey({
      name: 'registration_deliveries_registration_fk',
      columns: [table.clientId, table.registrationId],
      foreignColumns: [registrations.clientId, registrations.id],
    }).onDelete('cascade'),
    check(
      'registration_deliveries_status_known',
      sql`${table.status} = any(${textArrayLiteral(DELIVERY_STATUSES)})`,
    ),
  ],
);
