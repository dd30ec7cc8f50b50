import { describe, expect, it } from 'vitest';
import { createClient, createServerNotification, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';
import { buildApp } from '../../app';

const { app, db } = await getTestServer({ appEnv: 'staging' });

describe('GET /api/user/info', () => {
  it('answers the account, its clients by name, the notification and the environment', async () => {
    const zuid = await createClient(db, { name: 'Zuiderstad' });
    const noord = await createClient(db, { name: 'Noorddorp' });
    const user = await createUser(db, {
      client: [zuid, noord],
      roles: ['form_manager'],
      displayName: 'Piet de Vries',
    });
    await createServerNotification(db, 'warning', 'Vanavond onderhoud van 20:00 tot 21:00.');
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'api-key': await login(app, user) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: user.id,
      uuid: user.uuid,
      email: user.email,
      display_name: 'Piet de Vries',
      roles: ['authenticated'],
      clients: [
        { id: noord.id, uuid: noord.uuid, name: 'Noorddorp' },
        { id: zuid.id, uuid: zuid.uuid, name: 'Zuiderstad' },
      ],
      server_notification: { type: 'warning', message: 'Vanavond onderhoud van 20:00 tot 21:00.' },
      environment: 'staging',
    });
  });

  it('lists every client for an admin', async () => {
    const client = await createClient(db);
    const admin = await createUser(db, { roles: ['admin'] });
    const response = await app.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'api-key': await login(app, admin) },
    });
    expect(response.json().roles).toEqual(['authenticated', 'admin']);
    expect(response.json().clients).toContainEqual({
      id: client.id,
      uuid: client.uuid,
      name: client.name,
    });
  });

  it('answers an empty client list for an account without clients', async () => {
    const user = await createUser(db);
    const other = await buildApp({ db, webDistDir: '/nonexistent' });
    const response = await other.inject({
      method: 'GET',
      url: '/api/user/info',
      headers: { 'api-key': await login(other, user) },
    });
    await other.close();
    expect(response.json().clients).toEqual([]);
    expect(response.json().environment).toBe('development');
  });
});
