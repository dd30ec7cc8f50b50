import type { TFormSettings } from '@eform/core/api';
import {
  MY_REGISTRATIONS_PAGE_SIZE,
  type TRegistration,
  type TSubmitRegistrationAnswer,
  type TSubmitRegistrationBody,
} from '@eform/core/api/registrations';
import { REGISTRATION_SEARCH_PAGE_SIZE } from '@eform/core/constants';
import type { TSchema } from '@eform/core/elements';
import { DomainError, isDomainError } from '@eform/core/errors';
import { t } from '@eform/core/messages';
import { allRulesOf, type TRule } from '@eform/core/rules';
import { registrationName } from '@eform/core/tokens';
import type { TDb } from '../../db/client';
import type { TStorage } from '../../storage/storage';
import type { TAuth } from '../auth/auth.service';
import { resolveTenant, type TTenant } from '../clients/clients.service';
import { consumeCredit, retryWhileSlotsHeld } from '../credits/credits.service';
import { attachFiles, storeInlineFiles } from '../files/inline-files';
import { tenantForClient } from '../folders/client-scope';
import { canManageAllForms } from '../forms/form-access';
import type { TFormRow } from '../forms/forms.repository';
import { formForUser } from '../forms/forms.service';
import { queueRegistrationSent, registrationQueueReady } from './registration-jobs';
import {
  checkValues,
  prepareForm,
  setAutoIncrement,
  type TPreparedForm,
  type TWorkflowStep,
  workflowStep,
} from './registration-values';
import {
  countGuestSubmit,
  ensureSerialSequence,
  findDraftForUpdate,
  findGuestForm,
  findRegistrationByUuid,
  findRevisionContent,
  insertRegistration,
  insertSubmit,
  isClientMember,
  isFillTokenConflict,
  isFillTokenUsed,
  listAssignedDrafts,
  listPublishedForms,
  listUserRegistrations,
  nextSerialNumber,
  purgeGuestWindows,
  SERIAL_PLACEHOLDER,
  searchFormRegistrations,
  type TSubmitGuard,
  updateDraft,
} from './registrations.repository';
import { submitBatched } from './submit-batcher';

/** Guest submits per address and form per minute (doc 1 §7: guests still consume credits). */
export const GUEST_SUBMITS_PER_MINUTE = 30;
const GUEST_WINDOW_MS = 60_000;

/** Who manages a form's registrations: may read every one and continue any draft. */
const MANAGE_REGISTRATIONS = 'eform manage form registrations';

/** Values refused by the checks: the Dutch form message plus one issue per field. */
export class RegistrationInvalidError extends DomainError {
  readonly issues: { path: string; message: string }[];
  constructor(errors: Record<string, string[]>) {
    super('VALIDATION', { messageKey: 'form.invalid' });
    this.issues = Object.entries(errors).flatMap(([path, messages]) =>
      messages.map((message) => ({ path, message })),
    );
  }
}

/** Who submits: a signed-in user, or a guest from an address. */
export type TSubmitter = { auth: TAuth } | { guestIp: string };

/** What a submit needs besides the database: where inline files go (the files module). */
export interface TSubmitDeps {
  storage?: TStorage;
}

const alreadySent = () =>
  new DomainError('CONFLICT', { messageKey: 'server.registration.alreadySent' });

function answer(
  row: { uuid: string; serialNumber: number; name: string },
  step: { phase: string | null; status: 'completed' | 'draft' },
): TSubmitRegistrationAnswer {
  return {
    status: 'success',
    message: t('fill.sent'),
    registration_id: row.uuid,
    registration_serial_number: row.serialNumber,
    registration_name: row.name,
    registration_phase: step.phase,
    registration_status: step.status,
  };
}

/** The values with files stored (once the files module stores them), and the new files' ids. */
async function withFiles(
  tx: TDb,
  deps: TSubmitDeps,
  form: TFormRow,
  userId: number | null,
  schema: TSchema,
  values: Record<string, unknown>,
) {
  if (!deps.storage) return { values, fileIds: [] as number[] };
  return storeInlineFiles(
    tx,
    { clientId: form.clientId, formId: form.id, userId, storage: deps.storage },
    schema,
    values,
  );
}

