import { and, asc, desc, eq, exists, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
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
import { fillableBy, type TFiller, type TFormRow, type TFormWithRefs } from '../access';

export type TNewForm = typeof forms.$inferInsert;
export type TFormAccessRow = typeof formAccess.$inferSelect;

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
  clientId: number,
  id: number,
  expectedRevision: number,
  values: Partial<TNewForm>,
): Promise<TFormRow | undefined> {
  const [row] = await db
    .update(forms)
    .set({ ...values, revision: sql`${forms.revision} + 1` })
    .where(
      and(eq(forms.clientId, clientId), eq(forms.id, id), eq(forms.revision, expectedRevision)),
    )
    .returning();
  return row;
}

/** Changes that are no save of the content (publish, guest link): the revision stays. */
export async function updateFormMeta(
  db: TDb,
  clientId: number,
  id: number,
  values: Partial<Pick<TNewForm, 'publishedAt' | 'updatedBy'>>,
): Promise<void> {
  await db
    .update(forms)
    .set(values)
    .where(and(eq(forms.clientId, clientId), eq(forms.id, id)));
}

export async function deleteForm(db: TDb, clientId: number, id: number): Promise<void> {
  await db.delete(forms).where(and(eq(forms.clientId, clientId), eq(forms.id, id)));
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
  clientId: number,
  formId: number,
  subject: { userId: number } | { groupId: number },
): Promise<void> {
  await db
    .delete(formAccess)
    .where(
      and(
        eq(formAccess.clientId, clientId),
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

/** Forms of a folder the filler may fill, by name. */
export function listFillableFolderForms(db: TDb, folderId: number, filler: TFiller) {
  return db
    .select({ uuid: forms.uuid, name: forms.name, type: forms.type })
    .from(forms)
    .where(and(eq(forms.folderId, folderId), fillableBy(filler)))
    .orderBy(asc(forms.name), asc(forms.id));
}
