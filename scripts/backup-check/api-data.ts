/**
 * What the backup check stores and reads back, all through the HTTP API as a user would: a
 * client with credits, a folder, a published form with a file field, an upload and a registration
 * that takes it. The snapshot is what must come back whole after a restore.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type TAdminAddCreditsBody,
  ZClientListItem,
  ZFolder,
  ZForm,
  ZLoginAnswer,
} from '@eform/core/api';
import { ZSubmitRegistrationAnswer, ZUploadedFile } from '@eform/core/api/registrations';
import type { z } from 'zod';

/** The admin account of the check's first start (ADMIN_EMAIL's default). */
export const ADMIN_EMAIL = 'admin@example.nl';

/** What makeData stored: the ids to read it back by. */
export interface TMadeData {
  apiKey: string;
  clientId: number;
  formId: string;
  registrationId: string;
  /** sha256 of the uploaded file's bytes. */
  uploadSha256: string;
}

/** What the API answers about the data; equal before the backup and after the restore. */
export interface TSnapshot {
  /** Status of a fresh sign-in with the admin's password. */
  login: number;
  /** Status of GET /api/user/info with the session made before the backup. */
  session: number;
  registration: unknown;
  list: unknown;
  client: unknown;
  /** sha256 of each file the registration names, as downloaded. */
  files: string[];
}

type TCall = { key?: string; method?: string; body?: unknown; form?: Record<string, string> };

async function call(base: string, path: string, init: TCall = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (init.key) headers['api-key'] = init.key;
  let body: RequestInit['body'];
  if (init.form) body = new URLSearchParams(init.form);
  else if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  return fetch(`${base}${path}`, { method: init.method ?? 'GET', headers, body });
}

/** The call's answer parsed by `schema`; a status other than 2xx fails with the answer. */
async function callFor<T>(base: string, path: string, schema: z.ZodType<T>, init: TCall = {}) {
  const answer = await call(base, path, init);
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${answer.status} ${text}`);
  return schema.parse(JSON.parse(text));
}

function signIn(base: string, password: string) {
  return call(base, '/api/user/login', {
    method: 'POST',
    form: { username: ADMIN_EMAIL, password },
  });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Stores the check's data as the admin and answers how to find it again. */
export async function makeData(base: string, password: string): Promise<TMadeData> {
  const login = await signIn(base, password);
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`);
  const key = ZLoginAnswer.parse(await login.json()).api_key;
  const client = await callFor(base, '/api/clients', ZClientListItem, {
    key,
    method: 'POST',
    body: { name: 'Gemeente Back-up' },
  });
  await call(base, `/api/clients/${client.id}/credits`, {
    key,
    method: 'POST',
    body: {
      name: 'Back-upproef',
      credits_total: 5,
      contact_company: 'Gemeente Back-up',
      contact_addressed_to: 'Afdeling Beheer',
      contact_street: 'Markt 1',
      contact_postal_code: '1234 AB',
      contact_city: 'Ergens',
      contact_email: 'backup@example.nl',
    } satisfies TAdminAddCreditsBody,
  }).then(expectOk);
  const folder = await callFor(base, '/api/folder', ZFolder, {
    key,
    method: 'POST',
    body: { folder_name: 'Back-up', client_id: client.id },
  });
  const form = await callFor(base, '/api/form', ZForm, {
    key,
    method: 'POST',
    body: {
      form_name: 'Melding openbare ruimte',
      folder_id: folder.folder_id,
      schema: [
        { elementType: 'text', name: 'omschrijving', label: 'Omschrijving' },
        { elementType: 'file', name: 'bijlage', label: 'Bijlage' },
      ],
    },
  });
  await call(base, `/api/form/${form.form_id}/publish`, { key, method: 'POST' }).then(expectOk);
  // A PDF by its first bytes (what the file field accepts), 256 KB unlike any earlier run's.
  const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n%'), randomBytes(256 * 1024)]);
  const upload = new FormData();
  upload.append('file', new Blob([bytes], { type: 'application/pdf' }), 'foto-lantaarnpaal.pdf');
  const file = await callFor(base, `/api/file-upload/form?form_id=${form.form_id}`, ZUploadedFile, {
    key,
    method: 'POST',
    body: upload,
  });
  const sent = await callFor(base, '/api/registration', ZSubmitRegistrationAnswer, {
    key,
    method: 'POST',
    body: {
      form_id: form.form_id,
      fill_token: randomUUID(),
      values: { omschrijving: 'Lantaarnpaal kapot bij de kerk', bijlage: [file] },
    },
  });
  return {
    apiKey: key,
    clientId: client.id,
    formId: form.form_id,
    registrationId: sent.registration_id,
    uploadSha256: sha256(bytes),
  };
}

async function expectOk(answer: Response): Promise<void> {
  if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
}

async function json(answer: Response): Promise<unknown> {
  return { status: answer.status, body: await answer.json().catch(() => null) };
}

/** Reads the data back: the registration, the form's list, the client, its files, the sign-in. */
export async function readSnapshot(
  base: string,
  made: TMadeData,
  password: string,
): Promise<TSnapshot> {
  const key = made.apiKey;
  const formPath = `/api/form/${made.formId}/registrations`;
  const registration = await call(base, `${formPath}/${made.registrationId}`, { key });
  const registrationJson = await json(registration);
  const files: string[] = [];
  for (const url of fileUrls(registrationJson)) {
    const download = await call(base, url, { key });
    files.push(
      download.ok ? sha256(new Uint8Array(await download.arrayBuffer())) : `${download.status}`,
    );
  }
  return {
    login: (await signIn(base, password)).status,
    session: (await call(base, '/api/user/info', { key })).status,
    registration: registrationJson,
    list: await json(await call(base, formPath, { key })),
    client: await json(await call(base, `/api/client/${made.clientId}`, { key })),
    files,
  };
}

/** The urls of the files in a registration answer's values ('bijlage': a list of files). */
function fileUrls(answer: unknown): string[] {
  const body = (answer as { body?: { values?: Record<string, unknown> } }).body;
  const value = body?.values?.bijlage;
  if (!Array.isArray(value)) return [];
  return value.map((file: { url?: unknown }) => String(file.url));
}
