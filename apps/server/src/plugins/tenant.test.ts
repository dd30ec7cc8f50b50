import { describe, expect, it } from 'vitest';
import { createClient, createUser, login } from '../../test/factories';
import { getTestServer } from '../../test/support';
import { buildApp } from '../app';
import { requireAuth } from './auth';
import { getTenant, requirePermission, requireTenant } from './tenant';

const { db } = await getTestServer();

// A throwaway route behind the same hooks the client routes use, guarded by one permission.
const app = await buildApp({ db, webDistDir: '/nonexistent' });
app.get(
  '/api/client/:id/test-manage-forms',
  { onRequest: [requireAuth, requireTenant], preHandler: requirePermission('eform manage forms') },
  async (request) => ({ client: getTenant(request).client.id }),
);
await app.ready();

describe('requirePermission', () => {
  it('lets a role with the permission through and answers 403 to one without', async () => {
    const client = await createClient(db);
    const formManager = await createUser(db, { client, roles: ['form_manager'] });
    const financial = await createUser(db, { client, roles: ['financial'] });
    const url = `/api/client/${client.id}/test-manage-forms`;
    const allowed = await app.inject({
      method: 'GET',
      url,
      headers: { 'api-key': await login(app, formManager) },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toEqual({ client: client.id });
    const denied = await app.inject({
      method: 'GET',
      url,
      headers: { 'api-key': await login(app, financial) },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('FORBIDDEN');
    await app.close();
  });
});
