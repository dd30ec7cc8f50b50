import { randomUUID } from 'node:crypto';
import type { TFormSettings, TFormType, TUpdateFormBody } from '@eform/core/api';
import { MAX_NAME_LENGTH } from '@eform/core/api';
import { renewElementUuids, type TSchema, ZSchema } from '@eform/core/elements';
import { DomainError } from '@eform/core/errors';
import { t } from '@eform/core/messages';
import type { TPermission } from '@eform/core/permissions';
import { allRulesOf, type TRule } from '@eform/core/rules';
import type { TDb } from '../../db/client';
import type { TAuth } from '../auth/auth.service';
import { assertPermission, type TTenant } from '../clients/clients.service';
import { parseNumericId, tenantForClient } from '../folders/client-scope';
import { findFolder } from '../folders/folders.repository';
import { canManageAllForms } from './form-access';
import { checkFormContent } from './form-validation';
import {
  addFormAccess,
  deleteForm,
  findClientGroup,
  findClientMember,
  findFormById,
  findFormByUuid,
  findRevision,
  insertForm,
  insertRevision,
  isSharedWith,
  listAssignedUsers,
  listClientForms,
  listClientGroupsWithAccess,
  listClientUsersWithAccess,
  listFillableFolderForms,
  listFormAccess,
  listRevisions,
  removeFormAccess,
  type TFormRow,
  type TFormWithRefs,
  type TNewForm,
  updateFormAtRevision,
  updateFormMeta,
} from './forms.repository';

/** A form with everything its answer shows (domain object; routes map it to the wire). */
export interface TFormDetail extends TFormWithRefs {
  access: { userId: number | null; groupId: number | null }[];
}

/** The content a save writes, and a revision keeps. */
interface TFormContent {
  name: string;
  type: TFormType;
  schema: TSchema;
  rules: TRule[];
  settings: TFormSettings;
  emailSettings: Record<string, unknown>[];
  webhookIntegrations: unknown[];
  formSettings: Record<string, unknown>;
  summary: string;
  registrationNameToken: string;
}

/** Workflow forms start in phase '1' (doc 2 §2 'Form create'); default forms have no phase. */
function initialPhase(type: TFormType, current: string | null = null): string | null {
  return type === 'workflow' ? (current ?? '1') : null;
}

async function detail(db: TDb, ref: TFormWithRefs): Promise<TFormDetail> {
  return { ...ref, access: await listFormAccess(db, ref.form.id) };
}

async function reload(db: TDb, id: number): Promise<TFormDetail> {
  const ref = await findFormById(db, id);
  if (!ref) throw new DomainError('NOT_FOUND');
  return detail(db, ref);
}

/**
 * The form the path names, for the signed-in user. Another client's form, or one that does not
 * exist: NOT_FOUND. Managers with form permissions see every form of the client, fillers only
 * published forms shared with them or one of their groups (NOT_FOUND otherwise, whatever the
 * call). With `permission`: FORBIDDEN unless the user holds it in the form's client.
 */
export async function formForUser(
  db: TDb,
  auth: TAuth,
  formRef: string,
  permission?: TPermission,
): Promise<{ ref: TFormWithRefs; tenant: TTenant }> {
  const ref = await findFormByUuid(db, formRef);
  if (!ref) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, ref.form.clientId);
  // Who may not see the form gets 404 for every call on it, as if it did not exist; who sees it
  // but lacks the call's permission gets 403.
  if (!canManageAllForms(tenant)) {
    const fillable =
      ref.form.publishedAt !== null && (await isSharedWith(db, ref.form.id, auth.user.id));
    if (!fillable) throw new DomainError('NOT_FOUND');
  }
  if (permission) assertPermission(tenant, permission);
  return { ref, tenant };
}

