import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Banner shown to every signed-in user (user info's server_notification) while active. */
export const serverNotifications = pgTable(
  'server_notifications',
  {
    id: serial('id').primaryKey(),
    /** Banner colour: info, warning or error. */
    type: text('type').notNull().default('info'),
    message: text('message').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (table) => [
    check('server_notifications_type_known', sql`${table.type} in ('info', 'warning', 'error')`),
  ],
);
