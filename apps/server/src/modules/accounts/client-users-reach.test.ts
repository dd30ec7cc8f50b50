import { randomUUID } from 'node:crypto';
import { ts } from '@eform/core/messages/server-only';
import type { TRole } from '@eform/core/permissions';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, login, uniqueIp } from '../../../test/factories';
import { callApi } from '../../../test/support';
import { memberships } from '../../db/schema';
import { getAccountsServer } from './accounts.test-support';

/**
 * Issue 29, finding 6: a user_manager removed an admin's and an eform_employee's membership
 * (200), because only client roles were compared. The global roles a member holds count too:
 * only an admin removes, re-roles or re-mails an admin or eform_employee. Per asker (user_manager,
 * client_manager, admin) against an admin, an eform_employee and a plain member.
 */
const { app, db } = await getAccountsServer();

const ASKERS: TRole[][] = [['user_manager'], ['client_manager'], ['admin']];
const TARGETS: Record<string, TRole[]> = {
  admin: ['admin'],
  eform_employee: ['eform_employee'],
  plain: [],
};

/** What `asker` may do to `target`: only an admin reaches the global roles. */
const allowed = (asker: TRole[], target: string) => target === 'plain' || asker.includes('admin');

async function setUp(askerRoles: TRole[], targetRoles: TRole[]) {
  const client = await createClient(db);
  // A client manager besides, so removing the asker's target never meets the last-manager guard.
  await createUser(db, { client, roles: ['client_manager'] });
  const asker = await createUser(db, { client, roles: askerRoles });
  const target = await createUser(db, {
    client,
    roles: targetRoles,
    email: `doel-${randomUUID().slice(0, 8)}@example.nl`,
  });
  return { client, target, key: await login(app, asker, uniqueIp()) };
}

async function isMember(clientId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select()
    .from(memberships)
    .where(and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)));
  return rows.length === 1;
}

const refusal = (target: string) =>
  ts('server.users.globalRoleMember', {
    role: target === 'admin' ? 'Beheerder' : 'Eform medewerker',
  });

describe.each(ASKERS)('a %s', (...askerRoles) => {
  it.each(Object.keys(TARGETS))('removes a member who is %s only when in reach', async (kind) => {
    const { client, target, key } = await setUp(askerRoles, TARGETS[kind] ?? []);
    const url = `/api/clients/${client.id}/remove-user/${target.uuid}`;
    const response = await callApi(app, key, 'PATCH', url);
    if (allowed(askerRoles, kind)) {
      expect(response.statusCode).toBe(200);
      expect(await isMember(client.id, target.id)).toBe(false);
    } else {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(refusal(kind));
      expect(await isMember(client.id, target.id)).toBe(true);
    }
  });

  it.each(Object.keys(TARGETS))(
    'changes the roles of a member who is %s only when in reach',
    async (kind) => {
      const { client, target, key } = await setUp(askerRoles, TARGETS[kind] ?? []);
      const url = `/api/clients/${client.id}/users/${target.uuid}/permission`;
      const response = await callApi(app, key, 'PATCH', url, { roles: ['user_manager'] });
      expect(response.statusCode).toBe(allowed(askerRoles, kind) ? 200 : 403);
      const [row] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.clientId, client.id), eq(memberships.userId, target.id)));
      expect(row?.roles).toEqual(allowed(askerRoles, kind) ? ['user_manager'] : []);
    },
  );

  it.each(Object.keys(TARGETS))(
    're-sends the welcome mail of a member who is %s only when in reach',
    async (kind) => {
      const { client, target, key } = await setUp(askerRoles, TARGETS[kind] ?? []);
      const url = `/api/clients/${client.id}/user/${target.uuid}/resend-welcome-mail`;
      const response = await callApi(app, key, 'GET', url);
      expect(response.statusCode).toBe(allowed(askerRoles, kind) ? 200 : 403);
    },
  );
});
