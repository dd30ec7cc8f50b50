import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { t } from '@eform/core/messages';
import { te } from '@eform/core/messages/editor';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createFolder,
  createForm,
  createGroup,
  createUser,
  login,
  sampleSchema,
  shareForm,
} from '../../../test/factories';
import { callApi, getTestServer, type THttpMethod } from '../../../test/support';

const { app, db } = await getTestServer();

const call = (apiKey: string, method: THttpMethod, url: string, payload?: unknown) =>
  callApi(app, apiKey, method, url, payload);

async function setup() {
  const client = await createClient(db);
  const folder = await createFolder(db, client, { name: 'Meldingen' });
  const fillerUser = await createUser(db, { client });
  const keys = {
    clientManager: await login(app, await createUser(db, { client, roles: ['client_manager'] })),
    formManager: await login(app, await createUser(db, { client, roles: ['form_manager'] })),
    viewer: await login(app, await createUser(db, { client, roles: ['form_view_registrations'] })),
    userManager: await login(app, await createUser(db, { client, roles: ['user_manager'] })),
    filler: await login(app, fillerUser),
  };
  return { client, folder, fillerUser, keys };
}

function textElement(name: string, extra: Record<string, unknown> = {}) {
  return { uuid: randomUUID(), elementType: 'text', name, label: `Veld ${name}`, ...extra };
}

/** The PATCH body of a form as GET answered it. */
function patchBody(form: ReturnType<typeof ZForm.parse>, changes: Record<string, unknown> = {}) {
  return {
    revision_id: form.revision_id,
    form_name: form.form_name,
    folder_id: form.folder_id,
    form_type: form.form_type,
    schema: form.schema,
    rules: form.rules,
    settings: form.settings,
    ...changes,
  };
}

