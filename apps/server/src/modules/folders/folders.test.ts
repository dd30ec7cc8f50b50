import { describe, expect, it } from 'vitest';
import { createClient, createFolder, createUser, login } from '../../../test/factories';
import { getTestServer } from '../../../test/support';

const { app, db } = await getTestServer();

describe('GET /api/client/{id}/folders/user', () => {
  it("lists the client's folders by name, hidden ones included, and no one else's", async () => {
    const client = await createClient(db);
    const other = await createClient(db);
    const b = await createFolder(db, client, { name: 'Bouwvergunningen' });
    const a = await createFolder(db, client, { name: 'Afval', hidden: true });
    await createFolder(db, other, { name: 'Niet van ons' });
    const filler = await createUser(db, { client });
    const response = await app.inject({
      method: 'GET',
      url: `/api/client/${client.id}/folders/user`,
      headers: { 'api-key': await login(app, filler) },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { folder_id: a.id, folder_name: 'Afval', folder_hidden: true, folder_contains_forms: false },
      {
        folder_id: b.id,
        folder_name: 'Bouwvergunningen',
        folder_hidden: false,
        folder_contains_forms: false,
      },
    ]);
  });

  it('answers an empty list for a client without folders', async () => {
    const client = await createClient(db);
    const filler = await createUser(db, { client });
    const response = await app.inject({
      method: 'GET',
      url: `/api/client/${client.id}/folders/user`,
      headers: { 'api-key': await login(app, filler) },
    });
    expect(response.json()).toEqual([]);
  });
});
