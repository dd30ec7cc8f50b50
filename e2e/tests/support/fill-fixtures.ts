import { randomUUID } from 'node:crypto';
import type { TForm } from '@eform/core/api';
import { formToUpdateBody } from '@eform/core/api/forms-admin';
import { tw } from '@eform/core/messages/fill-widgets';
import { type APIRequestContext, expect, type Page, request } from '@playwright/test';
import { E2E } from '../../playwright.config';

/** An element of a test form: a fresh uuid, the data name as label unless one is given. */
export const el = (elementType: string, name: string, extra: Record<string, unknown> = {}) => ({
  uuid: randomUUID(),
  elementType,
  name,
  label: name,
  ...extra,
});

/** A rule of the main form: `action` `target` while `dataName` `operator` `value`. */
export const rule = (
  dataName: string,
  operator: string,
  value: unknown,
  action: 'show' | 'hide',
  target: string,
) => ({
  ruleName: `${action} ${target}`,
  ruleForm: '_none',
  condition_group: {
    method: 'AND',
    conditions: [{ conditionType: 'dataValue', dataName, operator, value }],
  },
  actions: [{ method: action, dataName: target }],
});

/** The admin's API, for setting up forms the way a form manager would in the admin screens. */
export class AdminApi {
  private constructor(
    readonly api: APIRequestContext,
    readonly clientId: number,
  ) {}

  static async open(): Promise<AdminApi> {
    const anonymous = await request.newContext({ baseURL: E2E.baseURL });
    const login = await anonymous.post('/api/user/login', {
      data: { username: E2E.adminEmail, password: E2E.adminPassword },
    });
    expect(login.status(), await login.text()).toBe(200);
    const account = (await login.json()) as { api_key: string; clients: { id: number }[] };
    await anonymous.dispose();
    const api = await request.newContext({
      baseURL: E2E.baseURL,
      extraHTTPHeaders: { 'api-key': account.api_key },
    });
    const clientId = account.clients[0]?.id;
    if (clientId === undefined) throw new Error('the admin has no client');
    return new AdminApi(api, clientId);
  }

  private async ok<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
    expect(answer.ok(), `${answer.url()}: ${await answer.text()}`).toBe(true);
    return (await answer.json()) as T;
  }

  /** The id of the demo client's folder named `name`. */
  async folderId(name: string): Promise<number> {
    const folders = await this.ok<{ folder_id: number; folder_name: string }[]>(
      await this.api.get(`/api/client/${this.clientId}/folders`),
    );
    const folder = folders.find((f) => f.folder_name === name);
    if (!folder) throw new Error(`no folder ${name}`);
    return folder.folder_id;
  }

  /** The id of the form named `name` in the demo client's folder `folder`. */
  async formId(folder: string, name: string): Promise<string> {
    const forms = await this.ok<{ form_id: string; form_name: string }[]>(
      await this.api.get(`/api/folder/${await this.folderId(folder)}/forms`),
    );
    const form = forms.find((f) => f.form_name === name);
    if (!form) throw new Error(`no form ${name} in ${folder}`);
    return form.form_id;
  }

  /** Creates, fills in (rules, settings) and publishes a form, shared with the given users. */
  async publishForm(options: {
    name: string;
    folder: string;
    type?: 'default' | 'workflow';
    schema: unknown[];
    rules?: unknown[];
    settings?: Record<string, unknown>;
    /** The pattern of its registrations' names ('$naam$'). */
    registrationNameToken?: string;
    shareWith: string[];
  }): Promise<TForm> {
    const created = await this.ok<TForm>(
      await this.api.post('/api/form', {
        data: {
          form_name: options.name,
          folder_id: await this.folderId(options.folder),
          form_type: options.type ?? 'default',
          schema: options.schema,
        },
      }),
    );
    const body = {
      ...formToUpdateBody(created),
      rules: options.rules ?? [],
      settings: { ...created.settings, ...options.settings },
      registrationNameToken: options.registrationNameToken ?? created.registrationNameToken,
    };
    await this.ok(await this.api.patch(`/api/form/${created.form_id}`, { data: body }));
    for (const email of options.shareWith) {
      const userId = await this.userId(created.form_id, email);
      await this.ok(await this.api.post(`/api/form/${created.form_id}/add_user/${userId}`));
    }
    return this.ok<TForm>(await this.api.post(`/api/form/${created.form_id}/publish`));
  }

  /** The id of the client's user with `email`. */
  async userId(formId: string, email: string): Promise<number> {
    const users = await this.ok<{ user_id: number; email: string }[]>(
      await this.api.get(`/api/form/${formId}/get_users`),
    );
    const user = users.find((u) => u.email === email);
    if (!user) throw new Error(`no user ${email}`);
    return user.user_id;
  }

  /** A form as the admin sees it. */
  async form(formId: string): Promise<TForm> {
    return this.ok<TForm>(await this.api.get(`/api/form/${formId}`));
  }

  async close(): Promise<void> {
    await this.api.dispose();
  }
}

