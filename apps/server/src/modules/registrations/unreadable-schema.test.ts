import { randomUUID } from 'node:crypto';
import type { TSchema } from '@eform/core/elements';
import { eq, sql } from 'drizzle-orm';
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
} from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { forms, registrations } from '../../db/schema';
import { getClientCredits } from '../credits';

const { app, db } = await getTestServer();

/** A published form (guest access on) whose stored schema no longer parses, and a filler. */
async function brokenForm() {
  const client = await createClient(db);
  const guestId = randomUUID();
  const form = await createForm(db, client, await createFolder(db, client), {
    publishedAt: new Date(),
    guestId,
    settings: { guestAccess: true },
  });
  // Written straight into the table, as only a fault or an old version of the product could.
  const broken = [{ elementType: 'text', label: 'geen uuid en geen naam' }];
  await db
    .update(forms)
    .set({ schema: sql`${JSON.stringify(broken)}::jsonb` as unknown as TSchema })
    .where(eq(forms.id, form.id));
  const user = await createUser(db, { client });
  await shareForm(db, form, { userId: user.id });
  await createCredits(db, client, 10);
  return { client, form, guestId, apiKey: await login(app, user) };
}

const payload = (formId: string) => ({
  form_id: formId,
  fill_token: randomUUID(),
  values: { omschrijving: 'Lek' },
});

describe('a stored schema that does not parse', () => {
  it('fails a submit loudly (500), storing nothing and taking no credit', async () => {
    const { client, form, apiKey } = await brokenForm();
    const response = await callApi(app, apiKey, 'POST', '/api/registration', payload(form.uuid));
    expect(response.statusCode).toBe(500);
    expect(response.json().code).toBe('INTERNAL');
    expect(await getClientCredits(db, client.id)).toBe(10);
    const rows = await db.select().from(registrations).where(eq(registrations.formId, form.id));
    expect(rows).toEqual([]);
  });

  it('fails a guest submit and the guest form the same way', async () => {
    const { client, form, guestId } = await brokenForm();
    const sent = await app.inject({
      method: 'POST',
      url: `/api/guest/form/${guestId}`,
      remoteAddress: uniqueIp(),
      payload: payload(form.uuid),
    });
    expect(sent.statusCode).toBe(500);
    expect(await getClientCredits(db, client.id)).toBe(10);
    const read = await app.inject({ method: 'GET', url: `/api/guest/form/${guestId}` });
    expect(read.statusCode).toBe(500);
  });
});
