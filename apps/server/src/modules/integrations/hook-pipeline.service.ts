import type { THookType, TWebhookIntegration } from '@eform/core/api/integrations';
import { ts } from '@eform/core/messages/server-only';
import type { Logger } from 'pino';
import type { TDb } from '../../db/client';
import type { TOutboundPolicy } from '../../http/outbound';
import type { TMailer } from '../../mail/mailer';
import type { TMetrics } from '../../observability/metrics';
import type { TStorage } from '../../storage/storage';
import {
  claimHookDelivery,
  findHookDeliveryById,
  findRoundHooks,
  insertRoundHookDeliveries,
  settleHookAttempt,
  type THookDeliveryRow,
} from './hook-deliveries.repository';
import { hookJobsReady, queueHookJob, type THookJob } from './hook-queue';
import { loadHookRegistration } from './hook-registration';
import { findHookSecrets } from './hook-secrets.repository';
import type { THookOutcome, THookSendContext, THookSender } from './hook-sender';
import { HOOK_SENDERS } from './hook-senders';

/**
 * The hook pipeline (issue 31): each 'registration.sent' round makes one delivery per hook of
 * the form, each attempted by a 'registration.hook' job of its own: claimed under a lease, sent
 * by its type's sender, the attempt kept, then settled: success; or error, tried again after a
 * backoff (30 s doubling, at most 2 h apart) while within 24 h of the first attempt when the
 * failure may pass; or error for good.
 */

/** How failed attempts are tried again (seconds). */
export interface THookRetryPolicy {
  /** The first retry's delay; each next one doubles it. */
  baseSeconds: number;
  /** The longest delay between two attempts. */
  maxSeconds: number;
  /** No retry starts later than this after the first attempt. */
  windowSeconds: number;
}

/** 30 s, 1 min, 2 min, … 2 h apart, for 24 h. */
export const DEFAULT_HOOK_RETRY: THookRetryPolicy = {
  baseSeconds: 30,
  maxSeconds: 2 * 3600,
  windowSeconds: 24 * 3600,
};

/**
 * How long a claim holds a delivery (seconds): longer than one attempt can take (the outbound
 * door's 10 s, a Signalen signal with its photos, the merged mail's PDF), the hook queue's expiry.
 */
export const DEFAULT_HOOK_LEASE_SECONDS = 2 * 60;

/** What the hook worker needs. */
export interface THookDeps {
  db: TDb;
  storage: TStorage;
  mailer: TMailer;
  log: Logger;
  /** OUTBOUND_ALLOW: every request goes through the outbound door with it. */
  outbound: TOutboundPolicy;
  /** PUBLIC_URL: signed file links are made on it. */
  publicUrl: string;
  /** The sender per type; HOOK_SENDERS by default (tests put a sender of their own). */
  senders?: Partial<Record<THookType, THookSender>>;
  retry?: THookRetryPolicy;
  claimLeaseSeconds?: number;
  /** Each request's deadline; the outbound door's 10 s unless a test shortens it. */
  timeoutMs?: number;
  /** Where failed attempts are counted (the process's metrics); uncounted without. */
  metrics?: Pick<TMetrics, 'hookFailures'>;
}

/** The id a hook goes by: its hook_id; a hook saved before ids were given, its place. */
export const hookIdOf = (hook: TWebhookIntegration, index: number) =>
  hook.hook_id ?? `hook-${index}`;

/**
 * The hook round of a 'registration.sent' job (`round` is its id): one delivery per hook the
 * form has now, each with its job, made once however often the job runs. A trashed or removed
 * registration delivers nothing. Answers how many deliveries were made.
 */
export async function startHookRound(
  db: TDb,
  job: { round: string; clientId: number; registrationId: number; reqId?: string },
): Promise<number> {
  const found = await findRoundHooks(db, job.clientId, job.registrationId);
  if (!found || found.hooks.length === 0) return 0;
  if (!(await hookJobsReady(db))) throw new Error('the hook queue is not ready');
  return insertRoundHookDeliveries(
    db,
    found.hooks.map((hook, index) => ({
      clientId: job.clientId,
      formId: found.formId,
      registrationId: job.registrationId,
      hookId: hookIdOf(hook, index),
      round: job.round,
      hookName: hook.hook_name,
      hookType: hook.hook_type,
    })),
    job.reqId,
  );
}

