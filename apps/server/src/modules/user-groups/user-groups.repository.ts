import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import {
  formAccess,
  forms,
  memberships,
  userGroupMembers,
  userGroups,
  users,
} from '../../db/schema';

/** A group row of the client, or undefined (also for another client's group). */
export function findGroup(db: TDb, groupId: number) {
  return db.query.userGroups.findFirst({ where: eq(userGroups.id, groupId) });
}

/** The client's groups sorted by label (then id). */
export function listGroups(db: TDb, clientId: number) {
  return db
    .select()
    .from(userGroups)
    .where(eq(userGroups.clientId, clientId))
    .orderBy(asc(userGroups.label), asc(userGroups.id));
}

/** The members of the given groups of the client, by name. */
export function listGroupUsers(db: TDb, clientId: number, groupIds: number[]) {
  if (groupIds.length === 0) return Promise.resolve([]);
  const name = sql<string>`coalesce(nullif(${users.displayName}, ''), ${users.email})`;
  return db
    .select({
      groupId: userGroupMembers.groupId,
      id: users.id,
      uuid: users.uuid,
      name,
      email: users.email,
    })
    .from(userGroupMembers)
    .innerJoin(userGroups, eq(userGroups.id, userGroupMembers.groupId))
    .innerJoin(users, eq(users.id, userGroupMembers.userId))
    .where(and(eq(userGroups.clientId, clientId), inArray(userGroupMembers.groupId, groupIds)))
    .orderBy(asc(sql`lower(${name})`), asc(users.id));
}

export async function insertGroup(db: TDb, clientId: number, label: string) {
  const [row] = await db.insert(userGroups).values({ clientId, label }).returning();
  if (!row) throw new Error('group not inserted');
  return row;
}

/** Renames the client's group; undefined when it is not the client's. */
export async function updateGroupLabel(db: TDb, clientId: number, groupId: number, label: string) {
  const [row] = await db
    .update(userGroups)
    .set({ label })
    .where(and(eq(userGroups.clientId, clientId), eq(userGroups.id, groupId)))
    .returning();
  return row;
}

/** Deletes the client's group (members and form shares cascade); whether it existed. */
export async function deleteGroup(db: TDb, clientId: number, groupId: number): Promise<boolean> {
  const rows = await db
    .delete(userGroups)
    .where(and(eq(userGroups.clientId, clientId), eq(userGroups.id, groupId)))
    .returning({ id: userGroups.id });
  return rows.length > 0;
}

/** The forms shared with the group, by name. */
export function listGroupForms(db: TDb, clientId: number, groupId: number) {
  return db
    .select({ form_id: sql<string>`${forms.uuid}::text`, form_name: forms.name })
    .from(formAccess)
    .innerJoin(forms, eq(forms.id, formAccess.formId))
    .where(and(eq(formAccess.clientId, clientId), eq(formAccess.groupId, groupId)))
    .orderBy(asc(forms.name), asc(forms.id));
}

/** A member of the client by numeric id or uuid: the user's id, or undefined. */
export async function findClientMember(
  db: TDb,
  clientId: number,
  ref: { id: number } | { uuid: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .where(
      and(
        eq(memberships.clientId, clientId),
        'id' in ref ? eq(users.id, ref.id) : eq(users.uuid, ref.uuid),
      ),
    );
  return row?.id;
}

/** Adds the user to the group (nothing when already in it). */
export async function insertGroupMember(db: TDb, groupId: number, userId: number) {
  await db.insert(userGroupMembers).values({ groupId, userId }).onConflictDoNothing();
}

/** Removes the user from the group; whether they were in it. */
export async function deleteGroupMember(db: TDb, groupId: number, userId: number) {
  const rows = await db
    .delete(userGroupMembers)
    .where(and(eq(userGroupMembers.groupId, groupId), eq(userGroupMembers.userId, userId)))
    .returning({ userId: userGroupMembers.userId });
  return rows.length > 0;
}

/** The user's id by numeric id or uuid (any client). */
export async function findUserId(db: TDb, ref: { id: number } | { uuid: string }) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where('id' in ref ? eq(users.id, ref.id) : eq(users.uuid, ref.uuid));
  return row?.id;
}
