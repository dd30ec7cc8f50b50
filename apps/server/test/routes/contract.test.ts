/**
 * Contract test: every client route, called by a member of the client with every client role
 * (an admin for the few behind an admin-only permission, ADMIN_ROUTES), answers 2xx with a JSON
 * body that parses with the route's own answer schema from @eform/core/api — the schema the web
 * app parses the same answer with. Like the isolation test, it walks the registered routes, so it
 * also proves the fixtures reach real objects (an isolation test on ids that do not exist would
 * pass for the wrong reason).
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { TRegisteredRoute } from '../../src/plugins/route-registry';
import { login } from '../factories';
import { getTestServer } from '../support';
import {
  ADMIN_ROUTES,
  callRoute,
  clientDataRoutes,
  concreteUrls,
  createOwnedData,
  FILE_ANSWER_ROUTES,
  GLOBAL_ADMIN_ROUTES,
  routeKey,
} from './route-fixtures';

const { app, db } = await getTestServer();
const owned = await createOwnedData(db, app.storage);
// A member with every client role; favourites are theirs, so the fixtures made them.
const apiKey = await login(app, owned.manager);
// Routes behind an admin-only permission are called as an admin.
const adminKey = await login(app, owned.admin);

/** Calls every concrete URL of `route` as `caller`: 2xx, in the route's declared answer shape. */
async function expectContract(route: TRegisteredRoute, caller: string) {
  const key = routeKey(route);
  const responses = route.schema?.response as Record<string, z.ZodType> | undefined;
  for (const url of concreteUrls(route, owned, 'contract')) {
    const response = await callRoute(app, route, url, caller, owned);
    expect(response.statusCode, `${route.method} ${url}: ${response.body}`).toBeLessThan(300);
    if (response.statusCode === 204) {
      // No content (a delete): nothing to parse.
      expect(response.body).toBe('');
      continue;
    }
    if (FILE_ANSWER_ROUTES.includes(key)) {
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
      continue;
    }
    const schema = responses?.[String(response.statusCode)];
    expect(schema, `${key} documents no ${response.statusCode} answer`).toBeDefined();
    const parsed = schema?.safeParse(response.json());
    expect(parsed?.success, JSON.stringify(parsed?.error?.issues)).toBe(true);
  }
}

describe('client routes answer in their contract shape', () => {
  it.each(clientDataRoutes(app).map((route) => [routeKey(route), route] as const))(
    '%s',
    (key, route) => expectContract(route, ADMIN_ROUTES.includes(key) ? adminKey : apiKey),
  );
});

describe('admin-only routes without client data answer an admin in their contract shape', () => {
  const registered = app.registeredRoutes.filter((r) => GLOBAL_ADMIN_ROUTES.includes(routeKey(r)));
  it('are all registered', () => {
    expect(registered.map(routeKey).sort()).toEqual([...GLOBAL_ADMIN_ROUTES].sort());
  });
  it.each(registered.map((route) => [routeKey(route), route] as const))('%s', (_key, route) =>
    expectContract(route, adminKey),
  );
});