/**
 * Sends a registration of the demo folder's form `formName` as `user`, through the API as the
 * fill screen would: for tests that need a registration to exist, not the filling itself.
 */
export async function sendRegistrationAs(
  user: { email: string; password: string },
  formName: string,
  values: Record<string, unknown>,
): Promise<void> {
  const api = await request.newContext({ baseURL: E2E.baseURL });
  try {
    const login = await api.post('/api/user/login', {
      data: { username: user.email, password: user.password },
    });
    expect(login.status(), await login.text()).toBe(200);
    const account = (await login.json()) as { api_key: string; clients: { id: number }[] };
    const headers = { 'api-key': account.api_key };
    const get = async <T>(path: string): Promise<T> => {
      const answer = await api.get(path, { headers });
      expect(answer.ok(), `${path}: ${await answer.text()}`).toBe(true);
      return (await answer.json()) as T;
    };
    // Every form the user may fill, whatever folder other tests put first.
    const published = await get<{ form: { form_id: string; form_name: string } }[]>(
      `/api/forms/published/${account.clients[0]?.id}`,
    );
    const form = published.map((entry) => entry.form).find((f) => f.form_name === formName);
    if (!form) throw new Error(`no form ${formName}`);
    const sent = await api.post('/api/registration', {
      headers,
      data: { form_id: form.form_id, fill_token: randomUUID(), values },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  } finally {
    await api.dispose();
  }
}

/** The api key of the page's stored session. */
export async function apiKeyOf(page: Page): Promise<string> {
  const session = await page.evaluate(() => localStorage.getItem('eform.session'));
  const apiKey = session ? (JSON.parse(session) as { apiKey?: string }).apiKey : undefined;
  if (!apiKey) throw new Error('no api key in the stored session');
  return apiKey;
}

/** The newest of the signed-in user's registrations, through the API the screens use. */
export async function newestRegistration(page: Page) {
  const headers = { 'api-key': await apiKeyOf(page) };
  const list = await (await page.request.get('/api/my-registrations?page=1', { headers })).json();
  const newest = list.registrations[0];
  const answer = await page.request.get(`/api/form/${newest.form_id}/registrations/${newest._id}`, {
    headers,
  });
  expect(answer.status()).toBe(200);
  return answer.json();
}

/** Draws a stroke on the signature pad labelled `label`, as a finger (the mouse) would. */
export async function drawSignature(page: Page, label: string): Promise<void> {
  const pad = page.getByLabel(label, { exact: true });
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('no signature pad');
  await page.mouse.move(box.x + 20, box.y + 20);
  await page.mouse.down();
  await page.mouse.move(box.x + 120, box.y + 60, { steps: 8 });
  await page.mouse.move(box.x + 200, box.y + 30, { steps: 8 });
  await page.mouse.up();
}

/**
 * The signature element `name` shows its stored signature once: a picture that loaded, in the
 * pad's place (no pad beside or under it), with 'Opnieuw tekenen'.
 */
export async function expectStoredSignatureOnce(page: Page, name: string): Promise<void> {
  const field = page.locator(`[data-name="${name}"]`);
  const picture = field.getByRole('img', { name: tw('fill.element.signatureAlt') });
  await expect(picture).toHaveCount(1);
  await expect
    .poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
  await expect(field.locator('canvas')).toHaveCount(0);
  await expect(
    field.getByRole('button', { name: tw('fill.element.signatureRedraw') }),
  ).toBeVisible();
}

/** The signed-in user's registrations of `formId` on the server, each as the server keeps it. */
export async function storedRegistrationsOf(page: Page, formId: string) {
  const headers = { 'api-key': await apiKeyOf(page) };
  const list = await (await page.request.get('/api/my-registrations?page=1', { headers })).json();
  const mine = (list.registrations as { _id: string; form_id: string }[]).filter(
    (r) => r.form_id === formId,
  );
  return Promise.all(
    mine.map(async (r) => {
      const answer = await page.request.get(`/api/form/${formId}/registrations/${r._id}`, {
        headers,
      });
      expect(answer.status()).toBe(200);
      return (await answer.json()) as { values: Record<string, unknown> };
    }),
  );
}
