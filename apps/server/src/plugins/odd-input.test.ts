/**
 * Input a person never types but a client can send: lone UTF-16 surrogates, bytes that are not
 * UTF-8, values nested thousands deep and broken multipart. Each is the client's fault (400 in
 * Dutch, naming the field where there is one), never a 500 or a stack overflow.
 */
import { randomUUID } from 'node:crypto';
import { CLIENT_ROLES } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import {
  createClient,
  createCredits,
  createFolder,
  createForm,
  createUser,
  login,
  shareForm,
  uniqueIp,
} from '../../test/factories';
import { getTestServer } from '../../test/support';
import { MAX_JSON_DEPTH } from './input-guard';

const { app, db } = await getTestServer();

const client = await createClient(db);
const folder = await createFolder(db, client);
const user = await createUser(db, { client, roles: [...CLIENT_ROLES] });
const form = await createForm(db, client, folder, { publishedAt: new Date() });
await shareForm(db, form, { userId: user.id });
const guestForm = await createForm(db, client, folder, {
  publishedAt: new Date(),
  guestId: randomUUID(),
  settings: { guestAccess: true },
});
await createCredits(db, client, 20);
const apiKey = await login(app, user);

const MALFORMED = {
  code: 'VALIDATION',
  message: 'De inhoud van het verzoek is onleesbaar of onvolledig.',
};

function post(url: string, payload: string | Buffer, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress: uniqueIp(),
    headers: { 'content-type': 'application/json', 'api-key': apiKey, ...headers },
    payload,
  });
}

/** A registration body with `text` as the raw JSON of the text field's value. */
function registration(formId: string, text: string): string {
  return `{"form_id":"${formId}","fill_token":"${randomUUID()}","values":{"omschrijving":${text}}}`;
}

describe('a lone UTF-16 surrogate in a JSON string', () => {
  it.each(['"\\ud800"', '"a\\udfffb"', '"\\udbff\\udbff"'])(
    'the guest submit without sign-in refuses %s with 400 naming the field',
    async (text) => {
      const response = await post(
        `/api/guest/form/${guestForm.guestId}`,
        registration(guestForm.uuid, text),
        { 'api-key': '' },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'VALIDATION',
        message: 'Het veld "values.omschrijving" is niet goed ingevuld.',
      });
    },
  );

  it('the signed-in submit refuses it too', async () => {
    const response = await post('/api/registration', registration(form.uuid, '"\\ud800"'));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('values.omschrijving');
  });

  it('in a key, and in a folder name', async () => {
    const key = await post('/api/registration', `{"form_id":"${form.uuid}","\\udc00":1}`);
    expect(key.statusCode).toBe(400);
    const folderName = await post(
      '/api/folder',
      `{"folder_name":"map \\ud83d","client_id":${client.id},"hidden":false}`,
    );
    expect(folderName.statusCode).toBe(400);
    expect(folderName.json().message).toContain('folder_name');
  });

  it('keeps a proper pair (an emoji) as it is', async () => {
    const response = await post(
      '/api/folder',
      `{"folder_name":"map \\ud83d\\ude00","client_id":${client.id},"hidden":false}`,
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('bytes that are not UTF-8 in a JSON body', () => {
  it.each([
    ['a lone continuation byte', [0x80]],
    ['an overlong encoding', [0xc0, 0xaf]],
    ['a cut-off sequence', [0xe2, 0x82]],
    ['an encoded surrogate', [0xed, 0xa0, 0x80]],
  ])('refuses %s with 400 instead of storing U+FFFD', async (_name, bytes) => {
    const payload = Buffer.concat([
      Buffer.from(`{"folder_name":"map `),
      Buffer.from(bytes),
      Buffer.from(`","client_id":${client.id},"hidden":false}`),
    ]);
    const response = await post('/api/folder', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(MALFORMED);
  });
});

describe('values nested deeper than the limit', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const TOO_DEEP = { code: 'VALIDATION', message: 'De inhoud van het verzoek is te diep genest.' };

  it.each([
    ['an array 10,000 deep in a value', registration(form.uuid, nested(10_000))],
    ['objects 10,000 deep', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
    ['one level over the limit', registration(form.uuid, nested(MAX_JSON_DEPTH))],
  ])('refuses %s at the edge with 400', async (_name, payload) => {
    const response = await post('/api/registration', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(TOO_DEEP);
  });

  it('the guest submit and a form save too', async () => {
    const guest = await post(
      `/api/guest/form/${guestForm.guestId}`,
      registration(guestForm.uuid, nested(10_000)),
    );
    expect(guest.statusCode).toBe(400);
    const save = await post(
      '/api/form',
      `{"form_name":"Diep","folder_id":${folder.id},"schema":${nested(10_000)}}`,
    );
    expect(save.statusCode).toBe(400);
  });

  it('takes brackets inside strings for text', async () => {
    const response = await post(
      '/api/folder',
      `{"folder_name":"${'['.repeat(100)}","client_id":${client.id},"hidden":false}`,
    );
    expect(response.statusCode).toBe(201);
  });
});

describe('malformed multipart on the upload routes', () => {
  const boundary = 'grens';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  it.each([
    ['unterminated', `${head}abc`],
    ['garbage', 'dit is geen multipart'],
    ['a header without its end', `--${boundary}\r\nContent-Disposition: form-da`],
  ])('/api/file-upload/form and -hd answer a %s body with 400 in Dutch', async (_name, body) => {
    for (const path of ['/api/file-upload/form', '/api/file-upload/form-hd']) {
      const response = await post(`${path}?form_id=${form.uuid}`, body, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toEqual(MALFORMED);
    }
  });

  it('a boundary longer than multipart allows (70) is refused before reading', async () => {
    const long = 'b'.repeat(300);
    const response = await post(`/api/file-upload/form?form_id=${form.uuid}`, `--${long}--`, {
      'content-type': `multipart/form-data; boundary=${long}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(MALFORMED);
  });
});
