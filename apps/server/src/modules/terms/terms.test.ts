import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { memberships } from '../../db/schema';

const { app, db } = await getTestServer();

function accept(path: string, apiKey: string | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: `/api/client/${path}/accept-terms-and-conditions`,
    headers: apiKey ? { 'api-key': apiKey } : {},
    payload: payload as Record<string, unknown>,
  });
}

async function termsRequired(clientId: number, apiKey: string): Promise<boolean> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/client/${clientId}/info`,
    headers: { 'api-key': apiKey },
  });
  return response.json().terms_and_conditions_required;
}

async function acceptedAt(clientId: number, userId: number) {
  const row = await db.query.memberships.findFirst({
    where: and(eq(memberships.clientId, clientId), eq(memberships.userId, userId)),
  });
  return row?.termsAcceptedAt ?? null;
}

describe('POST /api/client/{client_uuid}/accept-terms-and-conditions', () => {
  it('records the acceptance, after which client info no longer asks for the terms', async () => {
    const client = await createClient(db, { termsAndConditionsRequired: true });
    const user = await createUser(db, { client, requireTerms: true });
    const apiKey = await login(app, user);
    expect(await termsRequired(client.id, apiKey)).toBe(true);

    const response = await accept(client.uuid, apiKey, { client_uuid: client.uuid });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
    expect(await acceptedAt(client.id, user.id)).toBeInstanceOf(Date);
    expect(await termsRequired(client.id, apiKey)).toBe(false);
  });

  it('accepts only for the client named: another client of the same user still asks', async () => {
    const first = await createClient(db, { termsAndConditionsRequired: true });
    const second = await createClient(db, { termsAndConditionsRequired: true });
    const user = await createUser(db, { client: [first, second], requireTerms: true });
    const apiKey = await login(app, user);
    expect((await accept(first.uuid, apiKey, { client_uuid: first.uuid })).statusCode).toBe(200);
    expect(await termsRequired(first.id, apiKey)).toBe(false);
    expect(await termsRequired(second.id, apiKey)).toBe(true);
  });

  it('answers 403 for a client the user is no member of, and records nothing there', async () => {
    const own = await createClient(db, { termsAndConditionsRequired: true });
    const other = await createClient(db, { termsAndConditionsRequired: true });
    const user = await createUser(db, { client: own, requireTerms: true });
    const stranger = await createUser(db, { client: other, requireTerms: true });
    const response = await accept(other.uuid, await login(app, user), { client_uuid: other.uuid });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
    expect(await acceptedAt(other.id, stranger.id)).toBeNull();
  });

  it('answers 401 without a key', async () => {
    const client = await createClient(db, { termsAndConditionsRequired: true });
    const response = await accept(client.uuid, null, { client_uuid: client.uuid });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it('answers 400 when the body does not name the client of the path', async () => {
    const client = await createClient(db, { termsAndConditionsRequired: true });
    const other = await createClient(db);
    const user = await createUser(db, { client: [client, other], requireTerms: true });
    const apiKey = await login(app, user);

    const mismatch = await accept(client.uuid, apiKey, { client_uuid: other.uuid });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toEqual({
      code: 'VALIDATION',
      message: 'Het veld "client_uuid" is niet goed ingevuld.',
    });
    const missing = await accept(client.uuid, apiKey, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION');
    expect(await acceptedAt(client.id, user.id)).toBeNull();
    expect(await termsRequired(client.id, apiKey)).toBe(true);
  });

  it('takes the numeric id in the path too, and the uuid in any letter case', async () => {
    const client = await createClient(db, { termsAndConditionsRequired: true });
    const user = await createUser(db, { client, requireTerms: true });
    const apiKey = await login(app, user);
    const response = await accept(String(client.id), apiKey, {
      client_uuid: client.uuid.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(await termsRequired(client.id, apiKey)).toBe(false);
  });

  it('lets an admin without a membership answer the wall without recording anything', async () => {
    const client = await createClient(db, { termsAndConditionsRequired: true });
    const admin = await createUser(db, { roles: ['admin'] });
    const response = await accept(client.uuid, await login(app, admin), {
      client_uuid: client.uuid,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'success' });
  });
});
