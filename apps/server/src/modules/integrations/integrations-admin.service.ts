import { randomUUID } from 'node:crypto';
import type { TWebhookIntegration } from '@eform/core/api';
import type {
  THookSecret,
  THookTestAnswer,
  TRegistrationHookDelivery,
} from '@eform/core/api/integrations';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { formForUser, isUuid, type TAsker, type TFormRow } from '../access';
import { newSigningSecret } from './form-hooks.service';
import {
  findFormRegistrationId,
  findHookDelivery,
  listHookDeliveries,
  reopenHookDelivery,
} from './hook-deliveries.repository';
import { hookIdOf, sendHook, type THookSendDeps } from './hook-pipeline.service';
import { hookJobsReady, queueHookJob } from './hook-queue';
import { sampleHookRegistration } from './hook-registration';
import { upsertHookSecrets } from './hook-secrets.repository';

/**
 * A form manager's calls on the form's integrations ('eform manage form integrations': a new
 * signing secret, a test send) and a registration manager's on a registration's hook deliveries
 * ('eform manage form registrations': the list, a retry). Another client's form, registration or
 * delivery is 404.
 */

const INTEGRATIONS = 'eform manage form integrations';
const REGISTRATIONS = 'eform manage form registrations';

/** The form's hook `hookRef` as saved, with the id it goes by; NOT_FOUND when it has none. */
function hookOf(form: TFormRow, hookRef: string): TWebhookIntegration & { hook_id: string } {
  const index = form.webhookIntegrations.findIndex((hook, i) => hookIdOf(hook, i) === hookRef);
  const hook = form.webhookIntegrations[index];
  if (!hook) throw new DomainError('NOT_FOUND');
  return { ...hook, hook_id: hookIdOf(hook, index) };
}

/**
 * POST api/form/{form_id}/integrations/{hook_id}/secret: a new signing secret for a post-to-url
 * hook, answered this once; the old one signs nothing from now on.
 */
export async function rollHookSecret(
  db: TDb,
  auth: TAsker,
  formRef: string,
  hookRef: string,
): Promise<THookSecret> {
  const { ref } = await formForUser(db, auth, formRef, INTEGRATIONS);
  const hook = hookOf(ref.form, hookRef);
  if (hook.hook_type !== 'post-to-url') {
    throw new DomainError('CONFLICT', { messageKey: 'server.hook.noSigning' });
  }
  const secret = newSigningSecret();
  const { clientId, id: formId } = ref.form;
  await upsertHookSecrets(db, [{ clientId, formId, hookId: hook.hook_id, signingSecret: secret }]);
  return { hook_id: hook.hook_id, hook_name: hook.hook_name, secret };
}

/**
 * POST api/form/{form_id}/integrations/{hook_id}/test: one delivery of a sample registration by
 * the hook as saved, through its type's sender ('"test": true' in a post-to-url body), and what
 * came back. Nothing of it is stored.
 */
export async function testHook(
  deps: THookSendDeps,
  auth: TAsker,
  formRef: string,
  hookRef: string,
): Promise<THookTestAnswer> {
  const { db } = deps;
  const { ref } = await formForUser(db, auth, formRef, INTEGRATIONS);
  const form = ref.form;
  const hook = hookOf(form, hookRef);
  const outcome = await sendHook(deps, {
    formId: form.id,
    hook,
    delivery: { uuid: randomUUID(), attempt: 1, signalId: null },
    registration: sampleHookRegistration(form, auth.user.email),
    test: true,
  });
  return {
    ok: outcome.ok,
    status_code: outcome.statusCode,
    duration_ms: Math.max(0, Math.round(outcome.durationMs)),
    response_excerpt: outcome.responseExcerpt,
    error: outcome.ok ? null : outcome.error,
  };
}

/** The registration of the form the path names, within its client; NOT_FOUND otherwise. */
async function registrationOf(db: TDb, auth: TAsker, formRef: string, registrationRef: string) {
  const { ref } = await formForUser(db, auth, formRef, REGISTRATIONS);
  if (!isUuid(registrationRef)) throw new DomainError('NOT_FOUND');
  const { clientId, id: formId } = ref.form;
  const id = await findFormRegistrationId(db, clientId, formId, registrationRef.toLowerCase());
  if (id === undefined) throw new DomainError('NOT_FOUND');
  return { clientId, id };
}

/**
 * GET api/form/{form_id}/registrations/{registration_id}/hooks: the registration's hook
 * deliveries, newest round first, each with its attempts.
 */
export async function listRegistrationHooks(
  db: TDb,
  auth: TAsker,
  formRef: string,
  registrationRef: string,
): Promise<TRegistrationHookDelivery[]> {
  const registration = await registrationOf(db, auth, formRef, registrationRef);
  const listed = await listHookDeliveries(db, registration.clientId, registration.id);
  return listed.map(({ delivery: d, attempts }) => ({
    delivery_id: d.uuid,
    hook_id: d.hookId,
    hook_name: d.hookName,
    hook_type: d.hookType,
    hook_status: d.status,
    attempts: attempts.map((a) => ({
      at: a.at.toISOString(),
      status_code: a.statusCode,
      duration_ms: a.durationMs,
      response_excerpt: a.responseExcerpt,
      error: a.error,
    })),
    next_attempt_at: d.nextAttemptAt?.toISOString() ?? null,
    signal_id: d.signalId,
    created_at: d.createdAt.toISOString(),
  }));
}

/**
 * POST api/form/{form_id}/registrations/{registration_id}/hooks/{delivery_id}/retry: the
 * delivery attempted again now (its planned retry dropped); 409 when it succeeded or is being
 * attempted right now.
 */
export async function retryHookDelivery(
  db: TDb,
  auth: TAsker,
  formRef: string,
  registrationRef: string,
  deliveryRef: string,
): Promise<void> {
  const registration = await registrationOf(db, auth, formRef, registrationRef);
  if (!isUuid(deliveryRef)) throw new DomainError('NOT_FOUND');
  const { clientId } = registration;
  const delivery = await findHookDelivery(db, clientId, registration.id, deliveryRef.toLowerCase());
  if (!delivery) throw new DomainError('NOT_FOUND');
  if (!(await hookJobsReady(db))) throw new DomainError('SERVICE_UNAVAILABLE');
  await db.transaction(async (tx) => {
    const attempts = await reopenHookDelivery(tx, clientId, delivery.id);
    if (attempts === undefined) {
      throw new DomainError('CONFLICT', { messageKey: 'server.hook.notRetryable' });
    }
    await queueHookJob(tx, {
      client_id: clientId,
      delivery_id: delivery.id,
      after_attempt: attempts,
    });
  });
}
