import { DomainError } from '@eform/core/errors';
import {
  assignableRolesFor,
  CLIENT_ROLES,
  GLOBAL_ROLES,
  ROLE_LABELS,
  rolesOutOfReach,
  type TAssignableRole,
  type TRole,
} from '@eform/core/permissions';
import type { TDb } from '../../db/client';
import { assertPermission, isUuid, type TAsker, type TTenant, tenantOfRef } from '../access';
import { accountMailQueueReady, queueAccountMail } from './account-mail.job';
import {
  deleteMembership,
  findClientMember,
  findOrCreateUser,
  insertMembership,
  listClientMembers,
  lockClientManagers,
  revokeUserTokens,
  type TMembershipRow,
  type TUserRow,
  updateMembershipRoles,
} from './accounts.repository';

/** A member of a client as the users list shows it. */
export interface TClientMember {
  user: TUserRow;
  membership: TMembershipRow;
  /** 'authenticated', the account's global roles, then the client roles. */
  roles: TRole[];
}

function memberRoles(user: TUserRow, membership: TMembershipRow): TRole[] {
  const client = CLIENT_ROLES.filter((role) => membership.roles.includes(role));
  return ['authenticated', ...globalRoles(user), ...client];
}

/** The account's own roles (admin, eform_employee), which no client screen gives or takes. */
function globalRoles(user: TUserRow): TRole[] {
  return GLOBAL_ROLES.filter((role) => user.globalRoles.includes(role));
}

/** The tenant of a client users call: 404 outside the user's clients, 403 without permission. */
async function usersTenant(db: TDb, auth: TAsker, clientRef: string): Promise<TTenant> {
  const tenant = await tenantOfRef(db, auth, clientRef);
  assertPermission(tenant, 'eform client add users');
  return tenant;
}

/** One member of the tenant's client by uuid; NOT_FOUND for anyone else. */
async function memberOf(db: TDb, tenant: TTenant, userUuid: string) {
  const row = isUuid(userUuid)
    ? await findClientMember(db, tenant.client.id, userUuid.toLowerCase())
    : undefined;
  if (!row) throw new DomainError('NOT_FOUND', { messageKey: 'server.users.notMember' });
  return row;
}

/**
 * FORBIDDEN naming the first of `roles` the asker could not hand out themselves (core's
 * rolesOutOfReach): a client role without its 'assign {role} role' permission, or a global role
 * (admin, eform_employee) the member holds, which only an admin may touch (issue 29: a
 * user_manager took an admin and an eform_employee out of a client).
 */
function assertInReach(tenant: TTenant, roles: readonly TRole[]): void {
  const [refused] = rolesOutOfReach(tenant, roles);
  if (!refused) return;
  if ((GLOBAL_ROLES as readonly TRole[]).includes(refused)) {
    throw new DomainError('FORBIDDEN', {
      messageKey: 'server.users.globalRoleMember',
      params: { role: ROLE_LABELS[refused] },
    });
  }
  throw new DomainError('FORBIDDEN', {
    messageKey: 'server.users.roleNotAssignable',
    params: { role: refused },
  });
}

/** The client roles that differ between `before` and `after` (given or taken away). */
function changedRoles(before: readonly string[], after: readonly string[]): TAssignableRole[] {
  return CLIENT_ROLES.filter((role) => before.includes(role) !== after.includes(role));
}

/**
 * CONFLICT unless confirmed when the change leaves the client without a client manager: the user
 * is one now and will not be (`keeps` false). Runs in the transaction of the change, with the
 * managers locked, so two simultaneous changes cannot each leave the other as the last one.
 */
async function guardLastManager(
  tx: TDb,
  clientId: number,
  userId: number,
  keeps: boolean,
  confirmed: boolean,
): Promise<void> {
  const managers = await lockClientManagers(tx, clientId);
  const isLast = managers.length === 1 && managers[0] === userId;
  if (isLast && !keeps && !confirmed) {
    throw new DomainError('CONFLICT', { messageKey: 'server.users.lastManager' });
  }
}

/** The mail queue must be there: a user added without their welcome mail could never sign in. */
async function assertMailQueue(db: TDb): Promise<void> {
  if (!(await accountMailQueueReady(db))) throw new DomainError('SERVICE_UNAVAILABLE');
}

/** The members of the client, for 'eform client add users'. */
export async function listClientUsers(
  db: TDb,
  auth: TAsker,
  clientRef: string,
): Promise<TClientMember[]> {
  const tenant = await usersTenant(db, auth, clientRef);
  const rows = await listClientMembers(db, tenant.client.id);
  return rows.map((row) => ({ ...row, roles: memberRoles(row.user, row.membership) }));
}

export interface TAddClientUserInput {
  email: string;
  roles: TAssignableRole[];
  requireTerms: boolean;
}

/**
 * Adds the user of `email` to the client with `roles` (only roles the asker may assign;
 * require-terms only by admins). A new account gets no password and a welcome mail with a
 * set-password link; an existing one a mail that it may now work for the client (a welcome mail
 * with a link while it has no password yet). CONFLICT when the user is a member already.
 */
