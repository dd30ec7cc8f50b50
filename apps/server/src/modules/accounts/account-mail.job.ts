import { ts } from '@eform/core/messages/server-only';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import { jobSender } from '../../jobs/job-sender';
import type { TMailer } from '../../mail/mailer';
import {
  accountLink,
  composeAccountMail,
  mailHasPasswordLink,
  type TAccountMailKind,
} from './account-mail';
import { issueAccountToken } from './account-tokens';
import { findClientById, findUserById, purgeAccountRows } from './accounts.repository';
import { MAIL_REQUEST_WINDOW_MS } from './mail-requests';

/** The welcome, reset and related mails (issue 21): one job per mail. */
export const ACCOUNT_MAIL_QUEUE = 'account.mail';

/** Payload of {@link ACCOUNT_MAIL_QUEUE}: ids only, never a token or an address. */
export interface TAccountMailJob {
  kind: TAccountMailKind;
  user_id: number;
  client_id: number | null;
}

/** What the worker needs: the database, the mailer and the public URL links are built from. */
export interface TAccountMailDeps {
  db: TDb;
  mailer: TMailer;
  log: Logger;
  publicUrl: string;
}

/** An SMTP failure is tried again: 5 more times, 30 s apart and doubling. */
const RETRY = { retryLimit: 5, retryDelay: 30, retryBackoff: true } as const;

const mailJobs = jobSender<TAccountMailJob>(ACCOUNT_MAIL_QUEUE);

/** False while pg-boss is not installed in this database (no worker could send the mail). */
export function accountMailQueueReady(db: TDb): Promise<boolean> {
  return mailJobs.ready(db);
}

/** Queues an account mail on `db` (a transaction: it commits with the account change). */
export async function queueAccountMail(db: TDb, job: TAccountMailJob): Promise<void> {
  await mailJobs.send(db, job, RETRY);
}

/**
 * Sends one account mail. The link's token is made here, at sending time, so it exists only in
 * the mail; an attempt that fails after making it leaves a token nobody has, replaced by the
 * next attempt's. A user or client removed in the meantime: nothing to send.
 */
export async function runAccountMail(
  deps: TAccountMailDeps,
  job: TAccountMailJob,
  now = new Date(),
): Promise<void> {
  const user = await findUserById(deps.db, job.user_id);
  if (!user) return;
  const client = job.client_id === null ? null : await findClientById(deps.db, job.client_id);
  if (job.client_id !== null && !client) return;
  const purpose = job.kind === 'welcome' ? 'welcome' : 'reset';
  const token = mailHasPasswordLink(job.kind)
    ? await issueAccountToken(deps.db, user.id, purpose, now)
    : null;
  const mail = composeAccountMail({
    kind: job.kind,
    to: user.email,
    name: user.displayName,
    client: client?.name ?? ts('server.mail.account.product'),
    link: accountLink(deps.publicUrl, token),
  });
  await deps.mailer.send(mail);
}

/** Hourly purge of old mail requests and of links expired a month ago. */
export const PURGE_ACCOUNT_LINKS_QUEUE = 'purge-account-links';
// Expired links are kept a while so that an old mail's link still says 'verlopen', not 'ongeldig'.
const KEEP_EXPIRED_LINKS_MS = 30 * 24 * 60 * 60 * 1000;

async function registerPurgeJob(boss: PgBoss, deps: TAccountMailDeps): Promise<void> {
  await boss.createQueue(PURGE_ACCOUNT_LINKS_QUEUE);
  await boss.schedule(PURGE_ACCOUNT_LINKS_QUEUE, '23 * * * *');
  await boss.work(PURGE_ACCOUNT_LINKS_QUEUE, async () => {
    const now = Date.now();
    await purgeAccountRows(deps.db, {
      requestsBefore: new Date(now - MAIL_REQUEST_WINDOW_MS),
      tokensBefore: new Date(now - KEEP_EXPIRED_LINKS_MS),
    });
  });
}

/** The account mail worker and the hourly purge of old links and mail requests. */
export async function registerAccountMailJob(
  boss: PgBoss,
  deps: TAccountMailDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  await registerPurgeJob(boss, deps);
  await boss.createQueue(ACCOUNT_MAIL_QUEUE);
  await boss.work<TAccountMailJob>(
    ACCOUNT_MAIL_QUEUE,
    { batchSize: 8, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1 },
    async (jobs) => {
      for (const job of jobs) {
        try {
          await runAccountMail(deps, job.data);
        } catch (error) {
          deps.log.error({ err: error, jobId: job.id, kind: job.data.kind }, 'account mail failed');
          await boss.fail(ACCOUNT_MAIL_QUEUE, job.id, { message: String(error) });
        }
      }
    },
  );
}