/**
 * One 'registration.hook' job: claims the delivery (nothing when it succeeded, when another
 * job made the attempt this one was queued for, or while another holds it: then a follow-up at
 * the lease's end, in case that holder died), attempts it and settles it.
 */
export async function runHookJob(deps: THookDeps, job: THookJob) {
  const lease = deps.claimLeaseSeconds ?? DEFAULT_HOOK_LEASE_SECONDS;
  const claimed = await claimHookDelivery(
    deps.db,
    job.client_id,
    job.delivery_id,
    job.after_attempt,
    lease,
    job.held_until,
  );
  if (!claimed) {
    if (job.held_until === undefined) await followHeldClaim(deps, job);
    return;
  }
  const outcome = await attemptDelivery(deps, claimed);
  await settle(deps, claimed, outcome, reqIdOf(job));
}

/** The request id a job carries on to the job it queues (none when it had none). */
const reqIdOf = (job: THookJob) => (job.req_id ? { req_id: job.req_id } : {});

/**
 * A delivery another job holds right now. Should its process die, nobody would settle it: one
 * more job is queued for the lease's end, which attempts it only while that very claim is still
 * there (the holder settled it otherwise, with its own next attempt queued).
 */
async function followHeldClaim(deps: THookDeps, job: THookJob) {
  const now = await findHookDeliveryById(deps.db, job.client_id, job.delivery_id);
  if (!now?.claimedUntil || now.status === 'success') return;
  const held_until = now.claimedUntil.toISOString();
  await queueHookJob(
    deps.db,
    {
      client_id: job.client_id,
      delivery_id: job.delivery_id,
      after_attempt: now.attempts,
      held_until,
      ...reqIdOf(job),
    },
    now.claimedUntil,
  );
}

/** A failure that is not tried again, before any request was made. */
const notSent = (error: string): THookOutcome => ({
  ok: false,
  retryable: false,
  statusCode: null,
  durationMs: 0,
  responseExcerpt: '',
  error,
});

/**
 * One attempt: the registration as it is now with the form's hook as it is now (a URL fixed
 * since the last attempt is used), its secrets, the type's sender.
 */
async function attemptDelivery(deps: THookDeps, claimed: THookDeliveryRow): Promise<THookOutcome> {
  const loaded = await guarded(deps, () =>
    loadHookRegistration(deps.db, claimed.clientId, claimed.registrationId),
  );
  if (!loaded) return notSent(ts('server.hook.registrationGone'));
  if ('ok' in loaded) return loaded;
  const index = loaded.hooks.findIndex((hook, i) => hookIdOf(hook, i) === claimed.hookId);
  const hook = loaded.hooks[index];
  if (!hook) return notSent(ts('server.hook.hookGone'));
  return sendHook(deps, {
    formId: claimed.formId,
    hook: { ...hook, hook_id: claimed.hookId },
    delivery: { uuid: claimed.uuid, attempt: claimed.attempts, signalId: claimed.signalId },
    registration: loaded.registration,
  });
}

/**
 * `work`'s answer, or what goes wrong in it (a sender's bug, the database away a moment) as a
 * failure tried again: an attempt never throws, so its claim is always settled.
 */
async function guarded<T>(
  deps: Pick<THookDeps, 'log'>,
  work: () => Promise<T>,
): Promise<T | THookOutcome> {
  try {
    return await work();
  } catch (error) {
    deps.log.warn({ err: error }, 'hook attempt failed');
    const text = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    const failed: THookOutcome = {
      ok: false,
      retryable: true,
      statusCode: null,
      durationMs: 0,
      responseExcerpt: '',
      error: ts('server.hook.failed', { error: text }),
    };
    return failed;
  }
}

/** What a hook's sender is given besides the worker's tools. */
export type THookSendInput = Pick<
  THookSendContext,
  'hook' | 'delivery' | 'registration' | 'test'
