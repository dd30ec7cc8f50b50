import type { TSubmitRegistrationBody } from '@eform/core/api/registrations';
import type { TSchema } from '@eform/core/elements';
import { DomainError, isDomainError } from '@eform/core/errors';
import { registrationName } from '@eform/core/tokens';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import { mayContinueDraft, mayViewRegistration, type TFormRow, type TTenant } from '../access';
import { consumeCredit, retryWhileSlotsHeld } from '../credits';
import { attachFiles, storeInlineFiles } from '../files';
import { findDraftForUpdate, insertSubmit, updateDraft } from './draft.repository';
import { queueRegistrationSent } from './registration-jobs';
import {
  checkValues,
  RegistrationInvalidError,
  setAutoIncrement,
  type TPreparedForm,
  type TWorkflowStep,
  workflowStep,
} from './registration-values';
import { nextSerialNumber } from './serial-numbers';
import {
  isClientMember,
  isFillTokenConflict,
  isFillTokenUsed,
  SERIAL_PLACEHOLDER,
  submitRegistrationRows,
  type TNewRegistration,
  type TSubmitGuard,
} from './submit.repository';
import { submitBatched } from './submit-batcher';

/**
 * The three ways a submit is written (docs/ARCHITECTURE.md "How a submit is written"): a new
 * registration without files in ONE statement shared with concurrent submits of the client
 * (submitInOneStatement), one whose values carry files in a transaction with them
 * (submitWithFiles), and a workflow draft continued (continueDraft).
 */

/**
 * What a submit needs besides the database: where inline files go (the files module), and the
 * request's id, which its 'registration.sent' job carries so its jobs log with it.
 */
export interface TSubmitDeps {
  storage?: TStorage;
  requestId?: string;
}

/** What a submit did: the registration stored or continued, where the workflow left it. */
export interface TSubmitted {
  uuid: string;
  serialNumber: number;
  name: string;
  phase: string | null;
  status: 'completed' | 'draft';
}

/** The form, its prepared schema and who sends. */
export interface TSubmitContext {
  form: TFormRow;
  prepared: TPreparedForm;
  user: { id: number; email: string } | null;
  /** The user's tenant in the form's client, from a fresh lookup (none for guests). */
  tenant?: TTenant;
  /** Set when form and access came from the fill cache: checked again as the row is stored. */
  guard?: TSubmitGuard;
}

/** A new registration's checked values and workflow step, ready to be written. */
export interface TNewSubmit {
  ctx: TSubmitContext;
  body: TSubmitRegistrationBody;
  values: Record<string, unknown>;
  step: TWorkflowStep;
  /** Queue the 'registration.sent' job (pg-boss is installed). */
  queue: boolean;
  now: Date;
  /** The request's id, for the job (TSubmitDeps.requestId). */
  reqId?: string;
}

/** The cached form or access no longer holds (the row's guard failed); nothing stored. */
export class StaleFormError extends Error {}

const alreadySent = () =>
  new DomainError('CONFLICT', { messageKey: 'server.registration.alreadySent' });

/**
 * A new registration without files to store, in one statement (submitRegistrationRows, shared
 * with concurrent submits of the client: submit-batcher.ts). The name is made before the serial
 * number exists, with SERIAL_PLACEHOLDER where the number goes; the number is taken first only
 * when values need it (autoIncrement) or could hold the placeholder themselves.
 */
export async function submitInOneStatement(db: TDb, sent: TNewSubmit): Promise<TSubmitted> {
  const { ctx, body, values, step, now } = sent;
  const { form, prepared, user } = ctx;
  let serialNumber: number | null = null;
  if (prepared.hasAutoIncrement || JSON.stringify(values).includes(SERIAL_PLACEHOLDER[0] ?? '')) {
    serialNumber = await nextSerialNumber(db, form.id);
    setAutoIncrement(prepared.schema, values, serialNumber);
  }
  markTransition(values, step, now);
  const name = nameOf(form, prepared.schema, values, {
    serialNumber: serialNumber ?? SERIAL_PLACEHOLDER,
    date: now,
    phase: step.phase,
    user,
  });
  const row = newRow(form, user, step, name, values, serialNumber);
  return answeringConflicts(db, form.clientId, body.fill_token, async () => {
    const stored = await retryWhileSlotsHeld(db, form.clientId, now, async () => {
      const outcome = await submitBatched(db, {
        row,
        fillToken: body.fill_token,
        queue: sent.queue,
        guard: ctx.guard,
        at: now,
        reqId: sent.reqId,
      });
      if ('stale' in outcome) throw new StaleFormError();
      return 'stored' in outcome ? outcome.stored : null;
    });
    return {
      uuid: stored.uuid,
      serialNumber: stored.serialNumber,
      name: name.replaceAll(SERIAL_PLACEHOLDER, String(stored.serialNumber)),
      phase: step.phase,
      status: step.status,
    };
  });
}

