import type { TSubmitRegistrationBody } from '@eform/core/api/registrations';
import { DomainError } from '@eform/core/errors';
import type { TDb } from '../../db/client';
import { canManageAllForms, formForUser, type TFormRow } from '../access';
import type { TAuth } from '../auth';
import { cachedFillAccess, cacheFillAccess, forgetFillAccess } from './fill-cache';
import { limitGuest, limitGuestForm } from './guest-access';
import { verifyGuestChallenge } from './guest-challenge';
import { registrationQueueReady } from './registration-jobs';
import {
  checkValues,
  prepareForm,
  RegistrationInvalidError,
  refuseOversizedValues,
} from './registration-values';
import { ensureSerialSequence } from './serial-numbers';
import {
  continueDraft,
  StaleFormError,
  stepOf,
  submitInOneStatement,
  submitWithFiles,
  type TSubmitContext,
  type TSubmitDeps,
  type TSubmitted,
} from './submit-writes';

export type { TSubmitDeps, TSubmitted } from './submit-writes';

/**
 * Sends a registration (doc 1 §4 'Sending'): values checked and calculated values recomputed,
 * serial number from the form's sequence, the registration name, the registration with its
 * submit row (a fill_token sent before: CONFLICT, nothing kept), inline files stored, one credit
 * consumed (none left: INSUFFICIENT_CREDITS, nothing kept) and the 'registration.sent' job
 * queued, all or nothing. Which of the three write paths does it: submit-writes.ts. A workflow
 * draft given by `registration_id` is continued instead: only by its assignee or a manager of
 * the form; that submit costs a credit too (doc 1 §1: each sent registration consumes credits).
 */
async function submit(
  db: TDb,
  deps: TSubmitDeps,
  ctx: TSubmitContext,
  body: TSubmitRegistrationBody,
): Promise<TSubmitted> {
  const { form, prepared } = ctx;
  refuseOversizedValues(prepared, body.values);
  const queue = await registrationQueueReady(db);
  if (body.registration_id !== undefined) return continueDraft(db, deps, ctx, body, queue);

  const phase = form.type === 'workflow' ? '1' : null;
  const checked = checkValues(prepared, body.values, phase);
  if (Object.keys(checked.errors).length > 0) throw new RegistrationInvalidError(checked.errors);
  const step = await stepOf(db, form, prepared, phase ?? '1', checked.hidden);
  await ensureSerialSequence(db, form.id);
  const sent = {
    ctx,
    body,
    values: checked.values,
    step,
    queue,
    now: new Date(),
    reqId: deps.requestId,
  };
  return deps.storage && prepared.hasFiles
    ? submitWithFiles(db, deps, sent)
    : submitInOneStatement(db, sent);
}

/**
 * POST /api/registration: a signed-in user's submit on a published form they may fill. The form
 * and access come from the fill cache when it has them (fill-cache.ts): such a submit carries a
 * guard the statement checks; refused with cached data or its guard failed, it runs again on a
 * fresh lookup. Only the one-statement path checks a guard: files and drafts look up fresh.
 */
export async function submitRegistration(
  db: TDb,
  deps: TSubmitDeps,
  auth: TAuth,
  body: TSubmitRegistrationBody,
): Promise<TSubmitted> {
  const user = { id: auth.user.id, email: auth.user.email };
  const cached = body.registration_id === undefined ? cachedFillAccess(auth, body.form_id) : null;
  if (cached) {
    const { form, guard } = cached;
    const prepared = prepareForm(form.id, form.revision, form.schema, form.rules);
    if (!(deps.storage && prepared.hasFiles)) {
      try {
        return await submit(db, deps, { form, prepared, user, guard }, body);
      } catch (error) {
        // Refused with what may be an old schema, or the guard failed: ask again, fresh.
        if (!(error instanceof StaleFormError || error instanceof RegistrationInvalidError)) {
          throw error;
        }
        forgetFillAccess(auth, body.form_id);
      }
    }
  }
  const { ref, tenant } = await formForUser(db, auth, body.form_id);
  const form = ref.form;
  if (form.publishedAt === null) throw new DomainError('NOT_FOUND');
  const prepared = prepareForm(form.id, form.revision, form.schema, form.rules);
  cacheFillAccess(auth, body.form_id, {
    form,
    guard: {
      formId: form.id,
      revision: form.revision,
      userId: auth.user.id,
      membershipRoles: tenant.membership ? tenant.membership.roles : null,
      allForms: canManageAllForms(tenant),
    },
  });
  return submit(db, deps, { form, prepared, user, tenant }, body);
}

/**
 * POST /api/guest/form/{guest_id}: a guest's submit on its guest form (`guestFormOf`, looked up
 * by the route before the body is read), consuming a credit. In this order, each
 * refusal before any credit is taken: the solved challenge (guest-challenge.ts; refused ones
 * count nowhere), the address's limit per minute, the form's limit per hour over all addresses.
 */
export async function submitGuestRegistration(
  db: TDb,
  deps: TSubmitDeps,
  form: TFormRow,
  ip: string,
  body: TSubmitRegistrationBody,
): Promise<TSubmitted> {
  if (body.form_id.toLowerCase() !== form.uuid || body.registration_id !== undefined) {
    throw new DomainError('NOT_FOUND');
  }
  const prepared = prepareForm(form.id, form.revision, form.schema, form.rules);
  await verifyGuestChallenge(db, form, body.altcha);
  const now = new Date();
  await limitGuest(db, form, ip, now);
  await limitGuestForm(db, form, now);
  return submit(db, deps, { form, prepared, user: null }, body);
}
