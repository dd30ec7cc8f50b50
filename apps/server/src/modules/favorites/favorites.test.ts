import { randomUUID } from 'node:crypto';
import { ZFavorite, ZFavoriteList } from '@eform/core/api/favorites';
import { ts } from '@eform/core/messages/server-only';
import { describe, expect, it } from 'vitest';
import { createClient, createUser, login } from '../../../test/factories';
import { callApi, getTestServer } from '../../../test/support';
import { memberships } from '../../db/schema';

/** Favourite elements of the form editor (issue 18, item 3): per user and client. */
const { app, db } = await getTestServer();

const radio = {
  elementType: 'radio',
  name: 'akkoord',
  label: 'Akkoord?',
  options: [
    { label: 'Ja', value: 'ja' },
    { label: 'Nee', value: 'nee' },
  ],
};

async function editor(roles: ('form_manager' | 'client_manager')[] = ['form_manager']) {
  const client = await createClient(db);
  const user = await createUser(db, { client, roles });
  return { client, user, apiKey: await login(app, user) };
}

const keep = (apiKey: string, clientId: number, body: unknown) =>
  callApi(app, apiKey, 'POST', `/api/client/${clientId}/favorites`, body);
const list = (apiKey: string, clientId: number) =>
  callApi(app, apiKey, 'GET', `/api/client/${clientId}/favorites`);

describe('favourite elements', () => {
  it('keeps an element under a name, lists it newest first and removes it', async () => {
    const { client, apiKey } = await editor();
    const first = await keep(apiKey, client.id, { favoriteName: 'Akkoordvraag', element: radio });
    expect(first.statusCode, first.body).toBe(201);
    const kept = ZFavorite.parse(first.json());
    expect(kept.favoriteName).toBe('Akkoordvraag');
    expect(kept.element).toMatchObject({ ...radio, favoriteName: 'Akkoordvraag' });
    expect(kept.element.uuid).toMatch(/^[0-9a-f-]{36}$/);
    const second = await keep(apiKey, client.id, {
      favoriteName: 'Opmerking',
      element: { elementType: 'textarea', name: 'opmerking', label: 'Opmerking' },
    });
    expect(second.statusCode).toBe(201);

    const listed = ZFavoriteList.parse((await list(apiKey, client.id)).json());
    expect(listed.map((f) => f.favoriteName)).toEqual(['Opmerking', 'Akkoordvraag']);

    const removed = await callApi(
      app,
      apiKey,
      'DELETE',
      `/api/client/${client.id}/favorites/${kept.favorite_id}`,
    );
    expect(removed.statusCode).toBe(200);
    const after = ZFavoriteList.parse((await list(apiKey, client.id)).json());
    expect(after.map((f) => f.favoriteName)).toEqual(['Opmerking']);
  });

  it('needs a name and an element, naming the field it refuses', async () => {
    const { client, apiKey } = await editor();
    const nameless = await keep(apiKey, client.id, { favoriteName: '  ', element: radio });
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json().message).toBe(
      ts('server.error.fieldRequired', { field: 'favoriteName' }),
    );
    const broken = await keep(apiKey, client.id, {
      favoriteName: 'Iets',
      element: { elementType: 'hologram', name: 'x' },
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe(ts('server.error.fieldInvalid', { field: 'element' }));
    expect(ZFavoriteList.parse((await list(apiKey, client.id)).json())).toEqual([]);
  });

  it("are the user's own: a colleague neither sees nor removes them", async () => {
    const { client, apiKey } = await editor();
    const kept = ZFavorite.parse(
      (await keep(apiKey, client.id, { favoriteName: 'Mijn vraag', element: radio })).json(),
    );
    const colleague = await login(app, await createUser(db, { client, roles: ['client_manager'] }));
    expect(ZFavoriteList.parse((await list(colleague, client.id)).json())).toEqual([]);
    const removed = await callApi(
      app,
      colleague,
      'DELETE',
      `/api/client/${client.id}/favorites/${kept.favorite_id}`,
    );
    expect(removed.statusCode).toBe(404);
    expect(ZFavoriteList.parse((await list(apiKey, client.id)).json())).toHaveLength(1);
  });

  it('belong to one client: the same user in another client has none there', async () => {
    const { client, user, apiKey } = await editor();
    await keep(apiKey, client.id, { favoriteName: 'Hier', element: radio });
    const other = await createClient(db);
    await db
      .insert(memberships)
      .values({ userId: user.id, clientId: other.id, roles: ['form_manager'] });
    expect(ZFavoriteList.parse((await list(apiKey, other.id)).json())).toEqual([]);
  });

  it('are for those who may edit forms: a filler gets 403', async () => {
    const client = await createClient(db);
    const filler = await login(app, await createUser(db, { client }));
    expect((await list(filler, client.id)).statusCode).toBe(403);
    const refused = await keep(filler, client.id, { favoriteName: 'x', element: radio });
    expect(refused.statusCode).toBe(403);
  });

  it('answers 404 for a favourite id that is no uuid or not there', async () => {
    const { client, apiKey } = await editor();
    for (const id of ['12', randomUUID()]) {
      const response = await callApi(
        app,
        apiKey,
        'DELETE',
        `/api/client/${client.id}/favorites/${id}`,
      );
      expect(response.statusCode).toBe(404);
    }
  });
});
