import {
  EXPORT_FORMATS,
  EXPORT_STATES,
  type TExportFormat,
} from '@eform/core/api/registrations-admin';
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
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, textArrayLiteral } from './columns';
import { forms } from './forms';
import { users } from './users';

/** Where an export is (core's EXPORT_STATES). */
export type TExportState = (typeof EXPORT_STATES)[number];

/**
 * An export of a form's registrations (doc 2 §4 'CSV download'), the spec's queue item: asked by
 * one user, downloadable by that user alone until `expires_at` (24 h), then removed with its file
 * by the exports cleanup job. `query` is the list query it was asked with (filters, trash, status,
 * sort), so the job exports exactly what the list showed. `file_key` is the storage key of the
 * finished file.
 */
export const registrationExports = pgTable(
  'registration_exports',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    format: text('format').$type<TExportFormat>().notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    state: text('state').$type<TExportState>().notNull().default('queued'),
    total: integer('total').notNull(),
    processed: integer('processed').notNull().default(0),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    fileName: text('file_name').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('registration_exports_client_uuid_key').on(table.clientId, table.uuid),
    // Paths carry only the queue_id.
    index('registration_exports_uuid_idx').on(table.uuid),
    // The cleanup: expired exports, oldest first.
    index('registration_exports_expires_idx').on(table.expiresAt),
    index('registration_exports_form_id_idx').on(table.formId),
    index('registration_exports_user_id_idx').on(table.userId),
    index('registration_exports_file_key_idx').on(table.fileKey),
    check(
      'registration_exports_format_known',
      sql`${table.format} = any(${textArrayLiteral(EXPORT_FORMATS)})`,
    ),
    check(
      'registration_exports_state_known',
      sql`${table.state} = any(${textArrayLiteral(EXPORT_STATES)})`,
    ),
    check('registration_exports_processed_range', sql`${table.processed} >= 0`),
  ],
);
