import { ts } from '@eform/core/messages/server-only';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import type { TMailer } from '../../mail/mailer';
import {
  listClientManagerEmails,
  lockLowCreditAlert,
  readLowCreditState,
  setLowCreditMailed,
} from './low-credits.repository';

/** The low-credit warning mail of one client (pg-boss, retried). */
export const LOW_CREDITS_MAIL_QUEUE = 'client.low-credits-mail';

/** Payload of {@link LOW_CREDITS_MAIL_QUEUE}: the balance and limit when the warning was decided. */
export interface TLowCreditsMailJob {
  client_id: number;
  credits: number;
  limit: number;
}

const lowCreditMails = jobSender<TLowCreditsMailJob>(LOW_CREDITS_MAIL_QUEUE);

/** Retries of a warning mail that fails (SMTP down): 5 more, 1 minute apart and growing. */
export const MAIL_JOB_OPTIONS = { retryLimit: 5, retryDelay: 60, retryBackoff: true } as const;

/**
 * The low-credit warning (doc 3 'Low credits', issue 21 item 5): when a client's credits are
 * below its low_credit_email_limit, its client managers get ONE mail; the warning is armed again
 * only once the credits are at or above the limit (a top-up), so they fall below it again first.
 * Called after sends (the after-send job, per batch) and after credits are added.
 *
 * The state is the low_credit_alerts row (mailed_at). A cheap unlocked read decides whether
 * anything changes (nearly always not); a change is decided again under that row's lock with a
 * fresh balance read after the lock was taken, so concurrent checks (many after-send workers, a
 * top-up at the same moment) warn once and never re-arm on a stale balance. The mail is queued in
 * the same transaction as the flag.
 */
export async function checkLowCredits(db: TDb, clientId: number, now = new Date()) {
  const state = await readLowCreditState(db, clientId, now);
  if (!state) return;
  const low = state.balance < state.limit;
  if (low === state.mailed) return;
  if (low && !(await lowCreditMails.ready(db))) return;
  await db.transaction(async (tx) => {
    const mailed = await lockLowCreditAlert(tx, clientId);
    const fresh = await readLowCreditState(tx, clientId, now);
    if (!fresh) return;
    const lowNow = fresh.balance < fresh.limit;
    if (lowNow && !mailed) {
      await setLowCreditMailed(tx, clientId, now);
      await lowCreditMails.send(
        tx,
        { client_id: clientId, credits: fresh.balance, limit: fresh.limit },
        MAIL_JOB_OPTIONS,
      );
    } else if (!lowNow && mailed) {
      await setLowCreditMailed(tx, clientId, null);
    }
  });
}

/** {@link checkLowCredits} for each client once; a failure is logged, never thrown. */
export async function checkLowCreditsOf(db: TDb, clientIds: number[], log: Logger) {
  for (const clientId of new Set(clientIds)) {
    try {
      await checkLowCredits(db, clientId);
    } catch (error) {
      log.error({ err: error, clientId }, 'low-credit check failed');
    }
  }
}

/** Sends the warning to the client's client managers (one mail, all of them as recipients). */
export async function sendLowCreditsMail(
  deps: { db: TDb; mailer: TMailer },
  job: TLowCreditsMailJob,
): Promise<void> {
  const state = await readLowCreditState(deps.db, job.client_id, new Date());
  const to = await listClientManagerEmails(deps.db, job.client_id);
  if (!state || to.length === 0) return;
  const client = state.name;
  await deps.mailer.send({
    to,
    subject: ts('mail.lowCredits.subject', { client }),
    text: [
      ts('mail.lowCredits.greeting'),
      '',
      ts('mail.lowCredits.body', { client, credits: job.credits, limit: job.limit }),
      '',
      ts('mail.lowCredits.action'),
      '',
      ts('mail.order.closing'),
      ts('mail.order.signature'),
    ].join('\n'),
  });
}
