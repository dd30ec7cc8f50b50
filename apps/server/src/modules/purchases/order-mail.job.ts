import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TMailer } from '../../mail/mailer';
import { ORDER_MAIL_QUEUE, sendOrderMail, type TOrderMailJob } from './order-mail';

/**
 * The order confirmation mails. Each job is one mail; a failure throws, and pg-boss retries it
 * with the options it was queued with.
 */
export async function registerOrderMailJob(
  boss: PgBoss,
  deps: { db: TDb; mailer: TMailer; log: Logger },
): Promise<void> {
  await boss.createQueue(ORDER_MAIL_QUEUE);
  await boss.work<TOrderMailJob>(ORDER_MAIL_QUEUE, async ([job]) => {
    if (job) await sendOrderMail(deps, job.data);
  });
}
