import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../db/client';
import type { TMailer } from '../mail/mailer';
import {
  LOW_CREDITS_MAIL_QUEUE,
  sendLowCreditsMail,
  type TLowCreditsMailJob,
} from '../modules/credits';
import { ORDER_MAIL_QUEUE, sendOrderMail, type TOrderMailJob } from '../modules/purchases';

/**
 * The mails of credits and purchases: the low-credit warning and the order confirmation. Each job
 * is one mail; a failure throws, and pg-boss retries it with the options it was queued with.
 */
export async function registerCreditMailJobs(
  boss: PgBoss,
  deps: { db: TDb; mailer: TMailer; log: Logger },
): Promise<void> {
  await boss.createQueue(LOW_CREDITS_MAIL_QUEUE);
  await boss.work<TLowCreditsMailJob>(LOW_CREDITS_MAIL_QUEUE, async ([job]) => {
    if (job) await sendLowCreditsMail(deps, job.data);
  });
  await boss.createQueue(ORDER_MAIL_QUEUE);
  await boss.work<TOrderMailJob>(ORDER_MAIL_QUEUE, async ([job]) => {
    if (job) await sendOrderMail(deps, job.data);
  });
}