export async function addClientUser(
  db: TDb,
  auth: TAsker,
  clientRef: string,
  input: TAddClientUserInput,
): Promise<{ email: string; userUuid: string; clientId: number }> {
  const tenant = await usersTenant(db, auth, clientRef);
  assertInReach(tenant, input.roles);
  if (input.requireTerms && !tenant.permissions.includes('eform client user require terms')) {
    throw new DomainError('FORBIDDEN', { messageKey: 'server.users.requireTermsAdminOnly' });
  }
  await assertMailQueue(db);
  return db.transaction(async (tx) => {
    const { user } = await findOrCreateUser(tx, input.email);
    const added = await insertMembership(tx, {
      userId: user.id,
      clientId: tenant.client.id,
      roles: CLIENT_ROLES.filter((role) => input.roles.includes(role)),
      requireTerms: input.requireTerms,
    });
    if (!added) {
      throw new DomainError('CONFLICT', {
        messageKey: 'server.users.alreadyMember',
        params: { email: user.email },
      });
    }
    await queueAccountMail(tx, {
      kind: user.passwordHash ? 'added' : 'welcome',
      user_id: user.id,
      client_id: tenant.client.id,
    });
    return { email: user.email, userUuid: user.uuid, clientId: tenant.client.id };
  });
}

/** A user's roles in the client and what the asker may change of them. */
export async function getClientUserPermission(
  db: TDb,
  auth: TAsker,
  clientRef: string,
  userUuid: string,
) {
  const tenant = await usersTenant(db, auth, clientRef);
  const member = await memberOf(db, tenant, userUuid);
  return { ...member, assignable: assignableRolesFor(tenant.permissions) };
}

/**
 * Sets the user's client roles. Every role given or taken away must be one the asker may assign
 * (FORBIDDEN otherwise, whatever the screen showed), and the roles of an admin or eform_employee
 * only an admin changes; taking client_manager from the client's last one needs
 * `confirmLastManager`.
 */
export async function updateClientUserRoles(
  db: TDb,
  auth: TAsker,
  clientRef: string,
  userUuid: string,
  input: { roles: TAssignableRole[]; confirmLastManager: boolean },
): Promise<TChangedMember> {
  const tenant = await usersTenant(db, auth, clientRef);
  const member = await memberOf(db, tenant, userUuid);
  const roles = CLIENT_ROLES.filter((role) => input.roles.includes(role));
  assertInReach(tenant, [
    ...globalRoles(member.user),
    ...changedRoles(member.membership.roles, roles),
  ]);
  await db.transaction(async (tx) => {
    await guardLastManager(
      tx,
      tenant.client.id,
      member.user.id,
      roles.includes('client_manager'),
      input.confirmLastManager,
    );
    await updateMembershipRoles(tx, member.membership.id, roles);
  });
  return {
    user: member.user,
    clientId: tenant.client.id,
    roles: { from: member.membership.roles, to: roles },
  };
}

/** The member an action changed and in which client (the routes' audit log entries). */
export interface TChangedMember {
  user: TUserRow;
  clientId: number;
  /** For a change of roles: the client roles before and after. */
  roles?: { from: string[]; to: string[] };
}

/**
 * Takes the user out of the client ('eform client remove users'). Nobody removes a user holding
 * a role they could not assign themselves, their global roles (admin, eform_employee) included;
 * the client's last client manager needs the confirmation.
 */
export async function removeClientUser(
  db: TDb,
  auth: TAsker,
  clientRef: string,
  userUuid: string,
  confirmLastManager: boolean,
): Promise<TChangedMember> {
  const tenant = await tenantOfRef(db, auth, clientRef);
  assertPermission(tenant, 'eform client remove users');
  const member = await memberOf(db, tenant, userUuid);
  assertInReach(tenant, memberRoles(member.user, member.membership));
  await db.transaction(async (tx) => {
    await guardLastManager(tx, tenant.client.id, member.user.id, false, confirmLastManager);
    await deleteMembership(tx, tenant.client.id, member.user.id);
  });
  return { user: member.user, clientId: tenant.client.id };
}

/**
 * Sends the member a new welcome mail; the links of earlier mails stop working. An admin's or
 * eform_employee's links are an admin's to revoke.
 */
export async function resendWelcomeMail(
  db: TDb,
  auth: TAsker,
  clientRef: string,
  userUuid: string,
): Promise<{ email: string }> {
  const tenant = await usersTenant(db, auth, clientRef);
  const member = await memberOf(db, tenant, userUuid);
  assertInReach(tenant, globalRoles(member.user));
  await assertMailQueue(db);
  await db.transaction(async (tx) => {
    // At once, not only when the new mail goes: a link someone else may have seen stops now.
    await revokeUserTokens(tx, member.user.id, new Date());
    await queueAccountMail(tx, {
      kind: 'welcome',
      user_id: member.user.id,
      client_id: tenant.client.id,
    });
  });
  return { email: member.user.email };
}
