import { CLIENT_ROLES } from '@eform/core/permissions';

type TClientRole = (typeof CLIENT_ROLES)[number];

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, publicUuid, textArrayLiteral, timestamps } from './columns';
import { users } from './users';

/**
 * A user's access to one client with the roles held there: the spec's user_permission. Being a
 * member with no roles means being a form filler of that client ('authenticated' is implied).
 */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: clientRef(),
    roles: text('roles').array().$type<TClientRole[]>().notNull().default(sql`'{}'::text[]`),
    /** The user is on the client's terms-and-conditions list (terms_and_conditions_users). */
    requireTerms: boolean('require_terms').notNull().default(false),
    termsAcceptedAt: instant('terms_accepted_at'),
    ...timestamps(),
  },
  (table) => [
    unique('memberships_user_client_key').on(table.userId, table.clientId),
    index('memberships_client_id_idx').on(table.clientId),
    check('memberships_roles_known', sql`${table.roles} <@ ${textArrayLiteral(CLIENT_ROLES)}`),
  ],
);
