import { SUBJECT_EXPORT_STATES, type TSubjectExportState } from '@eform/core/api/subject-requests';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
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
import { users } from './users';

/**
 * An export of a person's registrations across a client's forms (issue 34, a subject request):
 * asked by one client manager, downloadable by that user alone until `expires_at` (24 h), then
 * removed with its zip by the hourly cleanup. `registration_ids` are the registrations' internal
 * ids within the client (checked when it was asked); one erased before the job runs is skipped.
 * `processed` counts the registrations written so far, for the progress.
 */
export const subjectExports = pgTable(
  'subject_exports',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    registrationIds: bigint('registration_ids', { mode: 'number' }).array().notNull(),
    state: text('state').$type<TSubjectExportState>().notNull().default('queued'),
    processed: integer('processed').notNull().default(0),
    error: text('error'),
    fileKey: text('file_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    createdAt: instant('created_at').notNull().defaultNow(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('subject_exports_client_uuid_key').on(table.clientId, table.uuid),
    // The cleanup: expired exports, oldest first.
    index('subject_exports_expires_idx').on(table.expiresAt),
    index('subject_exports_user_id_idx').on(table.userId),
    index('subject_exports_file_key_idx').on(table.fileKey),
    check(
      'subject_exports_state_known',
      sql`${table.state} = any(${textArrayLiteral(SUBJECT_EXPORT_STATES)})`,
    ),
  ],
);