interface TSubmitContext {
  form: TFormRow;
  prepared: TPreparedForm;
  user: { id: number; email: string } | null;
  /** May continue any draft of the form. */
  manager: boolean;
  /** Set when form and access came from the fill cache: checked again as the row is stored. */
  guard?: TSubmitGuard;
}

/** The cached form or access no longer holds (the submit statement's guard); nothing stored. */
class StaleFormError extends Error {}

/**
 * Sends a registration (doc 1 §4 'Sending'): values checked and calculated values recomputed,
 * serial number from the form's sequence, the registration name, the registration with its
 * submit row (a fill_token sent before: CONFLICT, nothing kept), inline files stored, one credit
 * consumed (none left: INSUFFICIENT_CREDITS, nothing kept) and the 'registration.sent' job
 * queued, all or nothing. Without files to store that is ONE statement
 * (submitRegistrationRows, shared with concurrent submits of the form: submit-batcher.ts); with
 * files, a transaction. A workflow draft given by
 * `registration_id` is continued instead: only by its assignee or a manager of the form; that
 * submit costs a credit too (every send does, see the module README in the report).
 */
async function submit(
  db: TDb,
  deps: TSubmitDeps,
  ctx: TSubmitContext,
  body: TSubmitRegistrationBody,
): Promise<TSubmitRegistrationAnswer> {
  const { form, prepared } = ctx;
  const isWorkflow = form.type === 'workflow';
  const queue = await registrationQueueReady(db);
  if (body.registration_id !== undefined) return continueDraft(db, deps, ctx, body, queue);

  const phase = isWorkflow ? '1' : null;
  const checked = checkValues(prepared, body.values, phase);
  if (Object.keys(checked.errors).length > 0) throw new RegistrationInvalidError(checked.errors);
  const step = workflowStep(prepared.schema, isWorkflow, phase ?? '1', checked.hidden);
  if (step.assignTo !== null && !(await isClientMember(db, form.clientId, step.assignTo))) {
    step.assignTo = null;
  }
  await ensureSerialSequence(db, form.id);
  const sent = { ctx, body, values: checked.values, step, queue, now: new Date() };
  return deps.storage && prepared.hasFiles
    ? submitWithFiles(db, deps, sent)
    : submitInOneStatement(db, sent);
}

interface TNewSubmit {
  ctx: TSubmitContext;
  body: TSubmitRegistrationBody;
  values: Record<string, unknown>;
  step: TWorkflowStep;
  queue: boolean;
  now: Date;
}

/**
 * A new registration without files to store, in one statement. The name is made before the
 * serial number exists, with SERIAL_PLACEHOLDER where the number goes; the number is taken
 * first only when values need it (autoIncrement) or could hold the placeholder themselves.
 */
async function submitInOneStatement(db: TDb, sent: TNewSubmit) {
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
  const row = newRow(form, user, step, name, values);
  try {
    const stored = await retryWhileSlotsHeld(db, form.clientId, now, async () => {
      const outcome = await submitBatched(db, {
        row,
        serialNumber,
        fillToken: body.fill_token,
        queue: sent.queue,
        guard: ctx.guard,
        at: now,
      });
      if ('stale' in outcome) throw new StaleFormError();
      return 'stored' in outcome ? outcome.stored : null;
    });
    const finalName = name.replaceAll(SERIAL_PLACEHOLDER, String(stored.serialNumber));
    return answer({ uuid: stored.uuid, serialNumber: stored.serialNumber, name: finalName }, step);
  } catch (error) {
    if (isFillTokenConflict(error)) throw alreadySent();
    // Sent before and no credits left since: it was sent, which is what the sender must hear.
    const noCredits = isDomainError(error) && error.code === 'INSUFFICIENT_CREDITS';
    if (noCredits && (await isFillTokenUsed(db, form.clientId, body.fill_token))) {
      throw alreadySent();
    }
    throw error;
  }
}

