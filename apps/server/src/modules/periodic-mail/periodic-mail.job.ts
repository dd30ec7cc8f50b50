import type PgBoss from 'pg-boss';
import { runPeriodicMails, type TPeriodicMailDeps } from './periodic-mail.service';

export const PERIODIC_MAIL_QUEUE = 'periodic-mail';
/** Hourly, a few minutes past: a mail due at 06:00 goes at 06:05; a missed hour is made up. */
export const PERIODIC_MAIL_CRON = '5 * * * *';

/** The periodic registrations mail (doc 2 §9): an hourly pg-boss cron job. */
export async function registerPeriodicMailJob(
  boss: PgBoss,
  deps: TPeriodicMailDeps,
): Promise<void> {
  await boss.createQueue(PERIODIC_MAIL_QUEUE);
  await boss.schedule(PERIODIC_MAIL_QUEUE, PERIODIC_MAIL_CRON);
  await boss.work(PERIODIC_MAIL_QUEUE, async () => {
    const run = await runPeriodicMails(deps);
    if (run.sent + run.failed > 0) deps.log.info(run, 'periodic mails');
  });
}