/** A folder of the tenant's client; NOT_FOUND for one of another client. */
async function folderOf(db: TDb, tenant: TTenant, folderId: number) {
  const folder = await findFolder(db, folderId);
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

/** The revision row of a save: the whole content, so a restore brings back exactly that. */
function revisionContent(row: TFormRow): Record<string, unknown> {
  return {
    name: row.name,
    type: row.type,
    schema: row.schema,
    rules: row.rules,
    settings: row.settings,
    emailSettings: row.emailSettings,
    webhookIntegrations: row.webhookIntegrations,
    formSettings: row.formSettings,
    summary: row.summary,
    registrationNameToken: row.registrationNameToken,
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

/**
 * Guest access (doc 2 §4): turning it on gives the form a new random guestID; while it stays on
 * the id is kept; turning it off clears it. The client never chooses the id.
 */
function guestSettings(settings: TFormSettings, currentGuestId: string | null) {
  if (!settings.guestAccess) {
    return { settings: { ...settings, guestAccess: false, guestID: null }, guestId: null };
  }
  const guestId = currentGuestId ?? randomUUID();
  return { settings: { ...settings, guestAccess: true, guestID: guestId }, guestId };
}

/** POST /api/form: 'eform manage forms' in the folder's client; the schema as the editor checks. */
export async function createForm(
  db: TDb,
  auth: TAuth,
  input: { name: string; folderId: number; type: TFormType; schema: unknown[] },
): Promise<TFormDetail> {
  const folder = await findFolder(db, input.folderId);
  if (!folder) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, folder.clientId);
  assertPermission(tenant, 'eform manage forms');
  const content = checkFormContent(input.schema, [], checkContext(tenant, input.type));
  const id = await db.transaction(async (tx) => {
    const row = await insertForm(tx, {
      clientId: tenant.client.id,
      folderId: folder.id,
      name: input.name,
      type: input.type,
      schema: content.schema,
      rules: content.rules,
      registrationPhase: initialPhase(input.type),
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    });
    await recordRevision(tx, row, auth.user.id);
    return row.id;
  });
  return reload(db, id);
}

export async function getForm(db: TDb, auth: TAuth, formRef: string): Promise<TFormDetail> {
  const { ref } = await formForUser(db, auth, formRef);
  return detail(db, ref);
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
  auth: TAuth,
  formRef: string,
  body: TUpdateFormBody,
): Promise<TFormDetail> {
  const { ref, tenant } = await formForUser(db, auth, formRef, 'eform form edit');
  if (ref.form.revision !== body.revision_id) throw conflictError();
  if (body.folder_id !== null) await folderOf(db, tenant, body.folder_id);
  // Stored schemas were parsed and checked when written; the editor check only reads their uuids.
  const content = checkFormContent(
    body.schema,
    body.rules,
    checkContext(tenant, body.form_type, ref.form.schema as TSchema),
  );
  const guest = guestSettings(body.settings, ref.form.guestId);
  const values: Partial<TNewForm> = {
    name: body.form_name,
    folderId: body.folder_id,
    type: body.form_type,
    schema: content.schema,
    rules: content.rules,
    settings: guest.settings,
    guestId: guest.guestId,
    emailSettings: body.email_settings,
    webhookIntegrations: body.webhook_integrations,
    formSettings: body.form_settings,
    summary: body.form_summary,
    registrationNameToken: body.registrationNameToken,
    registrationPhase: initialPhase(body.form_type, ref.form.registrationPhase),
    updatedBy: auth.user.id,
  };
  const saved = await writeAtRevision(db, ref.form.id, body.revision_id, values, auth.user.id);
  // The written row is the answer (no second read of a large schema); the saver is this user.
  return detail(db, { form: saved, clientUuid: ref.clientUuid, updatedByEmail: auth.user.email });
}

/** The Dutch 409 of a save based on a revision someone else has replaced. */
function conflictError(): DomainError {
  return new DomainError('CONFLICT', { messageKey: 'forms.conflict' });
}

/**
 * Writes new content only if the form is still at `expectedRevision` (one conditional UPDATE,
 * so two saves on the same revision cannot both win), and records the new revision in the same
 * transaction. Throws the 409 when someone else saved in between.
 */
async function writeAtRevision(
  db: TDb,
  formId: number,
  expectedRevision: number,
  values: Partial<TNewForm>,
  userId: number,
): Promise<TFormRow> {
  return db.transaction(async (tx) => {
    const row = await updateFormAtRevision(tx, formId, expectedRevision, values);
    if (!row) throw conflictError();
    await recordRevision(tx, row, userId);
    return row;
  });
}

/**
 * The seam for the registrations of a deleted form: there is no registrations table yet. When it
 * comes, its rows (and files) are removed here, in the delete's transaction.
 */
async function removeRegistrationsOf(_tx: TDb, _form: TFormRow): Promise<void> {}

/** DELETE /api/form/{form_id}: the form with its revisions, shares and registrations. */
export async function removeForm(db: TDb, auth: TAuth, formRef: string): Promise<void> {
  const { ref } = await formForUser(db, auth, formRef, 'eform form delete');
  await db.transaction(async (tx) => {
    await removeRegistrationsOf(tx, ref.form);
    await deleteForm(tx, ref.form.id);
  });
}

/** Publish (now) or unpublish; not a save of the content, so the revision stays. */
export async function setPublished(
  db: TDb,
  auth: TAuth,
  formRef: string,
  published: boolean,
): Promise<TFormDetail> {
  const permission = published ? 'eform form publish' : 'eform form unpublish';
  const { ref } = await formForUser(db, auth, formRef, permission);
  await updateFormMeta(db, ref.form.id, {
    publishedAt: published ? (ref.form.publishedAt ?? new Date()) : null,
    updatedBy: auth.user.id,
  });
  return reload(db, ref.form.id);
}

/**
 * Word attachment processing flags (doc 2 §3 metadata). There is no Word processing yet, so no
 * file is pending and the map is empty: the form can be filled.
 */
export async function getMetadata(db: TDb, auth: TAuth, formRef: string) {
  await formForUser(db, auth, formRef);
  return { wordFilesProcessed: {} as Record<string, boolean> };
}

/** The same for a guest (no sign-in): only for a form with guest access on. */
export async function getAnonymousMetadata(db: TDb, formRef: string) {
  const ref = await findFormByUuid(db, formRef);
  if (!ref?.form.guestId || ref.form.publishedAt === null) {
    throw new DomainError('NOT_FOUND');
  }
  return { wordFilesProcessed: {} as Record<string, boolean> };
}

export async function getRevisions(db: TDb, auth: TAuth, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform form revisions view');
  return listRevisions(db, ref.form.id);
}

/**
 * Restores a revision: its content becomes the form's content as a new save (a new revision,
 * so the history keeps what was replaced). The folder stays where the form is now.
 */
export async function restoreRevision(
  db: TDb,
  auth: TAuth,
  formRef: string,
  revisionRef: string,
): Promise<TFormDetail> {
  const { ref } = await formForUser(db, auth, formRef, 'eform form edit');
  const revision = await findRevision(db, ref.form.id, parseNumericId(revisionRef));
  if (!revision) throw new DomainError('NOT_FOUND');
  const content = revision.content as unknown as TFormContent;
  const guest = guestSettings(content.settings ?? {}, ref.form.guestId);
  await writeAtRevision(
    db,
    ref.form.id,
    ref.form.revision,
    {
      name: content.name,
      type: content.type,
      schema: content.schema,
      rules: content.rules,
      settings: guest.settings,
      guestId: guest.guestId,
      emailSettings: content.emailSettings,
      webhookIntegrations: content.webhookIntegrations,
      formSettings: content.formSettings,
      summary: content.summary,
      registrationNameToken: content.registrationNameToken,
      registrationPhase: initialPhase(content.type, ref.form.registrationPhase),
      updatedBy: auth.user.id,
    },
    auth.user.id,
  );
  return reload(db, ref.form.id);
}

type TSubject = { kind: 'user' | 'group'; ref: string };

/**
 * Shares the form with a user or group of its own client, or stops sharing. A user or group of
 * another client (or none at all): NOT_FOUND. Answers the updated form.
 */
export async function changeAccess(
  db: TDb,
  auth: TAuth,
  formRef: string,
  subject: TSubject,
  grant: boolean,
): Promise<TFormDetail> {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  const id = parseNumericId(subject.ref);
  const clientId = ref.form.clientId;
  const found =
    subject.kind === 'user'
      ? await findClientMember(db, clientId, id)
      : await findClientGroup(db, clientId, id);
  if (!found) throw new DomainError('NOT_FOUND');
  const key = subject.kind === 'user' ? { userId: id } : { groupId: id };
  if (grant) await addFormAccess(db, { clientId, formId: ref.form.id, ...key });
  else await removeFormAccess(db, ref.form.id, key);
  return reload(db, ref.form.id);
}

export async function getAccessUsers(db: TDb, auth: TAuth, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  return listClientUsersWithAccess(db, ref.form.clientId, ref.form.id);
}

export async function getAccessGroups(db: TDb, auth: TAuth, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  return listClientGroupsWithAccess(db, ref.form.clientId, ref.form.id);
}

export async function getAssignedUsers(db: TDb, auth: TAuth, formRef: string) {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage form users');
  return listAssignedUsers(db, ref.form.id);
}

/**
 * Copies a form to a folder of the same client or of another client of the user (who needs
 * 'eform manage forms' there, and may see the source form). The copy is named 'Kopie van …',
 * unpublished, shared with no one, without guest link, with new element uuids, its own form_id
 * and timestamps, and starts its own revision history.
 */
export async function duplicateForm(
  db: TDb,
  auth: TAuth,
  formRef: string,
  target: { clientId: number; folderId: number | null },
): Promise<TFormDetail> {
  const { ref } = await formForUser(db, auth, formRef, 'eform manage forms');
  const tenant = await tenantForClient(db, auth, target.clientId);
  assertPermission(tenant, 'eform manage forms');
  const folder = target.folderId === null ? null : await folderOf(db, tenant, target.folderId);
  const source = ref.form;
  const parsed = ZSchema.safeParse(source.schema);
  const schema = parsed.success ? parsed.data.map((element) => renewElementUuids(element)) : [];
  const { guestAccess: _guestAccess, guestID: _guestID, ...settings } = source.settings;
  const id = await db.transaction(async (tx) => {
    const row = await insertForm(tx, {
      clientId: tenant.client.id,
      folderId: folder?.id ?? null,
      name: t('forms.copyName', { name: source.name }).slice(0, MAX_NAME_LENGTH),
      type: source.type,
      schema,
      rules: source.rules,
      settings: { ...settings, guestAccess: false, guestID: null },
      emailSettings: source.emailSettings,
      webhookIntegrations: source.webhookIntegrations,
      formSettings: source.formSettings,
      summary: source.summary,
      registrationNameToken: source.registrationNameToken,
      registrationPhase: initialPhase(source.type),
      createdBy: auth.user.id,
      updatedBy: auth.user.id,
    });
    await recordRevision(tx, row, auth.user.id);
    return row.id;
  });
  return reload(db, id);
}

/** Admin form lists (doc 2 §2): for holders of a form-list permission. */
export async function listAdminForms(db: TDb, tenant: TTenant, folderId: number | null | 'all') {
  if (!canManageAllForms(tenant) && !tenant.permissions.includes('eform manage forms')) {
    throw new DomainError('FORBIDDEN');
  }
  return listClientForms(db, tenant.client.id, folderId);
}

/** Admin list of one folder's forms, the folder named by the path. */
export async function listAdminFolderForms(db: TDb, auth: TAuth, folderRef: string) {
  const folder = await findFolder(db, parseNumericId(folderRef));
  if (!folder) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, folder.clientId);
  return listAdminForms(db, tenant, folder.id);
}

/** The filler's folder contents (doc 1 §2.8): published forms the user may fill, by name. */
export async function listUserFolderForms(db: TDb, auth: TAuth, folderRef: string) {
  const folder = await findFolder(db, parseNumericId(folderRef));
  if (!folder) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, auth, folder.clientId);
  return listFillableFolderForms(db, folder.id, auth.user.id, canManageAllForms(tenant));
}

/** The main rules plus every subform's, as the form answer carries them. */
export function rulesOfForm(form: TFormRow): TRule[] {
  const schema = ZSchema.safeParse(form.schema);
  return allRulesOf(schema.success ? schema.data : [], form.rules as TRule[]);
}