/** The columns of a new registration that both submit paths fill alike. */
function newRow(
  form: TFormRow,
  user: { id: number } | null,
  step: TWorkflowStep,
  name: string,
  values: Record<string, unknown>,
) {
  return {
    clientId: form.clientId,
    formId: form.id,
    formRevision: form.revision,
    name,
    userId: user?.id ?? null,
    status: step.status,
    phase: step.phase,
    assignedUserId: step.assignTo,
    visibleStateTransition: step.transition?.label ?? null,
    values,
  };
}

/** A new registration whose values may carry files: stored in one transaction with them. */
async function submitWithFiles(db: TDb, deps: TSubmitDeps, sent: TNewSubmit) {
  const { ctx, body, values, step, queue, now } = sent;
  const { form, prepared, user } = ctx;
  return db.transaction(async (tx) => {
    const serialNumber = await nextSerialNumber(tx, form.id);
    setAutoIncrement(prepared.schema, values, serialNumber);
    markTransition(values, step, now);
    const name = nameOf(form, prepared.schema, values, {
      serialNumber,
      date: now,
      phase: step.phase,
      user,
    });
    const stored = await withFiles(tx, deps, form, user?.id ?? null, prepared.schema, values);
    const row = await insertRegistration(
      tx,
      { ...newRow(form, user, step, name, stored.values), serialNumber, registeredAt: now },
      body.fill_token,
    );
    if (!row) throw alreadySent();
    if (stored.fileIds.length > 0) await attachFiles(tx, form.clientId, row.id, stored.fileIds);
    if (queue)
      await queueRegistrationSent(tx, { client_id: form.clientId, registration_id: row.id });
    // The credit last: its slot stays locked only for the usage row and the commit.
    await consumeCredit(tx, form.clientId, row.id, now);
    return answer({ uuid: row.uuid, serialNumber, name }, step);
  });
}

async function continueDraft(
  db: TDb,
  deps: TSubmitDeps,
  ctx: TSubmitContext,
  body: TSubmitRegistrationBody,
  queue: boolean,
): Promise<TSubmitRegistrationAnswer> {
  const { form, prepared, user } = ctx;
  if (!user || body.registration_id === undefined) throw new DomainError('NOT_FOUND');
  const draftId = body.registration_id;
  return db.transaction(async (tx) => {
    const draft = await findDraftForUpdate(tx, form.clientId, form.id, draftId);
    const mayContinue = draft && (draft.assignedUserId === user.id || ctx.manager);
    if (!draft || !mayContinue) throw new DomainError('NOT_FOUND');
    if (draft.status !== 'draft') throw alreadySent();
    const phase = draft.phase ?? '1';
    const checked = checkValues(prepared, body.values, phase);
    if (Object.keys(checked.errors).length > 0) throw new RegistrationInvalidError(checked.errors);
    const step = workflowStep(prepared.schema, form.type === 'workflow', phase, checked.hidden);
    if (step.assignTo !== null && !(await isClientMember(tx, form.clientId, step.assignTo))) {
      step.assignTo = null;
    }
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
    const stored = await withFiles(tx, deps, form, user.id, prepared.schema, values);
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
    if (queue)
      await queueRegistrationSent(tx, { client_id: form.clientId, registration_id: draft.id });
    return answer({ uuid: draft.uuid, serialNumber: draft.serialNumber, name }, step);
  });
}

