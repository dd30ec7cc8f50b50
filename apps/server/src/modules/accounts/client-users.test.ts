import { randomUUID } from 'node:crypto';
import { tc } from '@eform/core/messages/clients';
import { ts } from '@eform/core/messages/server-only';
import {
  ASSIGNABLE_ROLES,
  assignableRolesFor,
  CLIENT_ROLES,
  permissionsForRoles,
} from '@eform/core/permissions';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createGroup,
  createUser,
  login,
  type TUserOptions,
  uniqueIp,
} from '../../../test/factories';
import { callApi } from '../../../test/support';
import { memberships, userGroupMembers } from '../../db/schema';
import {
  getAccountsServer,
  mailsTo,
  PUBLIC_URL,
  setPassword,
  waitForMails,
} from './accounts.test-support';

const { app, db, sink } = await getAccountsServer();

const address = (who: string) => `${who}-${randomUUID().slice(0, 8)}@example.nl`;

/** A client with a signed-in member holding `roles` (or an admin when roles has 'admin'). */
async function clientWith(roles: TUserOptions['roles'] = ['client_manager']) {
  const client = await createClient(db);
  const asker = await createUser(db, { client, roles, email: address('beheerder') });
  return { client, asker, key: await login(app, asker, uniqueIp()) };
}

const usersUrl = (clientId: number) => `/api/clients/${clientId}/users`;
const addUrl = (clientId: number) => `/api/clients/${clientId}/add-user`;
const permissionUrl = (clientId: number, uuid: string) =>
  `/api/clients/${clientId}/users/${uuid}/permission`;
const removeUrl = (clientId: number, uuid: string) =>
  `/api/clients/${clientId}/remove-user/${uuid}`;
const resendUrl = (clientId: number, uuid: string) =>
  `/api/clients/${clientId}/user/${uuid}/resend-welcome-mail`;

