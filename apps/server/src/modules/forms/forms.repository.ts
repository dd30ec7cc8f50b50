import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  clients,
  formAccess,
  formRevisions,
  forms,
  memberships,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema';

export type TFormRow = typeof forms.$inferSelect;
export type TNewForm = typeof forms.$inferInsert;
export type TFormAccessRow = typeof formAccess.$inferSelect;

/** A form row with what its answer needs besides: the client's uuid and who saved last. */
export interface TFormWithRefs {
  form: TFormRow;
  clientUuid: string;
  updatedByEmail: string | null;
}

/**
 * SQL condition on the outer `forms` row: shared with the user, or with one of their groups.
 * Groups belong to one client and only groups of the form's client are ever added (the access
 * calls check it), so no client test is needed here.
 */
export function fillableBy(userId: number): SQL {
  return sql`exists (
    select 1 from ${formAccess}
    where ${formAccess.formId} = ${forms.id}
      and (${formAccess.userId} = ${userId}
        or ${formAccess.groupId} in (
          select ${userGroupMembers.groupId} from ${userGroupMembers}
          where ${userGroupMembers.userId} = ${userId}))
  )`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The form with this form_id; undefined for an unknown or malformed one (no query then). */
export async function findFormByUuid(
  db: TDb,
  formUuid: string,
): Promise<TFormWithRefs | undefined> {
  if (!UUID.test(formUuid)) return undefined;
  const [row] = await db
    .select({ form: forms, clientUuid: clients.uuid, updatedByEmail: users.email })
    .from(forms)
    .innerJoin(clients, eq(clients.id, forms.clientId))
    .leftJoin(users, eq(users.id, forms.updatedBy))
    .where(eq(forms.uuid, formUuid.toLowerCase()));
  return row;
}

/** The form row by id with its refs (after a write). */
export async function findFormById(db: TDb, id: number): Promise<TFormWithRefs | undefined> {
  const [row] = await db
    .select({ form: forms, clientUuid: clients.uuid, updatedByEmail: users.email })
    .from(forms)
    .innerJoin(clients, eq(clients.id, forms.clientId))
    .leftJoin(users, eq(users.id, forms.updatedBy))
    .where(eq(forms.id, id));
  return row;
}

export function listFormAccess(db: TDb, formId: number) {
  return db
    .select({ userId: formAccess.userId, groupId: formAccess.groupId })
    .from(formAccess)
    .where(eq(formAccess.formId, formId))
    .orderBy(asc(formAccess.id));
}

export async function insertForm(db: TDb, values: TNewForm): Promise<TFormRow> {
  const [row] = await db.insert(forms).values(values).returning();
  if (!row) throw new Error('form not inserted');
  return row;
}

/**
 * Writes `values` and moves the revision on by one, but only while the form is still at
 * `expectedRevision`: the check and the write are one statement, so of two saves based on the
 * same revision exactly one succeeds. Undefined when the revision had moved on.
 */
export async function updateFormAtRevision(
  db: TDb,
  id: number,
  expectedRevision: number,
  values: Partial<TNewForm>,
): Promise<TFormRow | undefined> {
  const [row] = await db
    .update(forms)
    .set({ ...values, revision: sql`${forms.revision} + 1` })
    .where(and(eq(forms.id, id), eq(forms.revision, expectedRevision)))
    .returning();
  return row;
}

/** Changes that are no save of the content (publish, guest link): the revision stays. */
export async function updateFormMeta(
  db: TDb,
  id: number,
  values: Partial<Pick<TNewForm, 'publishedAt' | 'updatedBy'>>,
): Promise<void> {
  await db.update(forms).set(values).where(eq(forms.id, id));
}

export async function deleteForm(db: TDb, id: number): Promise<void> {
  await db.delete(forms).where(eq(forms.id, id));
}

export async function insertRevision(
  db: TDb,
  values: typeof formRevisions.$inferInsert,
): Promise<void> {
  await db.insert(formRevisions).values(values);
}

export function listRevisions(db: TDb, formId: number) {
  return db
    .select({
      id: formRevisions.id,
      revision: formRevisions.revision,
      createdAt: formRevisions.createdAt,
      email: users.email,
    })
    .from(formRevisions)
    .leftJoin(users, eq(users.id, formRevisions.userId))
    .where(eq(formRevisions.formId, formId))
    .orderBy(desc(formRevisions.revision));
}

export async function findRevision(db: TDb, formId: number, revisionId: number) {
  return db.query.formRevisions.findFirst({
    where: and(eq(formRevisions.formId, formId), eq(formRevisions.id, revisionId)),
  });
}

/** Whether the user may fill the form through a share (user or group). */
export async function isSharedWith(db: TDb, formId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: forms.id })
    .from(forms)
    .where(and(eq(forms.id, formId), fillableBy(userId)));
  return row !== undefined;
}

