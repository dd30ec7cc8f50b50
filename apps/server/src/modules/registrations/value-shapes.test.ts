import { randomUUID } from 'node:crypto';
import { t } from '@eform/core/messages';
import { ts } from '@eform/core/messages/server-only';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createFolder, createForm, createUser, login, shareForm } from '../../../test/factories';
import { TINY_PNG, TINY_PNG_DATA_URL, uploadFile } from '../../../test/files';
import { callApi, getTestServer } from '../../../test/support';
import { forms } from '../../db/schema';
import { getClientCredits } from '../credits';
import { el, fillingHelpers } from './filling.test-support';

/**
 * Values are what their element is (issue 17, item 6): a text is a string, and a file value
 * either carries its bytes or names a file of this client the sender may use, never a free url.
 */
const { app, db } = await getTestServer();
const { setup, send } = fillingHelpers(app, db);

const PNG_DATA = TINY_PNG_DATA_URL;

async function registrationsOf(formId: number) {
  return db.query.registrations.findMany({ where: (r, { eq }) => eq(r.formId, formId) });
}

/** The first file value of a stored registration's `foto`. */
function firstFile(registration: { values: Record<string, unknown> } | undefined) {
  const files = (registration?.values.foto ?? []) as { url: string }[];
  return files[0];
}

/** Uploads a PNG through the upload route; answers its file value. */
async function uploadPng(apiKey: string, formId: string) {
  const response = await uploadFile(app, apiKey, `form_id=${formId}`, {
    filename: 'a.png',
    bytes: TINY_PNG,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('a value of the wrong kind', () => {
  it.each([
    ['text', { toString: 'x' }],
    ['textarea', ['regel']],
    ['number', { n: 1 }],
    ['checkbox_single', 'ja'],
    ['image', 'javascript:alert(1)'],
    ['subform', 'geen lijst'],
  ])('%s given %j: 400 naming the field, nothing stored, no credit', async (type, value) => {
    const { client, form, apiKey } = await setup([el('text', 'naam'), el(type, 'veld')], {
      credits: 3,
    });
    const response = await send(apiKey, form.uuid, { naam: 'x', veld: value });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'veld', message: t('validation.valueShape') }]);
    expect(await registrationsOf(form.id)).toEqual([]);
    expect(await getClientCredits(db, client.id)).toBe(3);
  });
});

describe('a file value names a file the sender may use', () => {
  it.each([
    ['a javascript: url', { name: 'a.png', url: 'javascript:alert(1)' }],
    ['a foreign url', { name: 'a.png', url: 'https://elders.example/a.png' }],
    ['an unknown file', { name: 'a.png', url: `/api/file/${randomUUID()}` }],
    ['a url and file_id that disagree', { url: `/api/file/${randomUUID()}`, file_id: 'x' }],
  ])('refuses %s (400 naming the field), storing nothing', async (_case, value) => {
    const { client, form, apiKey } = await setup([el('image', 'foto')], { credits: 3 });
    const response = await send(apiKey, form.uuid, { foto: [value] });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(ts('server.file.fieldUnknown', { field: 'foto' }));
    expect(await registrationsOf(form.id)).toEqual([]);
    expect(await getClientCredits(db, client.id)).toBe(3);
  });

  it("refuses another user's upload and another client's file", async () => {
    const { client, form, apiKey } = await setup([el('image', 'foto')]);
    const colleague = await createUser(db, { client, roles: ['client_manager'] });
    const theirs = await uploadPng(await login(app, colleague), form.uuid);
    const other = await setup([el('image', 'foto')]);
    const foreign = await uploadPng(other.apiKey, other.form.uuid);
    for (const file of [theirs, foreign]) {
      const response = await send(apiKey, form.uuid, { foto: [file] });
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await registrationsOf(form.id)).toEqual([]);
  });

  it("takes the sender's own upload, stored with the canonical url", async () => {
    const { form, apiKey } = await setup([el('image', 'foto')]);
    const own = await uploadPng(apiKey, form.uuid);
    const response = await send(apiKey, form.uuid, {
      foto: [{ ...own, url: own.url.toUpperCase().replace('/API/FILE/', '/api/file/') }],
    });
    expect(response.statusCode, response.body).toBe(200);
    const [stored] = await registrationsOf(form.id);
    expect(stored?.values.foto).toEqual([
      expect.objectContaining({ url: own.url, file_id: own.file_id, type: 'image/png' }),
    ]);
  });

  it("'Opnieuw invullen' sends the files of an earlier registration again: copied, both kept", async () => {
    const { form, apiKey } = await setup([el('image', 'foto')]);
    const first = await send(apiKey, form.uuid, { foto: [{ name: 'a.png', base64: PNG_DATA }] });
    expect(first.statusCode, first.body).toBe(200);
    const [earlier] = await registrationsOf(form.id);
    const earlierFile = firstFile(earlier);
    const again = await send(apiKey, form.uuid, { foto: [earlierFile] });
    expect(again.statusCode, again.body).toBe(200);
    const later = (await registrationsOf(form.id)).find((r) => r.id !== earlier?.id);
    const laterFile = firstFile(later);
    expect(laterFile?.url).not.toBe(earlierFile?.url);
    for (const url of [earlierFile?.url, laterFile?.url]) {
      expect((await callApi(app, apiKey, 'GET', String(url))).statusCode).toBe(200);
    }
  });

  it('refuses a file of a registration the sender may not read', async () => {
    const { client, form, apiKey } = await setup([el('image', 'foto')]);
    const stranger = await createUser(db, { client });
    const folder = await createFolder(db, client);
    const open = await createForm(db, client, folder, {
      publishedAt: new Date(),
      schema: [el('image', 'foto')],
    });
    const sent = await send(apiKey, form.uuid, { foto: [{ name: 'a.png', base64: PNG_DATA }] });
    expect(sent.statusCode).toBe(200);
    const [earlier] = await registrationsOf(form.id);
    const file = firstFile(earlier);
    await shareForm(db, open, { userId: stranger.id });
    const response = await send(await login(app, stranger), open.uuid, { foto: [file] });
    expect(response.statusCode, response.body).toBe(400);
  });

  it('lets the next phase of a workflow keep the files the draft holds, without copies', async () => {
    const { client, form, apiKey } = await setup([], { extra: { type: 'workflow' } });
    const second = await createUser(db, { client });
    await shareForm(db, form, { userId: second.id });
    const schema = [
      el('image', 'foto'),
      el('stateTransition', 'naar2', { next_phase: 2, assign_to_user: second.id }),
    ];
    await db.update(forms).set({ schema }).where(eq(forms.id, form.id));
    const first = await send(apiKey, form.uuid, { foto: [{ name: 'a.png', base64: PNG_DATA }] });
    expect(first.statusCode, first.body).toBe(200);
    const [draft] = await registrationsOf(form.id);
    const phase1File = firstFile(draft);
    const next = await send(
      await login(app, second),
      form.uuid,
      { foto: [phase1File] },
      { registration_id: first.json().registration_id },
    );
    expect(next.statusCode, next.body).toBe(200);
    const [after] = await registrationsOf(form.id);
    expect(firstFile(after)?.url).toBe(phase1File?.url);
    const rows = await db.query.files.findMany({ where: (f, { eq }) => eq(f.formId, form.id) });
    expect(rows).toHaveLength(1);
  });
});
