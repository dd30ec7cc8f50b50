import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createGroup,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit } from './forms.test-support';

const { app, db } = await getTestServer();
const { call, setup } = formTestKit({ app, db });

describe('access', () => {
  it('shares with users and groups of the form’s client only', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder, { publishedAt: new Date() });
    const member = await createUser(db, {
      client,
      email: `lid-${randomUUID().slice(0, 6)}@example.nl`,
    });
    const groupie = await createUser(db, {
      client,
      email: `groep-${randomUUID().slice(0, 6)}@example.nl`,
    });
    const group = await createGroup(db, client, [groupie]);
    const outsider = await createUser(db, { client: await createClient(db) });
    const base = `/api/form/${created.uuid}`;

    const added = await call(keys.formManager, 'POST', `${base}/add_user/${member.id}`, [
      member.id,
    ]);
    expect(added.json().users).toEqual([{ user_id: member.id }]);
    const withGroup = await call(keys.formManager, 'POST', `${base}/add_user_group/${group.id}`, [
      group.id,
    ]);
    expect(withGroup.json().users).toEqual([{ user_id: member.id }, { group_id: group.id }]);
    expect(
      (await call(keys.formManager, 'POST', `${base}/add_user/${outsider.id}`, [outsider.id]))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(keys.viewer, 'POST', `${base}/add_user/${member.id}`, [member.id])).statusCode,
    ).toBe(403);

    const assigned = await call(keys.formManager, 'GET', `${base}/assigned-users`);
    expect(assigned.json()).toEqual(
      [
        { user_id: member.id, email: member.email },
        { user_id: groupie.id, email: groupie.email },
      ].sort((a, b) => a.email.localeCompare(b.email)),
    );
    const users = await call(keys.formManager, 'GET', `${base}/get_users`);
    expect(users.json()).toContainEqual(
      expect.objectContaining({ user_id: member.id, has_access: true }),
    );
    expect(users.json()).toContainEqual(
      expect.objectContaining({ user_id: groupie.id, has_access: false }),
    );
    const groups = await call(keys.formManager, 'GET', `${base}/get_user_groups`);
    expect(groups.json()).toEqual([{ group_id: group.id, label: group.label, has_access: true }]);

    // The member now reaches the published form; after removal no more.
    const memberKey = await login(app, member);
    expect((await call(memberKey, 'GET', base)).statusCode).toBe(200);
    const removed = await call(keys.formManager, 'POST', `${base}/remove_user/${member.id}`, [
      member.id,
    ]);
    expect(removed.json().users).toEqual([{ group_id: group.id }]);
    expect((await call(memberKey, 'GET', base)).statusCode).toBe(404);
    const noGroup = await call(keys.formManager, 'POST', `${base}/remove_user_group/${group.id}`);
    expect(noGroup.json().users).toEqual([]);
  });
});

describe('POST /api/form/{form_id}/duplicate', () => {
  it("copies to another of the user's clients: 'Kopie van', new ids, no users, unpublished", async () => {
    const { client, folder, fillerUser } = await setup();
    const target = await createClient(db);
    const targetFolder = await createFolder(db, target);
    const manager = await createUser(db, { client: [client, target], roles: ['form_manager'] });
    const key = await login(app, manager);
    const source = await createForm(db, client, folder, {
      name: 'Melding',
      publishedAt: new Date(),
      guestId: randomUUID(),
      settings: { guestAccess: true, search_enabled: true },
    });
    await shareForm(db, source, { userId: fillerUser.id });
    const response = await call(key, 'POST', `/api/form/${source.uuid}/duplicate`, {
      client_id: target.id,
      folder_id: targetFolder.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const copy = ZForm.parse(response.json());
    expect(copy).toMatchObject({
      form_name: 'Kopie van Melding',
      client_id: target.id,
      folder_id: targetFolder.id,
      published_at: null,
      users: [],
      form_guest_id: null,
      revision_id: 1,
      settings: { search_enabled: true, guestAccess: false },
    });
    expect(copy.form_id).not.toBe(source.uuid);
    const sourceUuids = (source.schema as { uuid: string }[]).map((e) => e.uuid);
    expect(copy.schema.map((e) => e.name)).toEqual(['header1', 'omschrijving']);
    for (const element of copy.schema) expect(sourceUuids).not.toContain(element.uuid);
  });

  it('needs eform manage forms in the target; another client is 404; a foreign folder is 404', async () => {
    const { client, folder, keys } = await setup();
    const source = await createForm(db, client, folder);
    const stranger = await createClient(db);
    const refused = await call(keys.formManager, 'POST', `/api/form/${source.uuid}/duplicate`, {
      client_id: stranger.id,
    });
    expect(refused.statusCode).toBe(404);
    const foreignFolder = await createFolder(db, stranger);
    expect(
      (
        await call(keys.formManager, 'POST', `/api/form/${source.uuid}/duplicate`, {
          client_id: client.id,
          folder_id: foreignFolder.id,
        })
      ).statusCode,
    ).toBe(404);
    const fillerElsewhere = await createClient(db);
    const manager = await createUser(db, { client, roles: ['form_manager'] });
    const { memberships } = await import('../../db/schema');
    await db
      .insert(memberships)
      .values({ userId: manager.id, clientId: fillerElsewhere.id, roles: [] });
    const noRight = await call(
      await login(app, manager),
      'POST',
      `/api/form/${source.uuid}/duplicate`,
      {
        client_id: fillerElsewhere.id,
      },
    );
    expect(noRight.statusCode).toBe(403);
    const sameClient = await call(keys.formManager, 'POST', `/api/form/${source.uuid}/duplicate`, {
      client_id: client.id,
      folder_id: folder.id,
    });
    expect(sameClient.json().form_name).toBe(`Kopie van ${source.name}`);
  });
});