/**
 * A new registration whose values may carry files: the files stored, then the same submit
 * statement as {@link submitInOneStatement} (alone, on the transaction), then the files linked
 * to it, all in one transaction. The statement comes late: the credit slot it takes stays locked
 * only for the files' link and the commit.
 */
export async function submitWithFiles(
  db: TDb,
  deps: TSubmitDeps,
  sent: TNewSubmit,
): Promise<TSubmitted> {
  const { ctx, body, values, step, queue, now } = sent;
  const { form, prepared, user } = ctx;
  return answeringConflicts(db, form.clientId, body.fill_token, () =>
    db.transaction(async (tx) => {
      const serialNumber = await nextSerialNumber(tx, form.id);
      setAutoIncrement(prepared.schema, values, serialNumber);
      markTransition(values, step, now);
      const name = nameOf(form, prepared.schema, values, {
        serialNumber,
        date: now,
        phase: step.phase,
        user,
      });
      const files = await withFiles(tx, deps, ctx, prepared.schema, values);
      const row = newRow(form, user, step, name, files.values, serialNumber);
      const stored = await retryWhileSlotsHeld(tx, form.clientId, now, async () => {
        const [outcome] = await submitRegistrationRows(tx, [
          { row, fillToken: body.fill_token, queue, at: now, reqId: sent.reqId },
        ]);
        return outcome && 'stored' in outcome ? outcome.stored : null;
      });
      if (files.fileIds.length > 0) await attachFiles(tx, form.clientId, stored.id, files.fileIds);
      return { uuid: stored.uuid, serialNumber, name, phase: step.phase, status: step.status };
    }),
  );
}

/**
 * Runs a new registration's write, answering CONFLICT when its fill_token was sent before: the
 * statement hit the token's key, or it found no credits left after an earlier send of the same
 * filling took the last one (it was sent, which is what the sender must hear).
 */
async function answeringConflicts<T>(
  db: TDb,
  clientId: number,
  fillToken: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isFillTokenConflict(error)) throw alreadySent();
    const noCredits = isDomainError(error) && error.code === 'INSUFFICIENT_CREDITS';
    if (noCredits && (await isFillTokenUsed(db, clientId, fillToken))) throw alreadySent();
    throw error;
  }
}

/**
 * A workflow draft given by `registration_id`, continued in a transaction: only by its assignee
 * or a manager of the form; values checked in the draft's phase, its submit row, the update, its
 * files, one credit (consumeCredit: the same takeCreditSql, retried while slots are held) and the
 * 'registration.sent' job.
 */