async function getForm(apiKey: string, formId: string) {
  const response = await call(apiKey, 'GET', `/api/form/${formId}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZForm.parse(response.json());
}

describe('POST /api/form', () => {
  it('creates a form with a generated form_id; workflow forms start in phase 1', async () => {
    const { client, folder, keys } = await setup();
    const response = await call(keys.formManager, 'POST', '/api/form', {
      form_name: 'Inspectie',
      folder_id: folder.id,
      form_type: 'workflow',
      schema: [{ elementType: 'text', name: 'adres', label: 'Adres' }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const form = ZForm.parse(response.json());
    expect(form).toMatchObject({
      form_name: 'Inspectie',
      form_type: 'workflow',
      client_id: client.id,
      folder_id: folder.id,
      registration_phase: '1',
      published_at: null,
      revision_id: 1,
    });
    expect(form.form_id).toMatch(/^[0-9a-f-]{36}$/);
    // The element without a uuid got one.
    expect(form.schema[0]?.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const plain = await call(keys.clientManager, 'POST', '/api/form', {
      form_name: 'Gewoon',
      folder_id: folder.id,
    });
    expect(plain.json()).toMatchObject({ form_type: 'default', registration_phase: null });
  });

  it('refuses roles without eform manage forms, and folders of other clients (404)', async () => {
    const { folder, keys } = await setup();
    const body = { form_name: 'Nee', folder_id: folder.id };
    for (const key of [keys.viewer, keys.userManager, keys.filler]) {
      expect((await call(key, 'POST', '/api/form', body)).statusCode).toBe(403);
    }
    const other = await createClient(db);
    const theirs = await createFolder(db, other, { name: 'Andermans map' });
    const response = await call(keys.clientManager, 'POST', '/api/form', {
      form_name: 'Inbraak',
      folder_id: theirs.id,
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Andermans map');
  });

  it('refuses bad input with 400 and Dutch issues, storing nothing', async () => {
    const { client, folder, keys } = await setup();
    const cases: [string, Record<string, unknown>][] = [
      ['unknown element type', { schema: [{ elementType: 'hologram', name: 'x', label: 'X' }] }],
      ['duplicate data names', { schema: [textElement('naam'), textElement('naam')] }],
      ['label missing', { schema: [textElement('naam', { label: '' })] }],
      ['a name of 10,000 characters', { form_name: 'x'.repeat(10_000) }],
      ['an unknown form type', { form_type: 'survey' }],
      ['an unknown field', { kleur: 'rood' }],
    ];
    for (const [what, change] of cases) {
      const response = await call(keys.formManager, 'POST', '/api/form', {
        form_name: 'Fout',
        folder_id: folder.id,
        ...change,
      });
      expect(response.statusCode, what).toBe(400);
      expect(response.json().code, what).toBe('VALIDATION');
      expect(response.json().message, what).toMatch(
        /^(Controleer het formulier|Het veld|Het verzoek)/,
      );
    }
    const duplicate = await call(keys.formManager, 'POST', '/api/form', {
      form_name: 'Fout',
      folder_id: folder.id,
      schema: [textElement('naam'), textElement('naam')],
    });
    expect(duplicate.json()).toEqual({
      code: 'VALIDATION',
      message: t('form.invalid'),
      issues: [{ path: 'schema.1.name', message: te('element.dataNameNotUnique') }],
    });
    const stored = await db.query.forms.findMany({
      where: (f, { eq }) => eq(f.clientId, client.id),
    });
    expect(stored).toEqual([]);
  });

  it('accepts 2,000 elements and a 5 MB schema; refuses a body over 8 MB with 413', async () => {
    const { folder, keys } = await setup();
    const many = Array.from({ length: 2000 }, (_, i) =>
      textElement(`veld${i}`, { help: 'h'.repeat(2500) }),
    );
    const body = { form_name: 'Groot', folder_id: folder.id, schema: many };
    expect(JSON.stringify(body).length).toBeGreaterThan(5_000_000);
    const response = await call(keys.formManager, 'POST', '/api/form', body);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);
    expect(response.json().schema).toHaveLength(2000);
    const tooLarge = await call(keys.formManager, 'POST', '/api/form', {
      ...body,
      schema: [...many, ...many],
    });
    expect(tooLarge.statusCode).toBe(413);
  });
});

describe('GET /api/form/{form_id}', () => {
  it('lets managers read any form; fillers only published forms shared with them or a group', async () => {
    const { client, folder, fillerUser, keys } = await setup();
    const draft = await createForm(db, client, folder);
    const published = await createForm(db, client, folder, { publishedAt: new Date() });
    const viaGroup = await createForm(db, client, folder, { publishedAt: new Date() });
    const notShared = await createForm(db, client, folder, { publishedAt: new Date() });
    await shareForm(db, draft, { userId: fillerUser.id });
    await shareForm(db, published, { userId: fillerUser.id });
    const group = await createGroup(db, client, [fillerUser]);
    await shareForm(db, viaGroup, { groupId: group.id });
    for (const form of [draft, published, notShared]) {
      expect((await call(keys.viewer, 'GET', `/api/form/${form.uuid}`)).statusCode).toBe(200);
    }
    expect((await call(keys.filler, 'GET', `/api/form/${published.uuid}`)).statusCode).toBe(200);
    expect((await call(keys.filler, 'GET', `/api/form/${viaGroup.uuid}`)).statusCode).toBe(200);
    expect((await call(keys.filler, 'GET', `/api/form/${draft.uuid}`)).statusCode).toBe(404);
    expect((await call(keys.filler, 'GET', `/api/form/${notShared.uuid}`)).statusCode).toBe(404);
    expect((await call(keys.userManager, 'GET', `/api/form/${notShared.uuid}`)).statusCode).toBe(
      404,
    );
  });

  it("answers 404 for another client's form, and for ids that are no form", async () => {
    const { keys } = await setup();
    const other = await createClient(db);
    const theirs = await createForm(db, other, null, { name: 'Geheim', publishedAt: new Date() });
    for (const id of [theirs.uuid, randomUUID(), 'niet-een-uuid']) {
      const response = await call(keys.clientManager, 'GET', `/api/form/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Geheim');
    }
  });
});

