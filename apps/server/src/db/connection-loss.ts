import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { TDb } from './client';

/**
 * PostgreSQL's codes for a session it ended or would not start: class 08 (connection exception)
 * and 57P01-57P03 (administrator shutdown, crash shutdown, cannot connect now: a restart).
 */
const LOST_CODES = /^(08|57P0[123])/;
/** Node's socket errors for a database that went away or is not listening (yet). */
const LOST_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);
/** node-postgres's own words for a connection it lost. */
const LOST_MESSAGES = /Connection terminated|not queryable|Connection ended/i;

/** Whether `error` (or an error it wraps, e.g. Drizzle's) is a lost database connection. */
export function isConnectionLoss(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (LOST_CODES.test(code) || LOST_ERRNOS.has(code))) return true;
  if (typeof message === 'string' && LOST_MESSAGES.test(message)) return true;
  return isConnectionLoss(cause, depth + 1);
}

/**
 * A database restart must not end the process. pg-boss 10 does not await the statements that
 * complete or fail a worked job (`this.complete(...)` / `this.fail(...)` in its manager's
 * watch): when PostgreSQL restarts at that moment the rejection is unhandled, and Node ends the
 * process (seen: every submit after the restart refused until someone started the server
 * again). Such a job stays active and comes back after its expiry (jobs/queue-settings.ts), as
 * after a killed worker. Only a lost connection is let through, logged; any other unhandled
 * rejection still ends the process as before. Answers a function that removes the handler.
 */
export function surviveLostConnections(log: Logger): () => void {
  const handler = (reason: unknown) => {
    if (!isConnectionLoss(reason)) throw reason;
    log.warn({ err: reason }, 'database connection lost in the background; the work comes back');
  };
  process.on('unhandledRejection', handler);
  return () => process.off('unhandledRejection', handler);
}

/** How long work whose database went away waits for it to answer again (databaseBack). */
export const DATABASE_BACK_WAIT_MS = 60_000;
const DATABASE_BACK_POLL_MS = 250;

/**
 * Waits until the database answers again (a restart takes seconds), at most `ms`; answers
 * whether it did. Never throws.
 */
export async function databaseBack(db: TDb, ms = DATABASE_BACK_WAIT_MS): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch {
      if (Date.now() >= until) return false;
      await sleep(DATABASE_BACK_POLL_MS);
    }
  }
}
