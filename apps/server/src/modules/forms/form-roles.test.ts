import { ZForm } from '@eform/core/api';
import { describe, expect, it } from 'vitest';
import { createForm, sampleSchema } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { formTestKit, patchBody } from './forms.test-support';

const { app, db } = await getTestServer();
const { call, setup } = formTestKit({ app, db });

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
