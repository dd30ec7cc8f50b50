import type { TFormType } from '@eform/core/api';
import { MAX_NAME_LENGTH } from '@eform/core/api';
import type { TUpdateFormBody } from '@eform/core/api/forms-admin';
import type { THookSecret } from '@eform/core/api/integrations';
import { renewElementUuids, type TSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { t } from '@eform/core/messages';
import { allRulesOf, type TRule } from '@eform/core/rules';
import { publishIssue } from '@eform/core/validation';
import type { TDb } from '../../db/client';
import {
  assertPermission,
  findFormByUuid,
  formForUser,
  parseNumericId,
  type TAsker,
  type TFormRow,
  type TFormWithRefs,
  type TTenant,
  tenantForClient,
} from '../access';
import { queueSavedWordFiles, wordFilesProcessed } from '../email-word';
import { planFormFileCopies, releaseFormFiles, storeFormFileCopies } from '../files';
import { findFolderById } from '../folders';
import { revisionContent } from '../form-revisions';
import {
  hooksWithToken,
  planFormHooks,
  storeFormHookSecrets,
  type THookPlan,
} from '../integrations';
import { removeFormRegistrations } from '../registrations';
import { developerModeSettings, guestSettings, initialPhase, readRevision } from './form-content';
import {
  checkEmailSettings,
  checkFormContent,
  checkWeeklyRegistrationMail,
} from './form-validation';
import {
  deleteForm,
  findFormById,
  findRevision,
  insertForm,
  insertRevision,
  listFormAccess,
  listRevisions,
  type TNewForm,
  updateFormAtRevision,
  updateFormMeta,
} from './forms.repository';

/** A form with everything its answer shows (domain object; routes map it to the wire). */
export interface TFormDetail extends TFormWithRefs {
  access: { userId: number | null; groupId: number | null }[];
  /** The ids of its Signalen hooks with a token stored (their `sia_token_set`). */
  hookTokens: ReadonlySet<string>;
  /** The signing secrets the save that answers this made: answered this once. */
  hookSecrets?: THookSecret[];
}

async function detail(db: TDb, ref: TFormWithRefs): Promise<TFormDetail> {
  const [access, hookTokens] = await Promise.all([
    listFormAccess(db, ref.form.id),
    hooksWithToken(db, ref.form),
  ]);
  return { ...ref, access, hookTokens };
}

/** The form by id with its refs and access (after a write). */
export async function reloadForm(db: TDb, id: number): Promise<TFormDetail> {
  const ref = await findFormById(db, id);
  if (!ref) throw new DomainError('NOT_FOUND');
  return detail(db, ref);
}

/** A folder of the tenant's client; NOT_FOUND for one of another client. */
async function folderOf(db: TDb, tenant: TTenant, folderId: number) {
  const folder = await findFolderById(db, folderId);
  if (!folder || folder.clientId !== tenant.client.id) throw new DomainError('NOT_FOUND');
  return folder;
}

function checkContext(tenant: TTenant, type: TFormType, previousSchema?: TSchema) {
  return {
    formType: type,
    isAdmin: tenant.permissions.includes('eform add admin elements'),
    modules: tenant.client.modules,
    previousSchema,
  };
}

async function recordRevision(tx: TDb, row: TFormRow, userId: number): Promise<void> {
  await insertRevision(tx, {
    clientId: row.clientId,
    formId: row.id,
    revision: row.revision,
    content: revisionContent(row),
    userId,
  });
}

/** Inserts a new form with its first revision; answers its id. */
async function insertWithRevision(db: TDb, values: TNewForm, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const row = await insertForm(tx, values);
    await recordRevision(tx, row, userId);
    return row.id;
  });
}

