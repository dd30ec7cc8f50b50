import { boolean, index, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { publicUuid, timestamps } from './columns';

/** A folder of forms within one client. Hidden folders stay visible for filling in. */
export const folders = pgTable(
  'folders',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clientId: clientRef(),
    name: text('name').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    ...timestamps(),
  },
  (table) => [index('folders_client_id_idx').on(table.clientId, table.name)],
);