/** A member of the client (any roles), by user id. */
export async function findClientMember(db: TDb, clientId: number, userId: number) {
  const [row] = await db
    .select({ id: users.id, email: users.email })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
  return row;
}

export async function findClientGroup(db: TDb, clientId: number, groupId: number) {
  return db.query.userGroups.findFirst({
    where: and(eq(userGroups.clientId, clientId), eq(userGroups.id, groupId)),
  });
}

/** Shares the form with a user or group; sharing twice is a no-op. */
export async function addFormAccess(
  db: TDb,
  values: { clientId: number; formId: number; userId?: number; groupId?: number },
): Promise<void> {
  await db.insert(formAccess).values(values).onConflictDoNothing();
}

export async function removeFormAccess(
  db: TDb,
  formId: number,
  subject: { userId: number } | { groupId: number },
): Promise<void> {
  await db
    .delete(formAccess)
    .where(
      and(
        eq(formAccess.formId, formId),
        'userId' in subject
          ? eq(formAccess.userId, subject.userId)
          : eq(formAccess.groupId, subject.groupId),
      ),
    );
}

/** The members of a client by e-mail, with whether each has the form shared directly. */
export function listClientUsersWithAccess(db: TDb, clientId: number, formId: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      displayName: users.displayName,
      hasAccess: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(formAccess)
          .where(and(eq(formAccess.formId, formId), eq(formAccess.userId, users.id))),
      )}`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(eq(memberships.clientId, clientId))
    .orderBy(asc(users.email));
}

/** The groups of a client by label, with whether each has the form shared. */
export function listClientGroupsWithAccess(db: TDb, clientId: number, formId: number) {
  return db
    .select({
      id: userGroups.id,
      label: userGroups.label,
      hasAccess: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(formAccess)
          .where(and(eq(formAccess.formId, formId), eq(formAccess.groupId, userGroups.id))),
      )}`,
    })
    .from(userGroups)
    .where(eq(userGroups.clientId, clientId))
    .orderBy(asc(userGroups.label), asc(userGroups.id));
}

/** Users who may fill the form: shared with them directly or through a group, each once. */
export function listAssignedUsers(db: TDb, formId: number) {
  const groupIds = db
    .select({ id: formAccess.groupId })
    .from(formAccess)
    .where(and(eq(formAccess.formId, formId), isNotNull(formAccess.groupId)));
  const direct = db
    .select({ id: formAccess.userId })
    .from(formAccess)
    .where(and(eq(formAccess.formId, formId), isNotNull(formAccess.userId)));
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      or(
        inArray(users.id, direct as never),
        inArray(
          users.id,
          db
            .select({ id: userGroupMembers.userId })
            .from(userGroupMembers)
            .where(inArray(userGroupMembers.groupId, groupIds as never)),
        ),
      ),
    )
    .orderBy(asc(users.email));
}

/** Forms of a client for the admin lists: one folder, or those without a folder (null). */
export function listClientForms(db: TDb, clientId: number, folderId: number | null | 'all') {
  return db
    .select({
      uuid: forms.uuid,
      name: forms.name,
      type: forms.type,
      folderId: forms.folderId,
      publishedAt: forms.publishedAt,
      updatedAt: forms.updatedAt,
    })
    .from(forms)
    .where(
      and(
        eq(forms.clientId, clientId),
        folderId === 'all'
          ? undefined
          : folderId === null
            ? isNull(forms.folderId)
            : eq(forms.folderId, folderId),
      ),
    )
    .orderBy(asc(forms.name), asc(forms.id));
}

/** Published forms of a folder the user may fill (all of them when `allForms`), by name. */
export function listFillableFolderForms(
  db: TDb,
  folderId: number,
  userId: number,
  allForms: boolean,
) {
  return db
    .select({ uuid: forms.uuid, name: forms.name, type: forms.type })
    .from(forms)
    .where(
      and(
        eq(forms.folderId, folderId),
        isNotNull(forms.publishedAt),
        allForms ? undefined : fillableBy(userId),
      ),
    )
    .orderBy(asc(forms.name), asc(forms.id));
}