> & {
  formId: number;
};

/** What sending needs of the worker (or of a test send's route). */
export type THookSendDeps = Pick<
  THookDeps,
  'db' | 'storage' | 'mailer' | 'log' | 'outbound' | 'publicUrl' | 'senders' | 'timeoutMs'
>;

/** Sends `input` with its hook's secrets through the sender of its type; never throws. */
export async function sendHook(deps: THookSendDeps, input: THookSendInput): Promise<THookOutcome> {
  const { formId, ...given } = input;
  const { clientId } = input.registration;
  return guarded(deps, async () => {
    const [secrets] = await findHookSecrets(deps.db, clientId, formId, [input.hook.hook_id]);
    const sender = deps.senders?.[input.hook.hook_type] ?? HOOK_SENDERS[input.hook.hook_type];
    return sender({
      db: deps.db,
      storage: deps.storage,
      mailer: deps.mailer,
      log: deps.log,
      outbound: deps.outbound,
      publicUrl: deps.publicUrl,
      ...(deps.timeoutMs === undefined ? {} : { timeoutMs: deps.timeoutMs }),
      secret: secrets?.signingSecret ?? null,
      siaToken: secrets?.siaToken ?? null,
      ...given,
    });
  });
}

/** When the next attempt after attempt `attempts` starts; null when none is left. */
export function nextAttemptAt(
  policy: THookRetryPolicy,
  attempts: number,
  firstAttemptAt: Date,
  now = new Date(),
): Date | null {
  const delay = Math.min(policy.baseSeconds * 2 ** Math.max(0, attempts - 1), policy.maxSeconds);
  const next = new Date(now.getTime() + delay * 1000);
  const last = firstAttemptAt.getTime() + policy.windowSeconds * 1000;
  return next.getTime() > last ? null : next;
}

/**
 * Keeps the attempt and settles the delivery; a retry is queued with it (carrying `carried`, the
 * request id), in one transaction. One log line per attempt, with ids and the outcome only.
 */
async function settle(
  deps: THookDeps,
  claimed: THookDeliveryRow,
  outcome: THookOutcome,
  carried: Pick<THookJob, 'req_id'>,
) {
  const attempt = {
    statusCode: outcome.statusCode,
    durationMs: Math.max(0, Math.round(outcome.durationMs)),
    responseExcerpt: outcome.responseExcerpt,
    error: outcome.ok ? null : outcome.error,
  };
  const signalId = outcome.signalId ?? null;
  const target = { clientId: claimed.clientId, id: claimed.id };
  const logAttempt = (result: 'success' | 'retry' | 'failed') => {
    deps.log.info(
      {
        registrationId: claimed.registrationId,
        deliveryId: claimed.id,
        hookType: claimed.hookType,
        attempt: claimed.attempts,
        statusCode: outcome.statusCode,
        result,
      },
      'hook attempt',
    );
    if (result !== 'success') {
      deps.metrics?.hookFailures.inc({ hook_type: claimed.hookType, outcome: result });
    }
  };
  if (outcome.ok) {
    logAttempt('success');
    await settleHookAttempt(deps.db, target, attempt, {
      status: 'success',
      nextAttemptAt: null,
      signalId,
    });
    return;
  }
  const next = outcome.retryable
    ? nextAttemptAt(
        deps.retry ?? DEFAULT_HOOK_RETRY,
        claimed.attempts,
        claimed.firstAttemptAt ?? new Date(),
      )
    : null;
  logAttempt(next ? 'retry' : 'failed');
  if (!next) {
    await settleHookAttempt(deps.db, target, attempt, {
      status: 'error',
      nextAttemptAt: null,
      signalId,
    });
    return;
  }
  await deps.db.transaction(async (tx) => {
    await settleHookAttempt(tx, target, attempt, {
      status: 'error',
      nextAttemptAt: next,
      signalId,
    });
    const job = {
      client_id: claimed.clientId,
      delivery_id: claimed.id,
      after_attempt: claimed.attempts,
      ...carried,
    };
    await queueHookJob(tx, job, next);
  });
}
