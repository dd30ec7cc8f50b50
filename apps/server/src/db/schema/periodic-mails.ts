import { PERIODIC_MAIL_PERIODS, type TPeriodicMailPeriod } from '@eform/core/email';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { clientRef } from './client-ref';
import { instant, textArrayLiteral } from './columns';
import { forms } from './forms';

/** Where a periodic mail is. */
export const PERIODIC_MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
/** A status of {@link PERIODIC_MAIL_STATUSES}. */
export type TPeriodicMailStatus = (typeof PERIODIC_MAIL_STATUSES)[number];

/**
 * One periodic registrations mail of a form (doc 2 §3 settings.weeklyRegistrationMail, issue 20):
 * the period it summarises starts on `period_start` (a Dutch calendar day). The key makes it once
 * per form and period, however often the hourly job runs and on however many app servers.
 * `sent_to` lists the recipients that have it, so a retry after a failure mails only the others;
 * `claimed_until` is the lease of the worker sending it. Removed with its form.
 */
export const periodicMails = pgTable(
  'periodic_mails',
  {
    clientId: clientRef(),
    formId: integer('form_id')
      .notNull()
      .references(() => forms.id, { onDelete: 'cascade' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    period: text('period').$type<TPeriodicMailPeriod>().notNull(),
    /** 'pending' until every recipient has it ('sent'), or 'failed' after the last attempt. */
    status: text('status').$type<TPeriodicMailStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    sentTo: text('sent_to').array().notNull().default(sql`'{}'::text[]`),
    registrations: integer('registrations'),
    claimedUntil: instant('claimed_until'),
    createdAt: instant('created_at').notNull().defaultNow(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.formId, table.periodStart] }),
    index('periodic_mails_form_id_idx').on(table.formId),
    check(
      'periodic_mails_period_known',
      sql`${table.period} = any(${textArrayLiteral(PERIODIC_MAIL_PERIODS)})`,
    ),
    check(
      'periodic_mails_status_known',
      sql`${table.status} = any(${textArrayLiteral(PERIODIC_MAIL_STATUSES)})`,
    ),
  ],
);
