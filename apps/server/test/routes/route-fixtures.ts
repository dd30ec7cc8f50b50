import { CLIENT_ROLES } from '@eform/core/permissions';
import type { TApp } from '../../src/app';
import type { TDb } from '../../src/db/client';
import type { TRegisteredRoute } from '../../src/plugins/route-registry';
import { createClient, createCredits, createFolder, createUser, login } from '../factories';

/**
 * Routes that name no client-owned object: open to anyone, or about the signed-in account only.
 * A route that is neither listed here nor has a path parameter fails the route tests, so each new
 * route is classified on purpose.
 */
export const ROUTES_WITHOUT_CLIENT_DATA = [
  'GET /health',
  'GET /ready',
  'GET /user/password',
  'POST /api/user/login',
  'POST /api/user/logout',
  'GET /api/user/info',
  // Served files of the built web app and the OpenAPI documentation.
  'GET /',
  'GET /*',
  'GET /api/docs',
  'GET /api/docs/*',
  'GET /api/docs/json',
  'GET /api/docs/yaml',
  'GET /api/docs/static/*',
  'GET /api/docs/static/index.html',
  'GET /api/docs/static/swagger-initializer.js',
];

/** A client with data of each kind the routes name, and everything a route test needs of it. */
export interface TOwnedData {
  client: { id: number; uuid: string; name: string };
  /** Path parameter values per parameter name; every client-owned parameter must be here. */
  params: Record<string, string[]>;
  /** Request bodies for routes that take one, keyed `METHOD url`. */
  bodies: Record<string, unknown>;
  /** Strings that must never appear in an answer to another client's user. */
  secrets: string[];
}

/** Client A with a folder and credits: the data another client's users try to reach. */
export async function createOwnedData(db: TDb): Promise<TOwnedData> {
  const client = await createClient(db, { name: `Eigen Klant ${Date.now()}` });
  const folder = await createFolder(db, client, { name: 'Geheime map' });
  await createCredits(db, client, 5);
  return {
    client,
    params: {
      // Both spellings of a client reference: numeric id and uuid.
      id: [String(client.id), client.uuid],
      folder_id: [String(folder.id)],
    },
    bodies: {
      'POST /api/client/:id/accept-terms-and-conditions': { client_uuid: client.uuid },
    },
    secrets: [client.name, client.uuid, folder.name],
  };
}

/** Api keys of users of another client, one per kind of non-admin account. */
export async function createOutsiders(app: TApp, db: TDb): Promise<Record<string, string>> {
  const other = await createClient(db);
  const allClientRoles = await createUser(db, { client: other, roles: [...CLIENT_ROLES] });
  const employee = await createUser(db, { client: other, roles: ['eform_employee'] });
  const filler = await createUser(db, { client: other });
  return {
    'all client roles of another client': await login(app, allClientRoles),
    'eform_employee of another client': await login(app, employee),
    'filler of another client': await login(app, filler),
  };
}

/** `METHOD url` of a route. */
export function routeKey(route: TRegisteredRoute): string {
  return `${route.method} ${route.url}`;
}

/** The names of a route's path parameters (`:name`). */
export function pathParams(url: string): string[] {
  return [...url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
}

/**
 * Every concrete URL for a route: each combination of the owned parameter values. Throws for a
 * parameter without a fixture, so a route with a new kind of object cannot slip through.
 */
export function concreteUrls(route: TRegisteredRoute, data: TOwnedData): string[] {
  let urls = [route.url];
  for (const name of pathParams(route.url)) {
    const values = data.params[name];
    if (!values) {
      throw new Error(
        `${routeKey(route)}: no fixture for path parameter ':${name}'. Add one to createOwnedData().`,
      );
    }
    urls = urls.flatMap((url) => values.map((value) => url.replace(`:${name}`, value)));
  }
  return urls;
}

/** The routes that reach client data: a path parameter, or not listed as free of client data. */
export function clientDataRoutes(app: TApp): TRegisteredRoute[] {
  return app.registeredRoutes.filter(
    (route) => !ROUTES_WITHOUT_CLIENT_DATA.includes(routeKey(route)),
  );
}

type TMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls one concrete URL of `route` with `apiKey`, sending the route's sample body if it has one. */
export function callRoute(
  app: TApp,
  route: TRegisteredRoute,
  url: string,
  apiKey: string,
  data: TOwnedData,
) {
  const body = data.bodies[routeKey(route)];
  return app.inject({
    method: route.method as TMethod,
    url,
    headers: { 'api-key': apiKey },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}
