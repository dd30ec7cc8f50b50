import { bigserial, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * The audit log (issue 34): who did what, when and from where. Append-only in the database
 * itself (triggers in the migration: no UPDATE, no TRUNCATE, no DELETE of a row younger than
 * the hard floor), so the app's own role cannot rewrite it. client_id and user_id are no
 * foreign keys on purpose: the log outlives a removed client or user until its period ends, and
 * the user's name is kept as it was when the entry was written.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: instant('at').notNull().defaultNow(),
    /** The client the object belongs to; null for an event across clients (an admin's read). */
    clientId: integer('client_id'),
    userId: integer('user_id'),
    userName: text('user_name'),
    action: text('action').notNull(),
    objectType: text('object_type').notNull(),
    objectId: text('object_id').notNull(),
    registrationUuid: uuid('registration_uuid'),
    formId: integer('form_id'),
    /** The request's IP address as Fastify resolves it (TRUST_PROXY decides). */
    address: text('address'),
    details: jsonb('details').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_client_at_idx').on(table.clientId, table.at.desc(), table.id.desc()),
    index('audit_log_client_registration_idx').on(
      table.clientId,
      table.registrationUuid,
      table.at.desc(),
    ),
    index('audit_log_client_user_idx').on(table.clientId, table.userId, table.at.desc()),
    index('audit_log_client_action_idx').on(table.clientId, table.action, table.at.desc()),
    // The admins' log across clients and the retention purge read by time alone.
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
  ],
);
