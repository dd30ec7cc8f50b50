import { customType, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant } from './columns';
import { forms } from './forms';
import { users } from './users';

/**
 * JSON kept as the text it was sent as: a saved registration carries its files inline (base64),
 * megabytes that PostgreSQL would otherwise parse into jsonb and compress on every write, to
 * hand them back unread (the server never looks inside). The column is stored uncompressed
 * (migration 0017, STORAGE EXTERNAL): base64 of photos does not compress anyway.
 */
const jsonText = <T>(name: string) =>
  customType<{ data: T; driverData: string }>({
    dataType: () => 'text',
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value) as T,
  })(name);

/**
 * A registration a user saved on a device to send later (doc 1 §2.10, §7 saved-registrations-sync),
 * kept per user and client by its fill_token so the user's other devices get it too. Only its
 * owner ever reads it. It leaves when its fill_token is sent (the sync prunes those), when its
 * form goes, and a year after its last change.
 */
export const savedRegistrations = pgTable(
  'saved_registrations',
  {
    clientId: clientRef(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fillToken: text('fill_token').notNull(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    formName: text('form_name').notNull().default(''),
    formSummary: text('form_summary').notNull().default(''),
    schema: jsonText<unknown[]>('schema').notNull(),
    values: jsonText<Record<string, unknown>>('values').notNull(),
    /** The filler's last change (the device's clock): the version the devices compare. */
    updatedAt: instant('registration_updated_at').notNull(),
    /** Deleted by the filler; kept as a mark so the other devices delete it too. */
    deletedAt: instant('registration_saved_deleted_at'),
    storedAt: instant('stored_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.clientId, table.fillToken] }),
    index('saved_registrations_form_id_idx').on(table.formId),
    index('saved_registrations_client_id_idx').on(table.clientId),
    index('saved_registrations_updated_at_idx').on(table.updatedAt),
  ],
);
