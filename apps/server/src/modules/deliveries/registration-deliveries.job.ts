import type PgBoss from 'pg-boss';
import { forEachLimited } from '../../jobs/for-each-limited';
import { checkLowCreditsOf } from '../credits';
import { REGISTRATION_SENT_QUEUE, type TRegistrationSentJob } from '../registrations';
import {
  runDeliveryRetry,
  runRegistrationSent,
  type TDeliveryDeps,
  type TDeliveryRetryJob,
} from './deliveries.service';
import { DELIVERY_RETRY_QUEUE } from './delivery-jobs';

/** Jobs taken per fetch, and how many of them run at once (each a few queries and one SMTP send). */
const BATCH_SIZE = 32;
const CONCURRENCY = 8;

/**
 * The after-send workers: 'registration.sent' (one per stored registration, queued in the submit
 * statement; one per phase of a workflow form and per resend) makes the round's hook deliveries
 * (each a 'registration.hook' job: deps.startHookRound, the integrations module's, given by the
 * jobs layer so neither module imports the other) and sends the registration's e-mails;
 * 'registration.email' is one more attempt at one e-mail (after an SMTP failure, or retried by hand). Jobs are fetched in batches and run a few
 * at once; one that throws is failed alone (pg-boss retries it; its sent e-mails are not sent
 * again, see deliveries.service), the others complete.
 */
export async function registerDeliveryJobs(
  boss: PgBoss,
  deps: TDeliveryDeps,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<void> {
  const work = {
    batchSize: BATCH_SIZE,
    pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
  };
  // Each job logs through a child carrying the request id its data brings (the submit's, a
  // retry by hand's) and what it is about, so one grep finds a registration's request and jobs.
  const runBatch = async <T extends { req_id?: string }>(
    queue: string,
    jobs: PgBoss.Job<T>[],
    about: (data: T) => Record<string, unknown>,
    run: (jobDeps: TDeliveryDeps, job: PgBoss.Job<T>) => Promise<void>,
  ) =>
    forEachLimited(jobs, CONCURRENCY, async (job) => {
      const log = deps.log.child({ reqId: job.data.req_id, ...about(job.data), jobId: job.id });
      const started = performance.now();
      try {
        await run({ ...deps, log, reqId: job.data.req_id }, job);
        log.info({ queue, ms: Math.round(performance.now() - started) }, 'job done');
      } catch (error) {
        log.error({ err: error, queue }, 'after-send job failed');
        await boss.fail(queue, job.id, { message: String(error) });
      }
    });

  await boss.createQueue(REGISTRATION_SENT_QUEUE);
  await boss.work<TRegistrationSentJob>(REGISTRATION_SENT_QUEUE, work, async (jobs) => {
    await runBatch(
      REGISTRATION_SENT_QUEUE,
      jobs,
      (data) => ({ registrationId: data.registration_id }),
      async (jobDeps, job) => {
        const round = {
          round: job.id,
          clientId: job.data.client_id,
          registrationId: job.data.registration_id,
          ...(job.data.req_id ? { reqId: job.data.req_id } : {}),
        };
        // The hooks first: each is a job of its own, so the e-mails below never hold them up.
        if (job.data.hooks !== false) await deps.startHookRound?.(deps.db, round);
        await runRegistrationSent(jobDeps, round);
      },
    );
    // Each send took a credit: the low-credit warning, once per client of the batch.
    await checkLowCreditsOf(
      deps.db,
      jobs.map((job) => job.data.client_id),
      deps.log,
    );
  });
  await boss.createQueue(DELIVERY_RETRY_QUEUE);
  await boss.work<TDeliveryRetryJob>(DELIVERY_RETRY_QUEUE, work, (jobs) =>
    runBatch(
      DELIVERY_RETRY_QUEUE,
      jobs,
      (data) => ({ deliveryId: data.delivery_id }),
      (jobDeps, job) => runDeliveryRetry(jobDeps, job.data),
    ),
  );
}
