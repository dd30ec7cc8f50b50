import { MODULES, type TModule } from '@eform/core/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { publicUuid, textArrayLiteral, timestamps } from './columns';

/** A client: an organisation that owns forms, folders, users, groups, credits and modules. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    uuid: publicUuid(),
    name: text('name').notNull(),
    /** Paid modules enabled for the client (subset of MODULES). */
    modules: text('modules').array().$type<TModule[]>().notNull().default(sql`'{}'::text[]`),
    /** Below this many credits the client managers get a warning mail. */
    lowCreditEmailLimit: integer('low_credit_email_limit').notNull().default(0),
    /** Shown on the self-registration page (filtered_html). */
    registerIntroText: text('register_intro_text').notNull().default(''),
    /** Whether users flagged on their membership must accept the terms before working. */
    termsAndConditionsRequired: boolean('terms_and_conditions_required').notNull().default(false),
    ...timestamps(),
  },
  (table) => [
    check('clients_modules_known', sql`${table.modules} <@ ${textArrayLiteral(MODULES)}`),
    check('clients_low_credit_limit_positive', sql`${table.lowCreditEmailLimit} >= 0`),
  ],
);
