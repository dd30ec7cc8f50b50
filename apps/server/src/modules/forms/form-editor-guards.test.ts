import { randomUUID } from 'node:crypto';
import { te } from '@eform/core/messages/editor';
import { describe, expect, it } from 'vitest';
import { createClient, createFolder, createForm, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit, patchBody, textElement } from './forms.test-support';

/**
 * Who may add what (issue 18, item 2): the server refuses on save what the editor does not
 * offer, so the API cannot be used to get around the premium wall or the admin-only elements.
 */
const { app, db } = await getTestServer();
const { call, getForm } = formTestKit({ app, db });

const el = (elementType: string, name: string, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label: `Veld ${name}`,
  ...extra,
});

async function editorOn(options: { modules?: string[]; admin?: boolean; workflow?: boolean }) {
  const client = await createClient(db, { modules: (options.modules ?? []) as never });
  const folder = await createFolder(db, client);
  const form = await createForm(db, client, folder, {
    type: options.workflow ? 'workflow' : 'default',
  });
  const user = await createUser(db, {
    client,
    roles: options.admin ? ['admin'] : ['form_manager'],
  });
  const apiKey = await login(app, user);
  return { form, apiKey };
}

async function saveWith(apiKey: string, formId: string, element: object) {
  const got = await getForm(apiKey, formId);
  return call(apiKey, 'PATCH', `/api/form/${formId}`, {
    ...patchBody(got),
    schema: [...got.schema, element],
  });
}

const issuesOf = (body: { issues?: { path: string; message: string }[] }) =>
  (body.issues ?? []).map((issue) => issue.message);

describe('the server refuses what the editor does not offer', () => {
  it.each([
    ['map', 'map'],
    ['gps', 'gps'],
    ['tracking', 'tracking'],
  ])('a %s element without its module (the premium wall)', async (type) => {
    const { form, apiKey } = await editorOn({});
    const response = await saveWith(apiKey, form.uuid, el(type, 'plek'));
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toContain(
      te('element.premiumLocked', { module: te(`element.type.${type as 'map'}`) }),
    );
  });

  it('a map element with the module is not refused for its module', async () => {
    const { form, apiKey } = await editorOn({ modules: ['map_element'] });
    const response = await saveWith(apiKey, form.uuid, el('map', 'plek'));
    const premium = te('element.premiumLocked', { module: te('element.type.map') });
    expect(issuesOf(response.json())).not.toContain(premium);
  });

  it.each(['linkedForm', 'computed'])('%s from a non-admin; an admin may add it', async (type) => {
    const extra = type === 'linkedForm' ? { formId: randomUUID() } : {};
    const manager = await editorOn({});
    const refused = await saveWith(manager.apiKey, manager.form.uuid, el(type, 'x', extra));
    expect(refused.statusCode).toBe(400);
    expect(issuesOf(refused.json())).toContain(te('element.adminOnly'));
    const admin = await editorOn({ admin: true });
    const taken = await saveWith(admin.apiKey, admin.form.uuid, el(type, 'x', extra));
    expect(issuesOf(taken.json())).not.toContain(te('element.adminOnly'));
  });

  it('a stateTransition outside a workflow form', async () => {
    const { form, apiKey } = await editorOn({});
    const response = await saveWith(apiKey, form.uuid, el('stateTransition', 'verder'));
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toContain(te('element.stateTransitionWorkflowOnly'));
  });

  it.each(['map', 'gps', 'tracking', 'subform'])('a %s inside a subform', async (type) => {
    const { form, apiKey } = await editorOn({ modules: ['map_element', 'location', 'tracking'] });
    const inner =
      type === 'subform'
        ? el('subform', 'binnen', { subform: { schema: [] } })
        : el(type, 'binnen');
    const response = await saveWith(
      apiKey,
      form.uuid,
      el('subform', 'lijst', {
        registrationLabel: 'Item',
        subform: { schema: [textElement('a'), inner] },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(issuesOf(response.json())).toContain(te('element.notAllowedInSubform'));
  });
});
