import { type TWordFileStatus, WORD_FILE_STATES } from '@eform/core/api';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  foreignKey,
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
import { forms } from './forms';
import { files } from './registrations';

/**
 * A Word template of a form's e-mails (issue 20, doc 2 §7) and its processing: uploaded through
 * api/file-upload/email-word (or named by a saved e-mail setting), checked by the
 * 'email-word.process' job, which lists its tokens and those the form does not know. While any
 * of a form's templates is `pending` the form cannot be filled (metadata
 * email_word_files_processed). Removed with its file or form.
 */
export const emailWordFiles = pgTable(
  'email_word_files',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    status: text('status').$type<TWordFileStatus>().notNull().default('pending'),
    tokens: jsonb('tokens').$type<string[]>().notNull().default([]),
    unknownTokens: jsonb('unknown_tokens').$type<string[]>().notNull().default([]),
    /** Why the template was refused (Dutch), null otherwise. */
    error: text('error'),
    createdAt: instant('created_at').notNull().defaultNow(),
    processedAt: instant('processed_at'),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    uniqueIndex('email_word_files_form_file_key').on(table.clientId, table.formId, table.fileId),
    index('email_word_files_form_idx').on(table.formId),
    foreignKey({
      name: 'email_word_files_file_fk',
      columns: [table.clientId, table.fileId],
      foreignColumns: [files.clientId, files.id],
    }).onDelete('cascade'),
    check(
      'email_word_files_status_known',
      sql`${table.status} = any(${textArrayLiteral(WORD_FILE_STATES)})`,
    ),
  ],
);
