import type { TElement } from '@eform/core/elements';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant } from './columns';
import { users } from './users';

/**
 * A favourite element (doc 2 §3): a copy of an element a form editor kept under a name, per user
 * and client, to add to other forms. The element is parsed with core's schema before it is
 * written; adding it to a form gives it a new uuid and a unique data name there.
 */
export const favoriteElements = pgTable(
  'favorite_elements',
  {
    clientId: clientRef(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    uuid: uuid('uuid').notNull().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    element: jsonb('element').$type<TElement>().notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.id] }),
    // The editor's list: one user's favourites in one client, newest first.
    index('favorite_elements_client_user_idx').on(table.clientId, table.userId, table.createdAt),
    index('favorite_elements_uuid_idx').on(table.uuid),
    // A user's removal cascades by user id.
    index('favorite_elements_user_id_idx').on(table.userId),
  ],
);