/** The transition element's value once it ran (doc 1 §3 values). */
function markTransition(
  values: Record<string, unknown>,
  step: ReturnType<typeof workflowStep>,
  now: Date,
) {
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

/**
 * What {@link formForUser} found for a user's submits on a form, kept for FILL_CACHE_MS so a
 * filler sending many registrations does not look the form and their access up every time.
 * Never trusted blindly: the submit statement stores nothing unless the form is still at this
 * revision and published, and the user's membership and sharing still allow it (TSubmitGuard);
 * otherwise, and for any refusal made with cached data, the submit runs again on a fresh lookup.
 */
interface TFillAccess {
  form: TFormRow;
  guard: TSubmitGuard;
  until: number;
}

const FILL_CACHE_MS = 30_000;
const FILL_CACHE_MAX = 2000;
const fillCache = new Map<string, TFillAccess>();

const fillKey = (auth: TAuth, formRef: string) =>
  `${formRef.toLowerCase()}:${auth.user.id}:${auth.user.globalRoles.join(',')}`;

/** POST /api/registration/: a signed-in user's submit on a published form they may fill. */
export async function submitRegistration(
  db: TDb,
  deps: TSubmitDeps,
  auth: TAuth,
  body: TSubmitRegistrationBody,
): Promise<TSubmitRegistrationAnswer> {
  const key = fillKey(auth, body.form_id);
  const cached = fillCache.get(key);
  const user = { id: auth.user.id, email: auth.user.email };
  if (cached && body.registration_id === undefined && Date.now() < cached.until) {
    const { form } = cached;
    const prepared = prepareForm(form.id, form.revision, form.schema, form.rules);
    // Only the one-statement path checks a guard; files and drafts take the fresh lookup.
    if (!(deps.storage && prepared.hasFiles)) {
      try {
        const ctx = { form, prepared, user, manager: false, guard: cached.guard };
        return await submit(db, deps, ctx, body);
      } catch (error) {
        // Refused with what may be an old schema, or the guard failed: ask again, fresh.
        if (!(error instanceof StaleFormError || error instanceof RegistrationInvalidError)) {
          throw error;
        }
        fillCache.delete(key);
      }
    }
  }
  const { ref, tenant } = await formForUser(db, auth, body.form_id);
  const form = ref.form;
  if (form.publishedAt === null) throw new DomainError('NOT_FOUND');
  if (fillCache.size >= FILL_CACHE_MAX) fillCache.clear();
  fillCache.set(key, {
    form,
    guard: {
      formId: form.id,
      revision: form.revision,
      userId: auth.user.id,
      membershipRoles: tenant.membership ? tenant.membership.roles : null,
      mustBeShared: !canManageAllForms(tenant),
    },
    until: Date.now() + FILL_CACHE_MS,
  });
  return submit(
    db,
    deps,
    {
      form,
      prepared: prepareForm(form.id, form.revision, form.schema, form.rules),
      user,
      manager: tenant.permissions.includes(MANAGE_REGISTRATIONS),
    },
    body,
  );
}

/** The guest form of a guest link: published with guest access on; NOT_FOUND otherwise. */
async function guestFormOf(db: TDb, guestId: string) {
  const found = await findGuestForm(db, guestId);
  const settings = found?.form.settings as TFormSettings | undefined;
  if (!found || settings?.guestAccess !== true) throw new DomainError('NOT_FOUND');
  return found.form;
}

/**
 * Counts a guest submit and refuses it beyond {@link GUEST_SUBMITS_PER_MINUTE} per address and
 * form in the current minute (429 with Retry-After until the minute ends).
 */
async function limitGuest(db: TDb, form: TFormRow, ip: string, now: Date): Promise<void> {
  const windowStart = new Date(now.getTime() - (now.getTime() % GUEST_WINDOW_MS));
  const count = await countGuestSubmit(db, form.clientId, form.id, ip, windowStart);
  // The first submit of a window clears windows long gone (no job needed).
  if (count === 1 && Math.random() < 0.05) {
    await purgeGuestWindows(db, new Date(windowStart.getTime() - 10 * GUEST_WINDOW_MS));
  }
  if (count <= GUEST_SUBMITS_PER_MINUTE) return;
  const seconds = Math.max(
    1,
    Math.ceil((windowStart.getTime() + GUEST_WINDOW_MS - now.getTime()) / 1000),
  );
  throw new DomainError('TOO_MANY_REQUESTS', {
    messageKey: 'server.registration.guestRateLimited',
    params: { seconds, retryAfter: seconds },
  });
}

/** POST /api/guest/form/{guest_id}: a guest's submit; rate limited, consumes a credit. */
export async function submitGuestRegistration(
  db: TDb,
  deps: TSubmitDeps,
  guestId: string,
  ip: string,
  body: TSubmitRegistrationBody,
): Promise<TSubmitRegistrationAnswer> {
  const form = await guestFormOf(db, guestId);
  if (body.form_id.toLowerCase() !== form.uuid || body.registration_id !== undefined) {
    throw new DomainError('NOT_FOUND');
  }
  await limitGuest(db, form, ip, new Date());
  return submit(
    db,
    deps,
    {
      form,
      prepared: prepareForm(form.id, form.revision, form.schema, form.rules),
      user: null,
      manager: false,
    },
    body,
  );
}

/** GET /api/guest/form/{guest_id}: what a guest needs to fill the form. */
export async function getGuestForm(db: TDb, guestId: string) {
  const form = await guestFormOf(db, guestId);
  const settings = form.settings as TFormSettings;
  const schema = prepareForm(form.id, form.revision, form.schema, form.rules).schema;
  return {
    form_id: form.uuid,
    form_name: form.name,
    form_type: form.type,
    form_summary: form.summary,
    schema,
    rules: allRulesOf(schema, form.rules as TRule[]),
    settings: {
      search_enabled: settings.search_enabled,
      searchable_fields: settings.searchable_fields,
      bad_internet_mode: settings.bad_internet_mode,
    },
    form_settings: form.formSettings,
  };
}

/**
 * A registration for its owner, its assignee, or a manager of the form's registrations in its
 * client; NOT_FOUND for anyone else and for another form's path. With the schema and rules of
 * the form revision it was filled on.
 */
export async function getRegistration(
  db: TDb,
  auth: TAuth,
  formRef: string,
  registrationRef: string,
): Promise<TRegistration> {
  const found = await findRegistrationByUuid(db, registrationRef);
  if (!found || found.form.uuid !== formRef.toLowerCase()) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, found.registration.clientId);
  const { registration } = found;
  const allowed =
    registration.userId === auth.user.id ||
    registration.assignedUserId === auth.user.id ||
    tenant.permissions.includes(MANAGE_REGISTRATIONS);
  if (!allowed) throw new DomainError('NOT_FOUND');
  return toRegistration(db, found);
}

