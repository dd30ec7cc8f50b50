import {
  HOOK_STATUSES,
  HOOK_TYPES,
  type THookStatus,
  type THookType,
} from '@eform/core/api/integrations';
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
import { forms } from './forms';
import { registrations } from './registrations';

/**
 * The secrets of a form's integrations (issue 31), one row per hook (`hook_id` of the form's
 * webhook_integrations): a post-to-url hook's signing secret and a Signalen hook's bearer
 * token. Never in the form's JSON nor its revisions, never in an answer but the one that made
 * the signing secret. Kept when the hook is taken out of the form (a revision restore brings
 * the hook back with its secret); removed with the form.
 */
export const hookSecrets = pgTable(
  'hook_secrets',
  {
    clientId: clientRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    hookId: text('hook_id').notNull(),
    signingSecret: text('signing_secret'),
    siaToken: text('sia_token'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.formId, table.hookId] }),
    index('hook_secrets_form_id_idx').on(table.formId),
  ],
);

/**
 * One hook of one registration in one round (the id of the 'registration.sent' job that made
 * it: the send, each later phase of a workflow form, a resend with its hooks): made once per
 * round however often the job runs (the unique key). `uuid` is the idempotency key the receiver
 * gets on every attempt. `hook_name` and `hook_type` are the hook's at that time. Status:
 * 'pending' until the first attempt ends, then 'success' or 'error' (the last attempt failed;
 * `next_attempt_at` when a retry is planned). `claimed_until` is the lease of the worker
 * attempting it, as for the e-mails. Removed with its registration.
 */
export const hookDeliveries = pgTable(
  'hook_deliveries',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    formId: integer('form_id').notNull(),
    registrationId: bigint('registration_id', { mode: 'number' }).notNull(),
    hookId: text('hook_id').notNull(),
    round: uuid('round').notNull(),
    hookName: text('hook_name').notNull(),
    hookType: text('hook_type').$type<THookType>().notNull(),
    status: text('status').$type<THookStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    firstAttemptAt: instant('first_attempt_at'),
    nextAttemptAt: instant('next_attempt_at'),
    claimedUntil: instant('claimed_until'),
    /** Signalen: the signal made (kept across retries, so a retry never makes a second one). */
    signalId: text('signal_id'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('hook_deliveries_round_key').on(
      table.clientId,
      table.registrationId,
      table.hookId,
      table.round,
    ),
    uniqueIndex('hook_deliveries_client_uuid_key').on(table.clientId, table.uuid),
    // The latest delivery per hook of a registration (its status on the list and answer).
    index('hook_deliveries_latest_idx').on(
      table.clientId,
      table.registrationId,
      table.hookId,
      table.id,
    ),
    // The list's hook_status filter: a form's deliveries in one status.
    index('hook_deliveries_form_status_idx').on(
      table.clientId,
      table.formId,
      table.status,
      table.registrationId,
    ),
    foreignKey({
      name: 'hook_deliveries_registration_fk',
      columns: [table.clientId, table.registrationId],
      foreignColumns: [registrations.clientId, registrations.id],
    }).onDelete('cascade'),
    check(
      'hook_deliveries_status_known',
      sql`${table.status} = any(${textArrayLiteral(HOOK_STATUSES)})`,
    ),
    check(
      'hook_deliveries_type_known',
      sql`${table.hookType} = any(${textArrayLiteral(HOOK_TYPES)})`,
    ),
  ],
);

/**
 * One attempt at a hook delivery: when, the receiver's status code, how long it took, the
 * answer's first 2 KB, and why it failed (Dutch). Removed with its delivery.
 */
export const hookAttempts = pgTable(
  'hook_attempts',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    deliveryId: bigint('delivery_id', { mode: 'number' }).notNull(),
    at: instant('at').notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    error: text('error'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    index('hook_attempts_delivery_idx').on(table.clientId, table.deliveryId, table.id),
    foreignKey({
      name: 'hook_attempts_delivery_fk',
      columns: [table.clientId, table.deliveryId],
      foreignColumns: [hookDeliveries.clientId, hookDeliveries.id],
    }).onDelete('cascade'),
  ],
);
