import { bigserial, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Sign-in attempts for the rate limit, kept in PostgreSQL so every app server sees the same
 * counts (servers are stateless). A row is written before the password is checked and deleted
 * when that account signs in from that address, so the rows are failures (or checks still
 * running). Rows older than the window are useless and purged by a job.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The username as typed, lower-cased; also for accounts that do not exist. */
    email: text('email').notNull(),
    /** The address as the limits count it: IPv4 as is, IPv6 as its /64 (`rateLimitAddress`). */
    ip: text('ip').notNull(),
    attemptedAt: instant('attempted_at').notNull().defaultNow(),
  },
  (table) => [
    index('login_attempts_email_idx').on(table.email, table.attemptedAt),
    index('login_attempts_ip_idx').on(table.ip, table.attemptedAt),
    index('login_attempts_attempted_at_idx').on(table.attemptedAt),
  ],
);
