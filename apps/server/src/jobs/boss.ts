import { AUDIT_LOG_RETENTION_DEFAULT_DAYS } from '@eform/core/constants';
import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { TDb } from '../db/client';
import type { TOutboundPolicy } from '../http/outbound';
import type { TMailer } from '../mail/mailer';
import { registerAccountMailJob } from '../modules/accounts';
import { registerAuditPurgeJob } from '../modules/audit';
import { registerPurgeAuthJob } from '../modules/auth';
import { registerClientRemovalJob } from '../modules/client-admin';
import { registerLowCreditsMailJob } from '../modules/credits';
import { registerDashboardReportJob } from '../modules/dashboard-admin';
import { registerDatasourceJobs } from '../modules/datasources';
import {
  PDF_WITH_MESSAGE,
  queueDeliveryRetry,
  registerDeliveryJobs,
  type TDeliveryDeps,
} from '../modules/deliveries';
import { registerEmailWordJobs, renderWordAttachment } from '../modules/email-word';
import { registerExportJobs } from '../modules/exports';
import { registerPurgeUploadsJob } from '../modules/files';
import {
  HOOK_QUEUE,
  registerHookJobs,
  startHookRound,
  type THookDeps,
} from '../modules/integrations';
import { registerPeriodicMailJob } from '../modules/periodic-mail';
import { registerOrderMailJob } from '../modules/purchases';
import {
  REGISTRATION_SENT_QUEUE,
  registerPurgeTrashJob,
  registerRetentionJob,
} from '../modules/registrations';
import { registerSubjectExportJobs } from '../modules/subject-requests';
import type { TMetrics } from '../observability/metrics';
import type { TStorage } from '../storage/storage';
import { BOSS_SCHEMA } from './boss-schema';
import { withQueueCreationLock } from './job-queue.repository';
import {
  applyQueueSettings,
  maintenanceSeconds,
  queueExpireSeconds,
  type TJobTimings,
} from './queue-settings';

export { BOSS_SCHEMA };

/**
 * pg-boss whose queues are created one process at a time (withQueueCreationLock): the lock is
 * held on a connection of `db` while pg-boss creates the queue on its own. pg-boss copies its
 * functions onto each instance in its constructor (createQueue among them), so a method declared
 * here would never be called: the instance's own createQueue is wrapped instead.
 */
export class QueueLockingBoss extends PgBoss {
  constructor(options: PgBoss.ConstructorOptions, db: TDb) {
    super(options);
    const create = this.createQueue;
    this.createQueue = (name, queueOptions) =>
      withQueueCreationLock(db, () => create(name, queueOptions));
  }
}

/**
 * Starts pg-boss on the app's database (one Postgres is the whole stateful backend) and registers
 * the workers and schedules. Every app server runs workers; pg-boss hands each job to one of them.
 */
export async function startJobs(
  connectionString: string,
  db: TDb,
  storage: TStorage,
  log: Logger,
  mailer: TMailer,
  /** PUBLIC_URL: links in mails (welcome, password reset) are built from it. */
  publicUrl = 'http://localhost:3000',
  /** When jobs of a dead worker come back (JOB_EXPIRE_SECONDS); see queue-settings.ts. */
  timings: TJobTimings = {},
  /** OUTBOUND_ALLOW: the hooks' requests go through the outbound door with it. */
  outbound: TOutboundPolicy = { allow: [] },
  /** The process's metrics: the after-send and hook workers count their failures there. */
  metrics?: TMetrics,
  /** AUDIT_LOG_RETENTION_DAYS: the daily purge deletes audit log entries older than this. */
  auditLogRetentionDays = AUDIT_LOG_RETENTION_DEFAULT_DAYS,
): Promise<PgBoss> {
  const boss = new QueueLockingBoss(
    {
      connectionString,
      schema: BOSS_SCHEMA,
      max: 4,
      maintenanceIntervalSeconds: maintenanceSeconds(timings),
    },
    db,
  );
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  await registerPurgeAuthJob(boss, db, log);
  await registerPurgeUploadsJob(boss, db, storage, log);
  await registerPurgeTrashJob(boss, db, storage, log);
  await registerRetentionJob(boss, db, storage, log);
  await registerDashboardReportJob(boss, db, storage, log);
  await registerExportJobs(boss, db, storage, log);
  await registerSubjectExportJobs(boss, db, storage, log);
  await registerPeriodicMailJob(boss, { db, mailer, log });
  await registerLowCreditsMailJob(boss, { db, mailer, log });
  await registerOrderMailJob(boss, { db, mailer, log });
  await registerAccountMailJob(boss, { db, mailer, log, publicUrl });
  await registerClientRemovalJob(boss, db, storage, log);
  await registerAuditPurgeJob(boss, db, log, auditLogRetentionDays);
  await startDeliveryWorkers(boss, {
    db,
    mailer,
    storage,
    log,
    queueRetry: queueDeliveryRetry,
    // Documents and each mail's message (its PDF, content, MIME) are made in the sandbox's child
    // processes (buildMailInSandbox, the default builder), never on this event loop.
    renderPdf: PDF_WITH_MESSAGE,
    renderWord: renderWordAttachment,
    claimLeaseSeconds: queueExpireSeconds(REGISTRATION_SENT_QUEUE, timings),
    startHookRound,
    metrics,
  });
  await startHookWorkers(boss, {
    db,
    storage,
    mailer,
    log,
    outbound,
    publicUrl,
    claimLeaseSeconds: queueExpireSeconds(HOOK_QUEUE, timings),
    metrics,
  });
  await registerEmailWordJobs(boss, { db, storage, log });
  await registerDatasourceJobs(boss, { db, storage, log });
  // Expiry and retries of the queues of heavy work (poison jobs: job-attempts.ts).
  await applyQueueSettings(boss, timings);
  return boss;
}

/**
 * After-send workers per process. One pg-boss worker fetches a batch (32 jobs), runs it, and
 * fetches the next no sooner than its polling interval (0.5 s) after the last fetch: about 64
 * jobs/s at most, whatever the machine. Several fetch independently (SKIP LOCKED: never the same
 * job), so their batches overlap.
 */
export const DELIVERY_WORKERS = 4;

/** Starts the after-send workers ('registration.sent' and the e-mail retries). */
export async function startDeliveryWorkers(
  boss: PgBoss,
  deps: TDeliveryDeps,
  workers = DELIVERY_WORKERS,
): Promise<void> {
  for (let i = 0; i < workers; i++) await registerDeliveryJobs(boss, deps);
}

/**
 * Hook workers per process ('registration.hook'): each fetches up to 64 jobs per 0.5 s and runs
 * 32 at once, requests that mostly wait on their receivers.
 */
export const HOOK_WORKERS = 2;

/** Starts the hook workers (one attempt at one hook delivery per job). */
export async function startHookWorkers(
  boss: PgBoss,
  deps: THookDeps,
  workers = HOOK_WORKERS,
): Promise<void> {
  for (let i = 0; i < workers; i++) await registerHookJobs(boss, deps);
}

/**
 * Installs (or migrates) pg-boss's tables without running workers, schedules or maintenance: an
 * API-only process (SERVER_ROLE=api) queues jobs that worker processes take.
 */
export async function installJobSchema(connectionString: string): Promise<void> {
  const boss = new PgBoss({
    connectionString,
    schema: BOSS_SCHEMA,
    max: 1,
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, wait: true });
}

/** Stops taking jobs, lets running ones finish (up to `timeoutMs`), then closes connections. */
export async function stopJobs(boss: PgBoss, timeoutMs = 10_000): Promise<void> {
  await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
}
