import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../mail/mailer';
import { LOW_CREDITS_MAIL_QUEUE, sendLowCreditsMail, type TLowCreditsMailJob } from './low-credits';

/**
 * The low-credit warning mails. Each job is one mail; a failure throws, and pg-boss retries it
 * with the options it was queued with.
 */
export async function registerLowCreditsMailJob(
  boss: PgBoss,
  deps: { db: TDb; mailer: TMailer; log: Logger },
): Promise<void> {
  await boss.createQueue(LOW_CREDITS_MAIL_QUEUE);
  await boss.work<TLowCreditsMailJob>(LOW_CREDITS_MAIL_QUEUE, async ([job]) => {
    if (job) await sendLowCreditsMail(deps, job.data);
  });
}
