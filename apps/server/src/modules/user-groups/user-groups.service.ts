import type { TGroupForm, TUserGroup } from '@eform/core/api';
import { DomainError } from '@eform/core/errors';
import type { TPermission } from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import {
  assertPermission,
  parseClientRef,
  parseNumericId,
  type TAsker,
  type TTenant,
  tenantForClient,
} from '../access';
import {
  deleteGroup,
  deleteGroupMember,
  findClientMember,
  findGroup,
  findUserId,
  insertGroup,
  insertGroupMember,
  listGroupForms,
  listGroups,
  listGroupUsers,
  updateGroupLabel,
} from './user-groups.repository';

type TGroupRow = NonNullable<Awaited<ReturnType<typeof findGroup>>>;

/** A group path resolved: the group and the asker's tenant in its client. */
export interface TGroupContext {
  tenant: TTenant;
  group: TGroupRow;
}

/**
 * The group a path names, for a user holding `permission` in its client. A group of a client the
 * user is no member of is NOT_FOUND, as one that does not exist (ids of other tenants cannot be
 * probed); a member without the permission gets FORBIDDEN.
 */
export async function resolveGroup(
  db: TDb,
  asker: TAsker,
  groupRef: string,
  permission: TPermission,
): Promise<TGroupContext> {
  const group = await findGroup(db, parseNumericId(groupRef));
  if (!group) throw new DomainError('NOT_FOUND');
  const tenant = await tenantForClient(db, asker, group.clientId);
  assertPermission(tenant, permission);
  return { tenant, group };
}

/** The client's groups sorted by label, each with its users. */
export async function listClientGroups(db: TDb, tenant: TTenant): Promise<TUserGroup[]> {
  const groups = await listGroups(db, tenant.client.id);
  const members = await listGroupUsers(
    db,
    tenant.client.id,
    groups.map((g) => g.id),
  );
  return groups.map((group) => toGroup(group, members));
}

/** A new group of the client. */
export async function createGroup(db: TDb, tenant: TTenant, label: string): Promise<TUserGroup> {
  return toGroup(await insertGroup(db, tenant.client.id, label), []);
}

/** The group with its users. */
export async function getGroup(db: TDb, { tenant, group }: TGroupContext): Promise<TUserGroup> {
  return toGroup(group, await listGroupUsers(db, tenant.client.id, [group.id]));
}

/** Renames the group. */
export async function renameGroup(db: TDb, ctx: TGroupContext, label: string) {
  const row = await updateGroupLabel(db, ctx.tenant.client.id, ctx.group.id, label);
  if (!row) throw new DomainError('NOT_FOUND');
  return getGroup(db, { ...ctx, group: row });
}

/** Deletes the group; its members and form shares go with it. */
export async function removeGroup(db: TDb, { tenant, group }: TGroupContext): Promise<void> {
  if (!(await deleteGroup(db, tenant.client.id, group.id))) throw new DomainError('NOT_FOUND');
}

/** The forms shared with the group, by name. */
export function groupForms(db: TDb, { tenant, group }: TGroupContext): Promise<TGroupForm[]> {
  return listGroupForms(db, tenant.client.id, group.id);
}

/** Adds a user of the group's client to the group; another client's user is refused (400). */
export async function addGroupUser(db: TDb, ctx: TGroupContext, userRef: string) {
  const ref = parseUserRef(userRef);
  const userId = await findClientMember(db, ctx.tenant.client.id, ref);
  if (userId === undefined) {
    throw new DomainError('VALIDATION', { messageKey: 'server.group.userNotMember' });
  }
  await insertGroupMember(db, ctx.group.id, userId);
  return getGroup(db, ctx);
}

/** Removes a user from the group; NOT_FOUND when they are not in it. */
export async function removeGroupUser(db: TDb, ctx: TGroupContext, userRef: string) {
  const userId = await findUserId(db, parseUserRef(userRef));
  if (userId === undefined || !(await deleteGroupMember(db, ctx.group.id, userId))) {
    throw new DomainError('NOT_FOUND');
  }
  return getGroup(db, ctx);
}

/** A user reference from a path: numeric id or uuid (the same shapes as a client's). */
function parseUserRef(value: string) {
  const ref = parseClientRef(value);
  if (!ref) throw new DomainError('NOT_FOUND');
  return ref;
}

function toGroup(
  group: TGroupRow,
  members: Awaited<ReturnType<typeof listGroupUsers>>,
): TUserGroup {
  return {
    id: group.id,
    uuid: group.uuid,
    label: group.label,
    client_id: group.clientId,
    users: members
      .filter((m) => m.groupId === group.id)
      .map(({ id, uuid, name, email }) => ({ id, uuid, name, email })),
  };
}