async function toRegistration(
  db: TDb,
  found: NonNullable<Awaited<ReturnType<typeof findRegistrationByUuid>>>,
): Promise<TRegistration> {
  const { registration: r, form, username } = found;
  const content = (await findRevisionContent(db, form.id, r.formRevision)) ?? {
    schema: form.schema,
    rules: form.rules,
  };
  const { schema } = prepareForm(form.id, r.formRevision, content.schema, content.rules);
  return {
    _id: r.uuid,
    form_id: form.uuid,
    form_name: form.name,
    form_type: form.type,
    registration_date: r.registeredAt.toISOString(),
    registration_updated_at: r.updatedAt.toISOString(),
    registration_serial_number: r.serialNumber,
    registration_user_id: username ? { username } : null,
    registration_name: r.name,
    registration_phase: r.phase,
    registration_status: r.status,
    registration_visible_state_transition: r.visibleStateTransition,
    assigned_user_id: r.assignedUserId,
    values: r.values,
    schema,
    rules: allRulesOf(schema, (Array.isArray(content.rules) ? content.rules : []) as TRule[]),
  };
}

/** GET /api/my-registrations: the user's own registrations, newest first, in pages. */
export async function getMyRegistrations(db: TDb, auth: TAuth, page: number) {
  const size = MY_REGISTRATIONS_PAGE_SIZE;
  const { rows, total } = await listUserRegistrations(db, auth.user.id, size, (page - 1) * size);
  return {
    registrations: rows.map((row) => ({
      _id: row.uuid,
      form_id: row.formUuid,
      form_name: row.formName,
      form_summary: row.formSummary,
      registration_name: row.name,
      registration_date: row.registeredAt.toISOString(),
      registration_updated_at: row.updatedAt.toISOString(),
    })),
    pages_count: Math.ceil(total / size),
    registrations_count: total,
  };
}