describe('PATCH /api/form/{form_id}', () => {
  it('saves the whole form, stores subform rules in their subform, and writes a revision', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    const form = await getForm(keys.formManager, created.uuid);
    const schema = [
      textElement('naam'),
      {
        uuid: randomUUID(),
        elementType: 'subform',
        name: 'bomen',
        label: 'Bomen',
        registrationLabel: 'Boom',
        subform: { schema: [textElement('soort'), textElement('hoogte')] },
      },
    ];
    const rules = [
      {
        ruleName: 'Toon hoogte',
        ruleForm: 'bomen',
        condition_group: {
          method: 'AND',
          conditions: [{ conditionType: 'dataValue', dataName: 'soort', operator: '!empty' }],
        },
        actions: [{ method: 'show', dataName: 'hoogte' }],
      },
      {
        ruleName: 'Verberg bomen',
        ruleForm: '_none',
        condition_group: {
          method: 'AND',
          conditions: [{ conditionType: 'dataValue', dataName: 'naam', operator: 'empty' }],
        },
        actions: [{ method: 'hide', dataName: 'bomen' }],
      },
    ];
    const response = await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(form, { form_name: 'Bomenkap', schema, rules, settings: { guestAccess: true } }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZForm.parse(response.json());
    expect(saved.form_name).toBe('Bomenkap');
    expect(saved.revision_id).toBe(form.revision_id + 1);
    expect(saved.rules.map((r) => r.ruleName)).toEqual(['Verberg bomen', 'Toon hoogte']);
    expect(saved.settings.guestID).toMatch(/^[0-9a-f-]{36}$/);
    expect(saved.form_guest_id).toBe(saved.settings.guestID);
    const row = await db.query.forms.findFirst({ where: (f, { eq }) => eq(f.id, created.id) });
    if (!row) throw new Error('form gone');
    expect((row.rules as { ruleName: string }[]).map((r) => r.ruleName)).toEqual(['Verberg bomen']);
    const subform = (row.schema as { subform?: { rules?: { ruleName: string }[] } }[])[1];
    expect(subform?.subform?.rules?.map((r) => r.ruleName)).toEqual(['Toon hoogte']);
    // Saving again keeps the guest link; the answer names who saved.
    const again = await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(saved),
    );
    expect(again.json().form_guest_id).toBe(saved.form_guest_id);
    expect(again.json().user.username).toMatch(/@example\.nl$/);
  });

  it('of two saves based on the same revision, one wins and the other gets 409', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    const form = await getForm(keys.formManager, created.uuid);
    const [a, b] = await Promise.all([
      call(
        keys.formManager,
        'PATCH',
        `/api/form/${created.uuid}`,
        patchBody(form, { form_name: 'Versie A' }),
      ),
      call(
        keys.clientManager,
        'PATCH',
        `/api/form/${created.uuid}`,
        patchBody(form, { form_name: 'Versie B' }),
      ),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    const winner = a.statusCode === 200 ? a : b;
    expect(loser.json()).toEqual({ code: 'CONFLICT', message: t('forms.conflict') });
    const now = await getForm(keys.formManager, created.uuid);
    expect(now.form_name).toBe(winner.json().form_name);
    expect(now.revision_id).toBe(form.revision_id + 1);
    // A save based on the old revision stays refused; one based on the new revision works.
    const stale = await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(form),
    );
    expect(stale.statusCode).toBe(409);
    const fresh = await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(now),
    );
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses an invalid form with 400 and stores nothing; a folder of another client is 404', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder, { name: 'Ongewijzigd' });
    const form = await getForm(keys.formManager, created.uuid);
    const invalid = await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(form, { form_name: 'Gewijzigd', schema: [textElement('a'), textElement('a')] }),
    );
    expect(invalid.statusCode).toBe(400);
    const badRule = await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(form, {
        rules: [
          {
            ruleName: 'R',
            ruleForm: '_none',
            condition_group: { method: 'AND', conditions: [] },
            actions: [{ method: 'show', dataName: 'bestaatniet' }],
          },
        ],
      }),
    );
    expect(badRule.json().issues).toEqual([
      {
        path: 'rules.0.actions.0.dataName',
        message: t('rules.unknownDataName', { dataName: 'bestaatniet' }),
      },
    ]);
    const other = await createFolder(db, await createClient(db));
    const elsewhere = await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(form, { folder_id: other.id }),
    );
    expect(elsewhere.statusCode).toBe(404);
    const now = await getForm(keys.formManager, created.uuid);
    expect(now).toMatchObject({ form_name: 'Ongewijzigd', revision_id: 1, folder_id: folder.id });
    expect(
      (await call(keys.viewer, 'PATCH', `/api/form/${created.uuid}`, patchBody(form))).statusCode,
    ).toBe(403);
  });
});

