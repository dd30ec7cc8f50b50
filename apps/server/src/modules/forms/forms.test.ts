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
  shareForm,
} from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit, patchBody, textElement } from './forms.test-support';

const { app, db } = await getTestServer();
const { call, setup, getForm } = formTestKit({ app, db });

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

  // 3-11 s; over 30 s beside a suite under a load of 12 (5 MB bodies parsed, validated, stored).
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
  }, 90_000);
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
        message: te('rules.unknownDataName', { dataName: 'bestaatniet' }),
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