/** POST /api/form: 'eform manage forms' in the folder's client; the schema as the editor checks. */
export async function createForm(
  db: TDb,
  auth: TAsker,
  input: { name: string; folderId: number; type: TFormType; schema: unknown[] },
): Promise<TFormDetail> {
  const folder = await findFolderById(db, input.folderId);
  if (!folder) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, folder.clientId);
  assertPermission(tenant, 'eform manage forms');
  const content = checkFormContent(input.schema, [], checkContext(tenant, input.type));
  const id = await insertWithRevision(
    db,
    {
      clientId: tenant.client.id,
      folderId: folder.id,
      name: input.name,
      type: input.type,
      schema: content.schema,
      rules: content.rules,
      registrationPhase: initialPhase(input.type),
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    },
    auth.user.id,
  );
  return reloadForm(db, id);
}

export async function getForm(db: TDb, auth: TAsker, formRef: string): Promise<TFormDetail> {
  const { ref, tenant } = await formForUser(db, auth, formRef);
  const answer = await detail(db, ref);
  // A hook's address and Signalen mapping are the integration managers' (a URL may carry a
  // receiver's own key); a filler and other managers read the form without them.
  if (mayManageHooks(tenant)) return answer;
  return { ...answer, form: { ...answer.form, webhookIntegrations: [] }, hookTokens: new Set() };
}

/** Whether the user may see and change a form's integrations (doc 2 §6). */
function mayManageHooks(tenant: TTenant): boolean {
  return tenant.permissions.includes('eform manage form integrations');
}

/**
 * PATCH /api/form/{form_id}: saves the whole form when `revision_id` is still the current
 * revision. The revision is checked early (no validation work for a stale save) and again by
 * the write itself (`UPDATE … WHERE revision = expected`), so of two saves based on the same
 * revision exactly one is stored; the other gets CONFLICT and nothing changes. Every save writes
 * a revision with the full form.
 */
export async function updateForm(
  db: TDb,
  auth: TAsker,
  formRef: string,
  body: TUpdateFormBody,
): Promise<TFormDetail> {
  const { ref, tenant } = await formForUser(db, auth, formRef, 'eform form edit');
  if (ref.form.revision !== body.revision_id) throw conflictError();
  if (body.folder_id !== null) await folderOf(db, tenant, body.folder_id);
  const content = checkFormContent(
    body.schema,
    body.rules,
    checkContext(tenant, body.form_type, ref.form.schema),
  );
  checkEmailSettings(body.email_settings);
  checkWeeklyRegistrationMail(body.settings.weeklyRegistrationMail);
  const guest = guestSettings(
    developerModeSettings(
      body.settings,
      ref.form.settings,
      tenant.permissions.includes('eform email developer mode'),
      auth.user.id,
    ),
    ref.form.guestId,
  );
  // Without the integrations permission a save keeps the hooks as they are (its GET had none).
  const hooks = planFormHooks(
    mayManageHooks(tenant) ? body.webhook_integrations : ref.form.webhookIntegrations,
  );
  const { row: saved, hookSecrets } = await writeAtRevision(
    db,
    ref.form,
    body.revision_id,
    {
      name: body.form_name,
      folderId: body.folder_id,
      type: body.form_type,
      schema: content.schema,
      rules: content.rules,
      settings: guest.settings,
      guestId: guest.guestId,
      emailSettings: body.email_settings,
      webhookIntegrations: hooks.hooks,
      formSettings: body.form_settings,
      summary: body.form_summary,
      registrationNameToken: body.registrationNameToken,
      registrationPhase: initialPhase(body.form_type, ref.form.registrationPhase),
      updatedBy: auth.user.id,
    },
    auth.user.id,
    hooks,
  );
  // A Word template the settings name that this form has not had processed yet.
  await queueSavedWordFiles(db, saved);
  // The written row is the answer (no second read of a large schema); the saver is this user.
  const answer = await detail(db, {
    form: saved,
    clientUuid: ref.clientUuid,
    updatedByEmail: auth.user.email,
  });
  return { ...answer, hookSecrets };
}

/** The Dutch 409 of a save based on a revision someone else has replaced. */
function conflictError(): DomainError {
  return new DomainError('CONFLICT', { messageKey: 'forms.conflict' });
}

