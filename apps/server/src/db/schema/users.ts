import { GLOBAL_ROLES } from '@eform/core/permissions';

type TGlobalRole = (typeof GLOBAL_ROLES)[number];

import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { instant, publicUuid, textArrayLiteral, timestamps } from './columns';

/** An account. The e-mail address is the username; unique regardless of case. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    email: text('email').notNull(),
    displayName: text('display_name').notNull().default(''),
    /** argon2id PHC string; null until the user sets a password (welcome mail flow). */
    passwordHash: text('password_hash'),
    /** Roles held on the account itself (admin, eform_employee); the rest is per membership. */
    globalRoles: text('global_roles')
      .array()
      .$type<TGlobalRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastAccessAt: instant('last_access_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    check(
      'users_global_roles_known',
      sql`${table.globalRoles} <@ ${textArrayLiteral(GLOBAL_ROLES)}`,
    ),
  ],
);