describe('adding a user to a client', () => {
  it('makes a new account without password, lists it and mails a one-time link that signs in', async () => {
    const { client, key } = await clientWith(['admin']);
    const email = address('nieuw');
    const added = await callApi(app, key, 'POST', addUrl(client.id), {
      email: `  ${email.toUpperCase()} `,
      roles: ['form_manager', 'financial'],
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({ message: ts('server.users.added', { email }) });

    const list = await callApi(app, key, 'GET', usersUrl(client.id));
    const row = list.json().find((user: { email: string }) => user.email === email);
    expect(row).toMatchObject({
      username: email,
      roles: ['authenticated', 'financial', 'form_manager'],
      access: null,
      require_terms: false,
    });

    const [mail] = await waitForMails(sink, email);
    expect(mail?.subject).toBe(`Welkom bij ${client.name}: stel uw wachtwoord in`);
    expect(mail?.text).toContain(`${PUBLIC_URL}/user/reset/`);
    expect(mail?.text).toContain('7 dagen geldig');
    expect(mail?.html).toContain(`href="${PUBLIC_URL}/user/reset/${mail?.token}"`);

    // No password yet: nobody signs in as the new user before the link is followed.
    const early = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: email, password: 'nieuw-wachtwoord-1' },
    });
    expect(early.statusCode).toBe(401);

    const set = await setPassword(app, mail?.token, 'nieuw-wachtwoord-1');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ status: 'success', email, clients: [{ id: client.id }] });
    const info = await callApi(app, set.json().api_key, 'GET', `/api/client/${client.id}/info`);
    expect(info.json().roles).toEqual(['authenticated', 'financial', 'form_manager']);

    const again = await setPassword(app, mail?.token, 'ander-wachtwoord-2');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(ts('server.account.tokenUsed'));
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: email, password: 'nieuw-wachtwoord-1' },
      remoteAddress: uniqueIp(),
    });
    expect(signIn.statusCode).toBe(200);
    const listed = await callApi(app, key, 'GET', usersUrl(client.id));
    const after = listed.json().find((user: { email: string }) => user.email === email);
    expect(after.access).not.toBeNull();
  });

  it('adds an existing account with a sign-in mail, and refuses one that is a member already', async () => {
    const { client, key } = await clientWith();
    const existing = await createUser(db, { email: address('bestaand') });
    const added = await callApi(app, key, 'POST', addUrl(client.id), {
      email: existing.email,
      roles: [],
    });
    expect(added.statusCode).toBe(201);
    const [mail] = await waitForMails(sink, existing.email);
    expect(mail?.subject).toBe(`U hebt nu toegang tot ${client.name}`);
    expect(mail?.token).toBeNull();
    expect(mail?.text).toContain(`${PUBLIC_URL}/login`);
    // The password still works: adding never touches an account's password.
    await login(app, existing, uniqueIp());

    const twice = await callApi(app, key, 'POST', addUrl(client.id), {
      email: existing.email,
      roles: [],
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(ts('server.users.alreadyMember', { email: existing.email }));
  });

  it('refuses a missing or invalid e-mail naming the field', async () => {
    const { client, key } = await clientWith();
    for (const email of ['', 'geen-adres']) {
      const response = await callApi(app, key, 'POST', addUrl(client.id), { email, roles: [] });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('email');
    }
  });

  it('lets only admins require the terms', async () => {
    const manager = await clientWith();
    const refused = await callApi(app, manager.key, 'POST', addUrl(manager.client.id), {
      email: address('voorwaarden'),
      roles: [],
      require_terms: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(ts('server.users.requireTermsAdminOnly'));

    const admin = await clientWith(['admin']);
    const email = address('voorwaarden');
    const added = await callApi(app, admin.key, 'POST', addUrl(admin.client.id), {
      email,
      roles: [],
      require_terms: true,
    });
    expect(added.statusCode).toBe(201);
    const list = await callApi(app, admin.key, 'GET', usersUrl(admin.client.id));
    expect(list.json().find((u: { email: string }) => u.email === email).require_terms).toBe(true);
  });
});

describe('role escalation', () => {
  const cases = CLIENT_ROLES.flatMap((asker) =>
    ASSIGNABLE_ROLES.map((role) => {
      const perms = permissionsForRoles([asker]);
      const may =
        perms.includes('eform client add users') && assignableRolesFor(perms).includes(role);
      return [asker, role, may ? 201 : 403] as const;
    }),
  );

  it.each(cases)('a %s adding a user with role %s gets %i', async (asker, role, status) => {
    const { client, key } = await clientWith([asker]);
    const response = await callApi(app, key, 'POST', addUrl(client.id), {
      email: address('rol'),
      roles: [role],
    });
    expect(response.statusCode).toBe(status);
    if (status === 403 && permissionsForRoles([asker]).includes('eform client add users')) {
      expect(response.json().message).toBe(ts('server.users.roleNotAssignable', { role }));
    }
  });

  it('refuses giving or taking a role the asker may not assign, whatever else is sent', async () => {
    const { client, key } = await clientWith(['user_manager']);
    const target = await createUser(db, { client, roles: ['form_manager'] });
    const give = await callApi(app, key, 'PATCH', permissionUrl(client.id, target.uuid), {
      roles: ['form_manager', 'user_manager', 'client_manager'],
    });
    expect(give.statusCode).toBe(403);
    const take = await callApi(app, key, 'PATCH', permissionUrl(client.id, target.uuid), {
      roles: [],
    });
    expect(take.statusCode).toBe(403);
    // Keeping what it cannot assign and changing only its own role is fine.
    const keep = await callApi(app, key, 'PATCH', permissionUrl(client.id, target.uuid), {
      roles: ['form_manager', 'user_manager'],
    });
    expect(keep.statusCode).toBe(200);
    const [row] = await db
      .select({ roles: memberships.roles })
      .from(memberships)
      .where(and(eq(memberships.clientId, client.id), eq(memberships.userId, target.id)));
    expect(row?.roles).toEqual(['form_manager', 'user_manager']);
    // Nor may it remove a user holding a role it could not give.
    const remove = await callApi(app, key, 'PATCH', removeUrl(client.id, target.uuid));
    expect(remove.statusCode).toBe(403);
  });

  it('shows a user its roles and the roles the asker may assign', async () => {
    const { client, key } = await clientWith(['form_manager']);
    const target = await createUser(db, { client, roles: ['financial'], displayName: 'Fien' });
    const response = await callApi(app, key, 'GET', permissionUrl(client.id, target.uuid));
    expect(response.json()).toEqual({
      user: { uuid: target.uuid, username: target.email, display_name: 'Fien' },
      roles: ['financial'],
      global_roles: [],
      assignable_roles: ['form_manager', 'form_view_registrations', 'user_manager'],
      require_terms: false,
    });
    const saved = await callApi(app, key, 'PATCH', permissionUrl(client.id, target.uuid), {
      roles: ['financial', 'form_view_registrations'],
    });
    expect(saved.json()).toEqual({ message: tc('clients.userRolesSaved', { name: 'Fien' }) });
  });
});

describe('the client boundary', () => {
  it("answers 404 for another client's users and for users of another client", async () => {
    const mine = await clientWith();
    const other = await clientWith();
    const stranger = await createUser(db, { client: other.client });
    expect((await callApi(app, mine.key, 'GET', usersUrl(other.client.id))).statusCode).toBe(404);
    expect(
      (await callApi(app, mine.key, 'POST', addUrl(other.client.id), { email: address('x') }))
        .statusCode,
    ).toBe(404);
    const calls = [
      ['GET', permissionUrl(mine.client.id, stranger.uuid)],
      ['PATCH', permissionUrl(mine.client.id, stranger.uuid), { roles: [] }],
      ['PATCH', removeUrl(mine.client.id, stranger.uuid)],
      ['GET', resendUrl(mine.client.id, stranger.uuid)],
      ['GET', permissionUrl(other.client.id, stranger.uuid)],
      ['PATCH', removeUrl(other.client.id, stranger.uuid)],
      ['GET', resendUrl(mine.client.id, 'geen-uuid')],
    ] as const;
    for (const [method, url, body] of calls) {
      const response = await callApi(app, mine.key, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [still] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.clientId, other.client.id), eq(memberships.userId, stranger.id)));
    expect(still).toBeDefined();
  });

  it('answers 403 without the permission and 401 without a key', async () => {
    const { client, key } = await clientWith([]);
    const member = await createUser(db, { client });
    expect((await callApi(app, key, 'GET', usersUrl(client.id))).statusCode).toBe(403);
    expect((await callApi(app, key, 'GET', resendUrl(client.id, member.uuid))).statusCode).toBe(
      403,
    );
    expect((await callApi(app, key, 'PATCH', removeUrl(client.id, member.uuid))).statusCode).toBe(
      403,
    );
    const financial = await clientWith(['financial']);
    expect(
      (await callApi(app, financial.key, 'GET', usersUrl(financial.client.id))).statusCode,
    ).toBe(403);
    const anonymous = await app.inject({ method: 'GET', url: usersUrl(client.id) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the last client manager', () => {
  it('is not demoted without the confirmation', async () => {
    const { client, asker, key } = await clientWith(['client_manager']);
    const url = permissionUrl(client.id, asker.uuid);
    const refused = await callApi(app, key, 'PATCH', url, { roles: ['form_manager'] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(ts('server.users.lastManager'));
    const confirmed = await callApi(app, key, 'PATCH', url, {
      roles: ['form_manager'],
      confirm_last_manager: true,
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('is kept when two managers take the role from each other at the same time', async () => {
    const { client } = await clientWith(['admin']);
    const anna = await createUser(db, { client, roles: ['client_manager'] });
    const ben = await createUser(db, { client, roles: ['client_manager'] });
    const [annaKey, benKey] = await Promise.all([
      login(app, anna, uniqueIp()),
      login(app, ben, uniqueIp()),
    ]);
    const answers = await Promise.all([
      callApi(app, annaKey, 'PATCH', permissionUrl(client.id, ben.uuid), { roles: [] }),
      callApi(app, benKey, 'PATCH', permissionUrl(client.id, anna.uuid), { roles: [] }),
    ]);
    // One change goes through. The other is refused: 409 when both were checked before either
    // wrote (the managers' rows are locked), 403 when the first change landed before the second
    // request's permission check (its asker is no manager any more). Which one depends on timing.
    const [won, refused] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(refused);
    const managers = await db
      .select()
      .from(memberships)
      .where(
        and(eq(memberships.clientId, client.id), sql`'client_manager' = any(${memberships.roles})`),
      );
    expect(managers).toHaveLength(1);
  });

  it('is not removed without the confirmation; one of two managers is', async () => {
    const admin = await clientWith(['admin']);
    const manager = await createUser(db, { client: admin.client, roles: ['client_manager'] });
    const refused = await callApi(
      app,
      admin.key,
      'PATCH',
      removeUrl(admin.client.id, manager.uuid),
    );
    expect(refused.statusCode).toBe(409);
    const second = await createUser(db, { client: admin.client, roles: ['client_manager'] });
    const removed = await callApi(
      app,
      admin.key,
      'PATCH',
      removeUrl(admin.client.id, manager.uuid),
    );
    expect(removed.statusCode).toBe(200);
    const last = await callApi(app, admin.key, 'PATCH', removeUrl(admin.client.id, second.uuid), {
      confirm_last_manager: true,
    });
    expect(last.statusCode).toBe(200);
  });
});

describe('removing a user', () => {
  it("takes the user out of the client and its groups, keeps the account, and toasts the spec's text", async () => {
    const { client, key } = await clientWith();
    const member = await createUser(db, { client, displayName: 'Piet' });
    const otherClient = await createClient(db);
    await db.insert(memberships).values({ userId: member.id, clientId: otherClient.id });
    const group = await createGroup(db, client, [member]);
    const response = await callApi(app, key, 'PATCH', removeUrl(client.id, member.uuid));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: tc('clients.userRemoved', { user: 'Piet' }) });
    const list = await callApi(app, key, 'GET', usersUrl(client.id));
    expect(list.json().map((u: { uuid: string }) => u.uuid)).not.toContain(member.uuid);
    const groups = await db
      .select()
      .from(userGroupMembers)
      .where(eq(userGroupMembers.groupId, group.id));
    expect(groups).toEqual([]);
    const memberKey = await login(app, member, uniqueIp());
    const info = await callApi(app, memberKey, 'GET', `/api/client/${client.id}/info`);
    expect(info.statusCode).toBe(403);
    expect(
      (await callApi(app, memberKey, 'GET', `/api/client/${otherClient.id}/info`)).statusCode,
    ).toBe(200);
  });
});

describe('resending the welcome mail', () => {
  it('sends a new link and the earlier links stop working', async () => {
    const { client, key } = await clientWith();
    const email = address('opnieuw');
    await callApi(app, key, 'POST', addUrl(client.id), { email, roles: [] });
    const [first] = await waitForMails(sink, email);
    const list = await callApi(app, key, 'GET', usersUrl(client.id));
    const uuid = list.json().find((u: { email: string }) => u.email === email).uuid;

    const resent = await callApi(app, key, 'GET', resendUrl(client.id, uuid));
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: tc('clients.welcomeMailSent', { email }), email });
    const mails = await waitForMails(sink, email, 2);
    const second = mails[1];
    expect(second?.token).not.toBe(first?.token);

    const old = await setPassword(app, first?.token, 'wachtwoord-oud-1');
    expect(old.statusCode).toBe(422);
    const fresh = await setPassword(app, second?.token, 'wachtwoord-nieuw-1');
    expect(fresh.statusCode).toBe(200);
    expect(mailsTo(sink, email)).toHaveLength(2);
  });
});