export async function continueDraft(
  db: TDb,
  deps: TSubmitDeps,
  ctx: TSubmitContext,
  body: TSubmitRegistrationBody,
  queue: boolean,
): Promise<TSubmitted> {
  const { form, prepared, user } = ctx;
  if (!user || body.registration_id === undefined) throw new DomainError('NOT_FOUND');
  const draftId = body.registration_id;
  return db.transaction(async (tx) => {
    const draft = await findDraftForUpdate(tx, form.clientId, form.id, draftId);
    if (!draft || !ctx.tenant || !mayContinueDraft(ctx.tenant, user.id, draft)) {
      throw new DomainError('NOT_FOUND');
    }
    if (draft.status !== 'draft') throw alreadySent();
    const phase = draft.phase ?? '1';
    const checked = checkValues(prepared, body.values, phase);
    if (Object.keys(checked.errors).length > 0) throw new RegistrationInvalidError(checked.errors);
    const step = await stepOf(tx, form, prepared, phase, checked.hidden);
    const now = new Date();
    const values = checked.values;
    setAutoIncrement(prepared.schema, values, draft.serialNumber);
    markTransition(values, step, now);
    const name = nameOf(form, prepared.schema, values, {
      serialNumber: draft.serialNumber,
      date: draft.registeredAt,
      phase: step.phase,
      user,
    });
    const stored = await withFiles(tx, deps, ctx, prepared.schema, values, draft.id);
    if (!(await insertSubmit(tx, form.clientId, body.fill_token, draft.id))) throw alreadySent();
    await updateDraft(tx, form.clientId, draft.id, {
      values: stored.values,
      name,
      formRevision: form.revision,
      phase: step.phase,
      status: step.status,
      assignedUserId: step.assignTo,
      visibleStateTransition: step.transition?.label ?? draft.visibleStateTransition,
      updatedAt: now,
    });
    if (stored.fileIds.length > 0) await attachFiles(tx, form.clientId, draft.id, stored.fileIds);
    await consumeCredit(tx, form.clientId, draft.id, now);
    if (queue) {
      await queueRegistrationSent(tx, {
        client_id: form.clientId,
        registration_id: draft.id,
        ...(deps.requestId ? { req_id: deps.requestId } : {}),
      });
    }
    return {
      uuid: draft.uuid,
      serialNumber: draft.serialNumber,
      name,
      phase: step.phase,
      status: step.status,
    };
  });
}

/** The workflow step of a submit in `phase`; an assignee who is no member is nobody. */
export async function stepOf(
  db: TDb,
  form: TFormRow,
  prepared: TPreparedForm,
  phase: string,
  hidden: ReadonlySet<string>,
): Promise<TWorkflowStep> {
  const step = workflowStep(prepared.schema, form.type === 'workflow', phase, hidden);
  if (step.assignTo !== null && !(await isClientMember(db, form.clientId, step.assignTo))) {
    step.assignTo = null;
  }
  return step;
}

/** The columns of a new registration that both new-registration paths fill alike. */
function newRow(
  form: TFormRow,
  user: { id: number } | null,
  step: TWorkflowStep,
  name: string,
  values: Record<string, unknown>,
  serialNumber: number | null,
): TNewRegistration {
  return {
    clientId: form.clientId,
    formId: form.id,
    formRevision: form.revision,
    serialNumber,
    name,
    userId: user?.id ?? null,
    status: step.status,
    phase: step.phase,
    assignedUserId: step.assignTo,
    visibleStateTransition: step.transition?.label ?? null,
    values,
  };
}

/**
 * The values with inline files stored and named files checked (files module), and the ids of the
 * files to attach. A draft being continued keeps the files it holds; a signed-in sender may name
 * files of registrations they may read ('Opnieuw invullen'), which are copied.
 */
async function withFiles(
  tx: TDb,
  deps: TSubmitDeps,
  ctx: TSubmitContext,
  schema: TSchema,
  values: Record<string, unknown>,
  registrationId?: number,
) {
  if (!deps.storage) return { values, fileIds: [] as number[] };
  const { form, user, tenant } = ctx;
  return storeInlineFiles(
    tx,
    {
      clientId: form.clientId,
      formId: form.id,
      userId: user?.id ?? null,
      storage: deps.storage,
      registrationId,
      mayReadRegistration:
        user && tenant ? (parties) => mayViewRegistration(tenant, user.id, parties) : undefined,
    },
    schema,
    values,
  );
}

/** The transition element's value once it ran (doc 1 §3 values). */
function markTransition(values: Record<string, unknown>, step: TWorkflowStep, now: Date) {
  if (!step.transition) return;
  values[step.transition.name] = {
    next_phase: step.phase,
    username: null,
    triggered: true,
    triggered_date: now.toISOString(),
  };
}

function nameOf(
  form: TFormRow,
  schema: TSchema,
  values: Record<string, unknown>,
  facts: {
    serialNumber: number | string;
    date: Date;
    phase: string | null;
    user: { email: string } | null;
  },
): string {
  return registrationName(form.registrationNameToken, {
    schema,
    values,
    registration: {
      registration_serial_number: facts.serialNumber,
      registration_date: facts.date.toISOString(),
      registration_phase: facts.phase,
      registration_user_id: facts.user ? { username: facts.user.email } : null,
      form_name: form.name,
    },
  });
}
