import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Unfinished starts of a piece of heavy work on untrusted content (a Word template, an e-mail's
 * rendering, an export, a datasource import), keyed by what is worked on ('email-word:3:17').
 * A run counts its start here, committed before the work, and deletes the row when it ends
 * (done or failed with a reason); a row left behind is a run whose process died (kill -9, OOM,
 * a V8 abort). The third start of the same work finds two and marks the work failed instead of
 * running it (jobs/job-attempts.ts). Not tenant data: rows live minutes, keyed by job.
 */
export const jobAttempts = pgTable(
  'job_attempts',
  {
    key: text('key').primaryKey(),
    /** Starts without an end, this one included. */
    starts: integer('starts').notNull().default(1),
    firstStartedAt: instant('first_started_at').notNull().defaultNow(),
    lastStartedAt: instant('last_started_at').notNull().defaultNow(),
  },
  (table) => [check('job_attempts_starts_positive', sql`${table.starts} > 0`)],
);
