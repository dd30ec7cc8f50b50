import type { TRole } from '@eform/core/permissions';
import { describe, expect, it } from 'vitest';
import { createClient, createCredits, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { consumeCredit } from './credits.service';

const { app, db } = await getTestServer();

async function clientWith(role: TRole) {
  const client = await createClient(db);
  const user = await createUser(db, { client, roles: [role] });
  return { client, user, key: await login(app, user) };
}

const contact = {
  contact_company: 'Gemeente Voorbeeld',
  contact_addressed_to: 'J. de Vries',
  contact_street: 'Markt 1',
  contact_postal_code: '1234 AB',
  contact_city: 'Voorbeeld',
  contact_email: 'inkoop@voorbeeld.nl',
};

describe('GET /api/clients/{client_id}/credits', () => {
  it('lists entries newest first with what is left of each', async () => {
    const { client, key } = await clientWith('financial');
    await createCredits(db, client, 10, new Date(Date.now() + 86_400_000));
    await createCredits(db, client, 5);
    await consumeCredit(db, client.id);
    const response = await callApi(app, key, 'GET', `/api/clients/${client.id}/credits`);
    expect(response.statusCode).toBe(200);
    const [newest, older] = response.json();
    expect(newest).toMatchObject({ name: 'Credits 5', credits_total: 5, credits_left: 5 });
    expect(newest.credit_expire_date).toBeNull();
    // The soonest-expiring entry is used first.
    expect(older).toMatchObject({ credits_total: 10, credits_left: 9, expired: false });
  });

  it('shows 0 left of an expired entry to a client manager, the real value to an admin', async () => {
    const { client, key } = await clientWith('client_manager');
    await createCredits(db, client, 7, new Date(Date.now() - 1000));
    const manager = await callApi(app, key, 'GET', `/api/clients/${client.id}/credits`);
    expect(manager.json()[0]).toMatchObject({ credits_left: 0, expired: true });
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const real = await callApi(app, admin, 'GET', `/api/clients/${client.id}/credits`);
    expect(real.json()[0]).toMatchObject({ credits_left: 7, expired: true });
  });

  it('answers 403 without view credit entities and 404 for another client', async () => {
    const { client, key } = await clientWith('form_manager');
    expect((await callApi(app, key, 'GET', `/api/clients/${client.id}/credits`)).statusCode).toBe(
      403,
    );
    const other = await createClient(db);
    const manager = await clientWith('client_manager');
    for (const url of [`/api/clients/${other.id}/credits`, `/api/clients/${other.uuid}/credits`]) {
      expect((await callApi(app, manager.key, 'GET', url)).statusCode).toBe(404);
    }
  });
});

describe('POST /api/clients/{client_id}/credits (admin add)', () => {
  it('adds credits expiring two years ahead by default, with the contact', async () => {
    const client = await createClient(db);
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const response = await callApi(app, admin, 'POST', `/api/clients/${client.id}/credits`, {
      name: 'Handmatig',
      credits_total: 250,
      ...contact,
    });
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({ name: 'Handmatig', credits_total: 250, credits_left: 250 });
    const years = (Date.parse(entry.credit_expire_date) - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);
  });

  it('takes a given expiry date', async () => {
    const client = await createClient(db);
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const response = await callApi(app, admin, 'POST', `/api/clients/${client.id}/credits`, {
      name: 'Kort',
      credits_total: 0,
      credit_expire_date: '2030-06-30',
      ...contact,
    });
    expect(response.json().credit_expire_date.slice(0, 10)).toBe('2030-06-30');
  });

  it.each([
    ['name', { name: '' }],
    ['credits_total', { credits_total: -1 }],
    ['contact_email', { contact_email: 'geen-adres' }],
    ['contact_addressed_to', { contact_addressed_to: undefined }],
    ['contact_city', { contact_city: ' ' }],
  ])('refuses a bad %s with a 400 naming it', async (field, change) => {
    const client = await createClient(db);
    const admin = await login(app, await createUser(db, { roles: ['admin'] }));
    const response = await callApi(app, admin, 'POST', `/api/clients/${client.id}/credits`, {
      name: 'X',
      credits_total: 1,
      ...contact,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('is for admins only: a client manager gets 403', async () => {
    const { client, key } = await clientWith('client_manager');
    const response = await callApi(app, key, 'POST', `/api/clients/${client.id}/credits`, {
      name: 'X',
      credits_total: 1000,
      ...contact,
    });
    expect(response.statusCode).toBe(403);
  });
});
