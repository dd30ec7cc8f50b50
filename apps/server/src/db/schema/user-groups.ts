import { index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, publicUuid, timestamps } from './columns';
import { users } from './users';

/** A named set of users within one client; groups get access to forms. */
export const userGroups = pgTable(
  'user_groups',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    clientId: clientRef(),
    label: text('label').notNull(),
    ...timestamps(),
  },
  (table) => [index('user_groups_client_id_idx').on(table.clientId)],
);

export const userGroupMembers = pgTable(
  'user_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => userGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    // "Which groups is this user in" (form access checks) walks from the user side.
    index('user_group_members_user_id_idx').on(table.userId),
  ],
);