/**
 * Writes new content only if the form is still at `expectedRevision` (one conditional UPDATE,
 * so two saves on the same revision cannot both win), and records the new revision in the same
 * transaction, with the secrets its hooks need (`hooks`: the hooks written). Throws the 409 when
 * someone else saved in between.
 */
async function writeAtRevision(
  db: TDb,
  form: TFormRow,
  expectedRevision: number,
  values: Partial<TNewForm>,
  userId: number,
  hooks: THookPlan,
): Promise<{ row: TFormRow; hookSecrets: THookSecret[] }> {
  return db.transaction(async (tx) => {
    const row = await updateFormAtRevision(tx, form.clientId, form.id, expectedRevision, values);
    if (!row) throw conflictError();
    await recordRevision(tx, row, userId);
    return { row, hookSecrets: await storeFormHookSecrets(tx, row, hooks) };
  });
}

/**
 * DELETE /api/form/{form_id}: the form with its revisions, shares and registrations; its files
 * are released to the upload purge, which removes them and their bytes.
 */
export async function removeForm(db: TDb, auth: TAsker, formRef: string): Promise<void> {
  const { ref } = await formForUser(db, auth, formRef, 'eform form delete');
  await db.transaction(async (tx) => {
    await releaseFormFiles(tx, ref.form.clientId, ref.form.id);
    await removeFormRegistrations(tx, ref.form.clientId, ref.form.id);
    await deleteForm(tx, ref.form.clientId, ref.form.id);
  });
}

/** Why the form cannot be published, as the Dutch 422; nothing when it can. */
function assertPublishable(form: TFormRow): void {
  const issue = publishIssue(form.schema);
  if (!issue) return;
  throw new DomainError('UNPROCESSABLE', { messageKey: 'server.form.publishNoInput' });
}

/**
 * Publish (now) or unpublish; not a save of the content, so the revision stays. A form nobody
 * could send (no field to fill in) is not published.
 */
export async function setPublished(
  db: TDb,
  auth: TAsker,
  formRef: string,
  published: boolean,
): Promise<TFormDetail> {
  const permission = published ? 'eform form publish' : 'eform form unpublish';
  const { ref } = await formForUser(db, auth, formRef, permission);
  if (published) assertPublishable(ref.form);
  await updateFormMeta(db, ref.form.clientId, ref.form.id, {
    publishedAt: published ? (ref.form.publishedAt ?? new Date()) : null,
    updatedBy: auth.user.id,
  });
  return reloadForm(db, ref.form.id);
}

/**
 * Word attachment processing flags (doc 2 §3 metadata): per Word template of the form's e-mails
 * whether it is processed; while one is not, the form cannot be filled.
 */
export async function getMetadata(db: TDb, auth: TAsker, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef);
  return { wordFilesProcessed: await wordFilesProcessed(db, ref.form) };
}

/** The same for a guest (no sign-in): only for a form with guest access on. */
export async function getAnonymousMetadata(db: TDb, formRef: string) {
  const ref = await findFormByUuid(db, formRef);
  if (!ref?.form.guestId || ref.form.publishedAt === null) {
    throw new DomainError('NOT_FOUND');
  }
  return { wordFilesProcessed: await wordFilesProcessed(db, ref.form) };
}

export async function getRevisions(db: TDb, auth: TAsker, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform form revisions view');
  return listRevisions(db, ref.form.id);
}

/**
 * Restores a revision: its content becomes the form's content as a new save (a new revision,
 * so the history keeps what was replaced). The old content is parsed and checked again like
 * any save, so a revision written by an older version never goes back unchecked. The folder
 * stays where the form is now.
 */