/** GET /api/assigned-registrations: the drafts assigned to the user, newest change first. */
export async function getAssignedRegistrations(db: TDb, auth: TAuth) {
  const rows = await listAssignedDrafts(db, auth.user.id);
  return rows.map(({ registration: r, formUuid, formName, formSummary }) => ({
    _id: r.uuid,
    form_id: formUuid,
    form_name: formName,
    form_summary: formSummary,
    registration_name: r.name,
    registration_phase: r.phase,
    registration_date: r.registeredAt.toISOString(),
  }));
}

/**
 * GET /api/assigned-registration/{id}: a draft to continue, for its assignee or a manager of the
 * form's registrations; NOT_FOUND otherwise (also once it is completed).
 */
export async function getAssignedRegistration(db: TDb, auth: TAuth, id: string) {
  const found = await findRegistrationByUuid(db, id);
  if (found?.registration.status !== 'draft') throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, found.registration.clientId);
  const allowed =
    found.registration.assignedUserId === auth.user.id ||
    tenant.permissions.includes(MANAGE_REGISTRATIONS);
  if (!allowed) throw new DomainError('NOT_FOUND');
  return toRegistration(db, found);
}

/** The tenant of a client path reference; NOT_FOUND outside the user's clients. */
async function tenantOfRef(db: TDb, auth: TAuth, ref: string): Promise<TTenant> {
  try {
    return await resolveTenant(db, auth, ref);
  } catch (error) {
    if (isDomainError(error) && error.code === 'FORBIDDEN') throw new DomainError('NOT_FOUND');
    throw error;
  }
}

/** GET /api/forms/published/{client_id}: the published forms the user may fill, by name. */
export async function getPublishedForms(db: TDb, auth: TAuth, clientRef: string) {
  const tenant = await tenantOfRef(db, auth, clientRef);
  const rows = await listPublishedForms(
    db,
    tenant.client.id,
    auth.user.id,
    canManageAllForms(tenant),
  );
  return rows.map((row) => ({
    form: { form_id: row.uuid, form_name: row.name, form_type: row.type, folder_id: row.folderId },
  }));
}

async function search(db: TDb, form: TFormRow, query: TSearch) {
  const settings = form.settings as TFormSettings;
  const fields = (settings.searchable_fields ?? []).map((f) => f.value);
  const field = query.field ?? fields[0];
  if (field === undefined || !fields.includes(field)) {
    throw new DomainError('VALIDATION', {
      messageKey: 'server.error.fieldInvalid',
      params: { field: 'field' },
    });
  }
  const size = REGISTRATION_SEARCH_PAGE_SIZE;
  const { rows, total } = await searchFormRegistrations(
    db,
    form.clientId,
    form.id,
    field,
    query.query,
    size,
    (query.page - 1) * size,
  );
  return {
    registrations: rows.map((row) => ({
      _id: row.uuid,
      registration_name: row.name,
      registration_user: row.username,
      registration_date: row.registeredAt.toISOString(),
      value: row.value,
    })),
    pages_count: Math.ceil(total / size),
    registrations_count: total,
  };
}

interface TSearch {
  field?: string | undefined;
  query: string;
  page: number;
}

/** GET /api/form/{form_id}/registrations/search: for users who may fill the form. */
export async function searchRegistrations(db: TDb, auth: TAuth, formRef: string, query: TSearch) {
  const { ref } = await formForUser(db, auth, formRef);
  if (ref.form.publishedAt === null) throw new DomainError('NOT_FOUND');
  return search(db, ref.form, query);
}

/** GET /api/guest/form/{guest_id}/registrations/search: when the guest form enables search. */
export async function searchGuestRegistrations(db: TDb, guestId: string, query: TSearch) {
  const form = await guestFormOf(db, guestId);
  if ((form.settings as TFormSettings).search_enabled !== true) {
    throw new DomainError('NOT_FOUND');
  }
  return search(db, form, query);
}