describe('publish, revisions, delete', () => {
  it('publishes and unpublishes with the form permissions', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    expect(
      (await call(keys.viewer, 'POST', `/api/form/${created.uuid}/publish`, [created.uuid]))
        .statusCode,
    ).toBe(403);
    const published = await call(keys.formManager, 'POST', `/api/form/${created.uuid}/publish`, [
      created.uuid,
    ]);
    expect(published.json().published_at).toEqual(expect.any(String));
    const unpublished = await call(keys.formManager, 'POST', `/api/form/${created.uuid}/unpublish`);
    expect(unpublished.json().published_at).toBeNull();
  });

  it('restores a revision as a new save (round trip)', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder, { name: 'Eerste' });
    const first = await getForm(keys.formManager, created.uuid);
    await call(
      keys.formManager,
      'PATCH',
      `/api/form/${created.uuid}`,
      patchBody(first, {
        form_name: 'Tweede',
        schema: [textElement('anders')],
      }),
    );
    const revisions = await call(keys.formManager, 'GET', `/api/form/${created.uuid}/revisions`);
    expect(revisions.json().map((r: { revision: number }) => r.revision)).toEqual([2, 1]);
    const oldest = revisions.json()[1];
    const restored = await call(
      keys.formManager,
      'GET',
      `/api/form/${created.uuid}/revision-restore/${oldest.revision_id}`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ form_name: 'Eerste', revision_id: 3 });
    expect(restored.json().schema).toEqual(first.schema);
    const after = await call(keys.formManager, 'GET', `/api/form/${created.uuid}/revisions`);
    expect(after.json()).toHaveLength(3);
    // A revision of another form is not found through this one.
    const otherForm = await createForm(db, client, folder);
    const [otherRevision] = await db.query.formRevisions.findMany({
      where: (r, { eq }) => eq(r.formId, otherForm.id),
    });
    expect(
      (
        await call(
          keys.formManager,
          'GET',
          `/api/form/${created.uuid}/revision-restore/${otherRevision?.id}`,
        )
      ).statusCode,
    ).toBe(404);
    // Who sees the form but lacks the permission gets 403; a filler who cannot see it, 404.
    const revisionsOf = (apiKey: string) =>
      call(apiKey, 'GET', `/api/form/${created.uuid}/revisions`);
    expect((await revisionsOf(keys.viewer)).statusCode).toBe(403);
    expect((await revisionsOf(keys.filler)).statusCode).toBe(404);
  });

  it('deletes a form with its revisions', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    expect((await call(keys.viewer, 'DELETE', `/api/form/${created.uuid}`)).statusCode).toBe(403);
    expect((await call(keys.formManager, 'DELETE', `/api/form/${created.uuid}`)).json()).toEqual({
      status: 'success',
    });
    expect((await call(keys.formManager, 'GET', `/api/form/${created.uuid}`)).statusCode).toBe(404);
    const revisions = await db.query.formRevisions.findMany({
      where: (r, { eq }) => eq(r.formId, created.id),
    });
    expect(revisions).toEqual([]);
  });

  it('answers metadata to those who may see the form; the anonymous variant only for guest forms', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    const meta = await call(keys.formManager, 'GET', `/api/form/${created.uuid}/metadata`);
    expect(meta.json()).toEqual({ email_word_files_processed: {} });
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/form/${created.uuid}/metadata/anonymous`,
    });
    expect(anonymous.statusCode).toBe(404);
    const guest = await createForm(db, client, folder, {
      guestId: randomUUID(),
      publishedAt: new Date(),
    });
    const guestMeta = await app.inject({
      method: 'GET',
      url: `/api/form/${guest.uuid}/metadata/anonymous`,
    });
    expect(guestMeta.statusCode).toBe(200);
  });
});

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

describe('sample schema', () => {
  it('is valid for the editor (factories build on it)', async () => {
    const { folder, keys } = await setup();
    const response = await call(keys.formManager, 'POST', '/api/form', {
      form_name: 'Voorbeeld',
      folder_id: folder.id,
      schema: sampleSchema(),
    });
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('what each role may do with a form of its client (doc 2 §6)', () => {
  // Statuses per call, for an unpublished form nobody shared: managers of forms may do all of it,
  // form_view_registrations may only look, and roles without 'eform form view' do not see the
  // form at all (404, as if it did not exist: an unpublished form is no form they can fill).
  const EXPECTED: Record<string, Record<string, number>> = {
    clientManager: {
      get: 200,
      patch: 200,
      publish: 200,
      revisions: 200,
      users: 200,
      share: 200,
      del: 200,
    },
    formManager: {
      get: 200,
      patch: 200,
      publish: 200,
      revisions: 200,
      users: 200,
      share: 200,
      del: 200,
    },
    viewer: {
      get: 200,
      patch: 403,
      publish: 403,
      revisions: 403,
      users: 403,
      share: 403,
      del: 403,
    },
    userManager: {
      get: 404,
      patch: 404,
      publish: 404,
      revisions: 404,
      users: 404,
      share: 404,
      del: 404,
    },
    filler: {
      get: 404,
      patch: 404,
      publish: 404,
      revisions: 404,
      users: 404,
      share: 404,
      del: 404,
    },
  };

  it.each(Object.keys(EXPECTED))('%s', async (role) => {
    const { client, folder, fillerUser, keys } = await setup();
    const created = await createForm(db, client, folder);
    const apiKey = keys[role as keyof typeof keys];
    const base = `/api/form/${created.uuid}`;
    const current = ZForm.parse((await call(keys.formManager, 'GET', base)).json());
    const statuses = {
      get: (await call(apiKey, 'GET', base)).statusCode,
      patch: (await call(apiKey, 'PATCH', base, patchBody(current, { form_name: 'Nieuw' })))
        .statusCode,
      publish: (await call(apiKey, 'POST', `${base}/publish`, [created.uuid])).statusCode,
      revisions: (await call(apiKey, 'GET', `${base}/revisions`)).statusCode,
      users: (await call(apiKey, 'GET', `${base}/get_users`)).statusCode,
      share: (await call(apiKey, 'POST', `${base}/add_user/${fillerUser.id}`, [fillerUser.id]))
        .statusCode,
      del: (await call(apiKey, 'DELETE', base)).statusCode,
    };
    expect(statuses).toEqual(EXPECTED[role]);
  });
});

describe('guest access', () => {
  it('gets a new random guestID each time it is turned on, and none while off', async () => {
    const { client, folder, keys } = await setup();
    const created = await createForm(db, client, folder);
    const base = `/api/form/${created.uuid}`;
    const save = async (guestAccess: boolean) => {
      const current = await getForm(keys.formManager, created.uuid);
      const response = await call(
        keys.formManager,
        'PATCH',
        base,
        patchBody(current, {
          settings: { ...current.settings, guestAccess },
        }),
      );
      expect(response.statusCode, response.body).toBe(200);
      return ZForm.parse(response.json());
    };
    const first = await save(true);
    const kept = await save(true);
    const off = await save(false);
    const again = await save(true);
    expect(first.settings.guestID).toMatch(/^[0-9a-f-]{36}$/);
    expect(kept.settings.guestID).toBe(first.settings.guestID);
    expect(off.settings.guestID ?? null).toBeNull();
    expect(off.form_guest_id).toBeNull();
    expect(again.settings.guestID).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.settings.guestID).not.toBe(first.settings.guestID);
  });
});