export async function restoreRevision(
  db: TDb,
  auth: TAsker,
  formRef: string,
  revisionRef: string,
): Promise<TFormDetail> {
  const { ref, tenant } = await formForUser(db, auth, formRef, 'eform form edit');
  const revision = await findRevision(db, ref.form.id, parseNumericId(revisionRef));
  if (!revision) throw new DomainError('NOT_FOUND');
  const old = readRevision(revision.content);
  const ctx = checkContext(tenant, old.type, ref.form.schema);
  // Subform rules sit inside their subform element; the check takes them as one list.
  const parsed = checkFormContent(old.schema, old.rules, { ...ctx, previousSchema: undefined });
  const content = checkFormContent(parsed.schema, allRulesOf(parsed.schema, parsed.rules), ctx);
  const guest = guestSettings(old.settings, ref.form.guestId);
  // Hooks come back with their ids, so with the secrets they kept (never removed with a hook).
  const hooks = planFormHooks(old.webhookIntegrations);
  await writeAtRevision(
    db,
    ref.form,
    ref.form.revision,
    {
      name: old.name,
      type: old.type,
      schema: content.schema,
      rules: content.rules,
      settings: guest.settings,
      guestId: guest.guestId,
      emailSettings: old.emailSettings,
      webhookIntegrations: hooks.hooks,
      formSettings: old.formSettings,
      summary: old.summary,
      registrationNameToken: old.registrationNameToken,
      registrationPhase: initialPhase(old.type, ref.form.registrationPhase),
      updatedBy: auth.user.id,
    },
    auth.user.id,
    hooks,
  );
  return reloadForm(db, ref.form.id);
}

/**
 * Copies a form to a folder of the same client or of another client of the user (who needs
 * 'eform manage forms' there, and may see the source form). The copy is named 'Kopie van …',
 * unpublished, shared with no one, without guest link, with new element uuids, its own form_id
 * and timestamps, and starts its own revision history. The pictures and files the form shows
 * are copied with it (files of the copy, in the same transaction), and its schema names those.
 * Its integrations keep their settings under new ids with new signing secrets (answered once,
 * as a save's); no secret or Signalen token is copied.
 */
export async function duplicateForm(
  db: TDb,
  auth: TAsker,
  formRef: string,
  target: { clientId: number; folderId: number | null },
): Promise<TFormDetail> {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage forms');
  const tenant = await tenantForClient(db, auth, target.clientId);
  assertPermission(tenant, 'eform manage forms');
  const folder = target.folderId === null ? null : await folderOf(db, tenant, target.folderId);
  const source = ref.form;
  const { guestAccess: _guestAccess, guestID: _guestID, ...settings } = source.settings;
  const hooks = planFormHooks(source.webhookIntegrations, { renew: true });
  const copy = await db.transaction(async (tx) => {
    const files = await planFormFileCopies(
      tx,
      { clientId: source.clientId, formId: source.id },
      source.schema.map((element) => renewElementUuids(element)),
    );
    const row = await insertForm(tx, {
      clientId: tenant.client.id,
      folderId: folder?.id ?? null,
      name: t('forms.copyName', { name: source.name }).slice(0, MAX_NAME_LENGTH),
      type: source.type,
      schema: files.schema,
      rules: source.rules,
      settings: { ...settings, guestAccess: false, guestID: null },
      emailSettings: source.emailSettings,
      webhookIntegrations: hooks.hooks,
      formSettings: source.formSettings,
      summary: source.summary,
      registrationNameToken: source.registrationNameToken,
      registrationPhase: initialPhase(source.type),
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    });
    await storeFormFileCopies(tx, files, {
      clientId: row.clientId,
      formId: row.id,
      userId: auth.user.id,
    });
    await recordRevision(tx, row, auth.user.id);
    return { id: row.id, hookSecrets: await storeFormHookSecrets(tx, row, hooks) };
  });
  return { ...(await reloadForm(db, copy.id)), hookSecrets: copy.hookSecrets };
}

/** The main rules plus every subform's, as the form answer carries them. */
export function rulesOfForm(form: TFormRow): TRule[] {
  return allRulesOf(form.schema, form.rules);
}
