import { randomUUID } from 'node:crypto';
import type { TElement } from '@eform/core/elements';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
} from '../../../test/factories';
import { callApi } from '../../../test/support';
import type { TApp } from '../../app';
import type { TDb } from '../../db/client';

/** What the filling tests share: a filler on a form of their own, and sending on it. */

/** An element as the tests write it straight to the forms table (not checked like a save). */
export const el = (elementType: string, name: string, extra: object = {}) =>
  ({ uuid: randomUUID(), elementType, name, label: name, ...extra }) as TElement;

export const required = { validation: [['required', true]] };

type TValues = Record<string, unknown>;

/** Setup and send for a test file's own app and database. */
export function fillingHelpers(app: TApp, db: TDb) {
  /** A client with a filler, a published form shared with them and `credits`. */
  async function setup(schema: unknown[], options: { credits?: number; extra?: object } = {}) {
    const client = await createClient(db);
    const folder = await createFolder(db, client);
    const form = await createForm(db, client, folder, {
      publishedAt: new Date(),
      schema,
      ...options.extra,
    });
    const user = await createUser(db, { client });
    await shareForm(db, form, { userId: user.id });
    await createCredits(db, client, options.credits ?? 100);
    const apiKey = await login(app, user);
    return { client, folder, form, user, apiKey };
  }

  /** POST /api/registration with a fresh fill_token. */
  function send(apiKey: string, formId: string, values: TValues, extra: object = {}) {
    return callApi(app, apiKey, 'POST', '/api/registration', {
      form_id: formId,
      fill_token: randomUUID(),
      values,
      ...extra,
    });
  }

  return { setup, send };
}
