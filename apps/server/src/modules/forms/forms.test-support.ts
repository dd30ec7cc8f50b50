import { randomUUID } from 'node:crypto';
import { ZForm } from '@eform/core/api';
import { formToUpdateBody } from '@eform/core/api/forms-admin';
import { expect } from 'vitest';
import { createClient, createFolder, createUser, login } from '../../../test/factories';
import { callApi, type THttpMethod, type TTestServer } from '../../../test/support';

/** The helpers the form route tests share, bound to one test file's server. */
export function formTestKit({ app, db }: Pick<TTestServer, 'app' | 'db'>) {
  const call = (apiKey: string, method: THttpMethod, url: string, payload?: unknown) =>
    callApi(app, apiKey, method, url, payload);

  /** A client with a folder, a filler, and a signed-in user of each client role. */
  async function setup() {
    const client = await createClient(db);
    const folder = await createFolder(db, client, { name: 'Meldingen' });
    const fillerUser = await createUser(db, { client });
    const keys = {
      clientManager: await login(app, await createUser(db, { client, roles: ['client_manager'] })),
      formManager: await login(app, await createUser(db, { client, roles: ['form_manager'] })),
      viewer: await login(
        app,
        await createUser(db, { client, roles: ['form_view_registrations'] }),
      ),
      userManager: await login(app, await createUser(db, { client, roles: ['user_manager'] })),
      filler: await login(app, fillerUser),
    };
    return { client, folder, fillerUser, keys };
  }

  async function getForm(apiKey: string, formId: string) {
    const response = await call(apiKey, 'GET', `/api/form/${formId}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZForm.parse(response.json());
  }

  return { call, setup, getForm };
}

/** A text element with a fresh uuid. */
export function textElement(name: string, extra: Record<string, unknown> = {}) {
  return { uuid: randomUUID(), elementType: 'text', name, label: `Veld ${name}`, ...extra };
}

/** The PATCH body of a form as GET answered it, with `changes`. */
export function patchBody(
  form: ReturnType<typeof ZForm.parse>,
  changes: Record<string, unknown> = {},
) {
  return { ...formToUpdateBody(form), ...changes };
}
