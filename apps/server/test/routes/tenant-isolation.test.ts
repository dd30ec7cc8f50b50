/**
 * Tenant isolation by construction. Clients share one installation; a user of one client must
 * never read or change another's data. This test does not list routes by hand: it walks every
 * route the app registered, and for each one that reaches client data it calls it with the
 * objects of client A as users of client B (every non-admin kind) and expects 403 or 404 with the
 * error body only. A new route is covered the moment it is registered; a new kind of path
 * parameter fails here until it gets a fixture.
 */
import { ZErrorBody } from '@eform/core/api';
import { describe, expect, it } from 'vitest';
import { getTestServer } from '../support';
import {
  BODY_SCOPED_ROUTES,
  callRoute,
  clientDataRoutes,
  concreteUrls,
  createOutsiders,
  createOwnedData,
  GLOBAL_ADMIN_ROUTES,
  pathParams,
  ROUTES_WITHOUT_CLIENT_DATA,
  routeKey,
} from './route-fixtures';

const { app, db } = await getTestServer();
const owned = await createOwnedData(db, app.storage);
const outsiders = await createOutsiders(app, db);
const routes = clientDataRoutes(app);

describe('the route table', () => {
  it('has client routes to check (the registry sees the routes)', () => {
    expect(routes.map(routeKey)).toContain('GET /api/client/:id/info');
  });

  it('classifies every route without a path parameter explicitly', () => {
    const unclassified = routes.filter(
      (route) =>
        pathParams(route.url).length === 0 && !BODY_SCOPED_ROUTES.includes(routeKey(route)),
    );
    expect(
      unclassified.map(routeKey),
      'add to ROUTES_WITHOUT_CLIENT_DATA or BODY_SCOPED_ROUTES, or give it a parameter',
    ).toEqual([]);
  });

  it("attacks every body-scoped route with client A's ids in the body", () => {
    const registered = new Set(routes.map(routeKey));
    for (const key of BODY_SCOPED_ROUTES) {
      expect(registered.has(key), `${key} is not registered`).toBe(true);
      expect(owned.bodies[key], `${key} needs a sample body naming client A`).toBeDefined();
    }
  });

  it('lists no route as free of client data that does not exist', () => {
    const registered = new Set(app.registeredRoutes.map(routeKey));
    const stale = ROUTES_WITHOUT_CLIENT_DATA.filter((key) => !registered.has(key));
    // Web app and docs routes exist only when those are served; the API ones must exist.
    expect(stale.filter((key) => key.includes(' /api/user/'))).toEqual([]);
  });
});

const adminOnly = app.registeredRoutes.filter((r) => GLOBAL_ADMIN_ROUTES.includes(routeKey(r)));

describe.each(Object.entries(outsiders))('as a non-admin: %s', (_who, apiKey) => {
  it.each(adminOnly.map((route) => [routeKey(route), route] as const))(
    '%s is refused (403)',
    async (_key, route) => {
      const response = await callRoute(app, route, route.url, apiKey, owned);
      expect(response.statusCode, `${routeKey(route)}: ${response.body}`).toBe(403);
      expect(ZErrorBody.safeParse(response.json()).success).toBe(true);
      for (const secret of owned.secrets) expect(response.body).not.toContain(secret);
    },
  );
});

describe.each(Object.entries(outsiders))('as a user: %s', (_who, apiKey) => {
  it.each(routes.map((route) => [routeKey(route), route] as const))(
    '%s refuses client A’s data',
    async (_key, route) => {
      for (const url of concreteUrls(route, owned)) {
        const response = await callRoute(app, route, url, apiKey, owned);
        expect([403, 404], `${route.method} ${url} answered ${response.statusCode}`).toContain(
          response.statusCode,
        );
        expect(ZErrorBody.safeParse(response.json()).success).toBe(true);
        for (const secret of owned.secrets) expect(response.body).not.toContain(secret);
      }
    },
  );
});
