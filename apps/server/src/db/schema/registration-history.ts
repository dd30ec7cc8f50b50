import { REVIEW_STATES, type TReviewState } from '@eform/core/api/registrations';
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
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, textArrayLiteral } from './columns';
import { users } from './users';

/**
 * Every review a manager gave a registration (issue 34), insert-only: the history behind
 * registrations.review_state, which holds the latest. Removed with the registration's client;
 * a registration's rows go when it is purged from the trash or its form is deleted.
 */
export const registrationReviews = pgTable(
  'registration_reviews',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    registrationId: bigint('registration_id', { mode: 'number' }).notNull(),
    state: text('state').$type<TReviewState>().notNull(),
    comment: text('comment'),
    /** Null once the user is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('registration_reviews_registration_idx').on(
      table.clientId,
      table.registrationId,
      table.at.desc(),
    ),
    index('registration_reviews_user_idx').on(table.userId),
    check(
      'registration_reviews_state_known',
      sql`${table.state} = any(${textArrayLiteral(REVIEW_STATES)})`,
    ),
  ],
);

/**
 * The versions of a corrected registration's values (issue 34), insert-only. Written from the
 * first correction on: version 1 is the values as sent (`user_id` null: the sender), each
 * correction the next number; registrations.values always holds the latest. A registration never
 * corrected has no rows (its values are its only version).
 */
export const registrationVersions = pgTable(
  'registration_versions',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    registrationId: bigint('registration_id', { mode: 'number' }).notNull(),
    version: integer('version').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    /** Who corrected; null for version 1 (the sender) and once the user is removed. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    comment: text('comment'),
    at: instant('at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('registration_versions_version_key').on(
      table.clientId,
      table.registrationId,
      table.version,
    ),
    index('registration_versions_user_idx').on(table.userId),
    check('registration_versions_version_positive', sql`${table.version} >= 1`),
  ],
);
