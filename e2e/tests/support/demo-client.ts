import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { request } from '@playwright/test';
import { E2E } from '../../playwright.config';

/** Without SMTP_URL the server writes each mail to DATA_DIR/mail as an .eml file. */
const outbox = join(E2E.dataDir, 'mail');

/** The .eml texts in the outbox addressed to `email`, soft line breaks of quoted-printable undone. */
export async function mailsTo(email: string): Promise<string[]> {
  const files = await readdir(outbox).catch(() => [] as string[]);
  const texts = await Promise.all(files.map((file) => readFile(join(outbox, file), 'utf8')));
  return texts
    .map((text) => text.replace(/=\r?\n/g, ''))
    .filter((text) => new RegExp(`^To: ${email}`, 'm').test(text));
}

/**
 * The demo client (id, uuid, name) and a published form of its 'Voorbeelden' folder, read from
 * the API as `user` (a member of it), with that user's api key.
 */
export async function demoClientAs(user: { email: string; password: string }) {
  const api = await request.newContext({ baseURL: E2E.baseURL });
  try {
    const login = await api.post('/api/user/login', {
      data: { username: user.email, password: user.password },
    });
    const account = (await login.json()) as {
      api_key: string;
      clients: { id: number; uuid: string; name: string }[];
    };
    const client = account.clients.find((c) => c.name === 'Demo Gemeente');
    if (!client) throw new Error('no demo client');
    const headers = { 'api-key': account.api_key };
    const folders = (await (
      await api.get(`/api/client/${client.id}/folders`, { headers })
    ).json()) as { folder_id: number; folder_name: string }[];
    const examples = folders.find((f) => f.folder_name === 'Voorbeelden');
    const forms = (await (
      await api.get(`/api/folder/${examples?.folder_id}/forms`, { headers })
    ).json()) as { form_id: string; form_name: string; published_at: string | null }[];
    const form = forms.find((f) => f.published_at !== null);
    if (!form) throw new Error('no demo form');
    return { ...client, form, apiKey: account.api_key };
  } finally {
    await api.dispose();
  }
}
