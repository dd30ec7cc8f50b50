import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { ts } from '@eform/core/messages/server-only';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createForm } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit } from './forms.test-support';

const { app, db } = await getTestServer();

const { call, setup: setupRoles, getForm } = formTestKit({ app, db });

async function setup() {
  const { client, folder, keys } = await setupRoles();
  return { client, folder, manager: keys.clientManager };
}

const el = (elementType: string, name: string, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label: `Veld ${name}`,
  ...extra,
});

describe('PATCH api/form/{form_id} takes the whole form (doc 2 §7)', () => {
  it('accepts what GET answered, edited, and ignores its read-only fields', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder);
    const got = (await call(manager, 'GET', `/api/form/${form.uuid}`)).json();
    const edited = {
      ...got,
      form_name: 'Nieuwe naam',
      // Read-only fields sent back changed are ignored, never stored.
      form_id: randomUUID(),
      client_id: 999_999,
      created_at: '2001-01-01T00:00:00.000Z',
      users: [{ user_id: 1 }],
      published_at: new Date().toISOString(),
    };
    const response = await call(manager, 'PATCH', `/api/form/${form.uuid}`, edited);
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZForm.parse(response.json());
    expect(saved.form_name).toBe('Nieuwe naam');
    expect(saved.form_id).toBe(form.uuid);
    expect(saved.client_id).toBe(client.id);
    expect(saved.users).toEqual([]);
    expect(saved.published_at).toBeNull();
    expect(saved.revision_id).toBe(got.revision_id + 1);
  });

  it('names an unknown field in its 400', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder);
    const got = await getForm(manager, form.uuid);
    const response = await call(manager, 'PATCH', `/api/form/${form.uuid}`, {
      ...got,
      kleur: 'blauw',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(ts('server.error.fieldInvalid', { field: 'kleur' }));
  });

  it('names a wrong field in its 400', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder);
    const got = await getForm(manager, form.uuid);
    const response = await call(manager, 'PATCH', `/api/form/${form.uuid}`, {
      ...got,
      settings: { ...got.settings, search_enabled: 'ja' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      ts('server.error.fieldInvalid', { field: 'settings.search_enabled' }),
    );
  });
});

describe('ids beyond the database integer', () => {
  it('are a 400 naming the field, never a database error', async () => {
    const { client, folder, manager } = await setup();
    const big = 2_147_483_648;
    const created = await call(manager, 'POST', '/api/form', {
      form_name: 'Groot',
      folder_id: big,
      schema: [],
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().message).toBe(ts('server.error.fieldInvalid', { field: 'folder_id' }));
    const form = await createForm(db, client, folder);
    const got = await getForm(manager, form.uuid);
    const saved = await call(manager, 'PATCH', `/api/form/${form.uuid}`, {
      ...got,
      revision_id: big,
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(ts('server.error.fieldInvalid', { field: 'revision_id' }));
    const folderMade = await call(manager, 'POST', '/api/folder', {
      folder_name: 'Groot',
      client_id: big,
    });
    expect(folderMade.statusCode).toBe(400);
  });
});

describe('publishing needs a form someone can send', () => {
  it('refuses a form without a field to fill in, in Dutch', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder, {
      schema: [el('header', 'kop'), el('calculation', 'som', { formula: '1 + 1' })],
    });
    const response = await call(manager, 'POST', `/api/form/${form.uuid}/publish`);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ts('server.form.publishNoInput'));
    expect((await getForm(manager, form.uuid)).published_at).toBeNull();
  });

  it('publishes a form with map, gps and tracking fields: the filler shows them', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder, {
      schema: [el('map', 'kaart'), el('gps', 'plek'), el('tracking', 'route')],
    });
    const response = await call(manager, 'POST', `/api/form/${form.uuid}/publish`);
    expect(response.statusCode, response.body).toBe(200);
  });

  it('publishes a form with a field to fill in', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder);
    const response = await call(manager, 'POST', `/api/form/${form.uuid}/publish`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZForm.parse(response.json()).published_at).not.toBeNull();
  });
});

describe('a restored revision is checked again', () => {
  it('refuses a revision whose content no longer parses (422), and keeps the form', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder);
    await db.execute(
      sql`update form_revisions set content = '{"name": 5}'::jsonb where form_id = ${form.id}`,
    );
    const revisions = (await call(manager, 'GET', `/api/form/${form.uuid}/revisions`)).json();
    const response = await call(
      manager,
      'GET',
      `/api/form/${form.uuid}/revision-restore/${revisions[0].revision_id}`,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(ts('server.form.revisionUnreadable'));
    expect((await getForm(manager, form.uuid)).revision_id).toBe(form.revision);
  });

  it('refuses a revision whose schema the editor check refuses, naming the issue', async () => {
    const { client, folder, manager } = await setup();
    const form = await createForm(db, client, folder);
    const broken = [el('text', 'dubbel'), el('text', 'dubbel')];
    await db.execute(sql`update form_revisions
      set content = jsonb_set(content, '{schema}', ${JSON.stringify(broken)}::jsonb)
      where form_id = ${form.id}`);
    const revisions = (await call(manager, 'GET', `/api/form/${form.uuid}/revisions`)).json();
    const response = await call(
      manager,
      'GET',
      `/api/form/${form.uuid}/revision-restore/${revisions[0].revision_id}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.length).toBeGreaterThan(0);
  });
});
