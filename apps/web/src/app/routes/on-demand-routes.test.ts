import { createMemoryRouter, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  isOnDemandPath,
  loadOnDemandRoutes,
  ON_DEMAND_PREFIXES,
  patchOnDemandRoutes,
} from './on-demand-routes';
import { onDemandRoutes } from './on-demand-tables';
import { ROUTE_TABLES, staticRoutes } from './placeholders';
import type { TRouteHandle } from './route-helpers';

/** Every route of a table with its full path (parameters and all). */
function* allRoutes(
  routes: RouteObject[],
  prefix = '',
): Generator<[path: string, route: RouteObject]> {
  for (const route of routes) {
    const path =
      route.path === undefined
        ? prefix
        : route.path.startsWith('/')
          ? route.path
          : `${prefix.replace(/\/$/, '')}/${route.path}`;
    if (route.path !== undefined || route.index) yield [path, route];
    if (route.children) yield* allRoutes(route.children, path);
  }
}

describe('the on-demand route tables', () => {
  it('own every path under their prefixes, and the entry tables none', () => {
    const onDemand = [...allRoutes(onDemandRoutes)];
    expect(onDemand.length).toBeGreaterThan(30);
    for (const [path] of onDemand) expect(isOnDemandPath(path), path).toBe(true);
    for (const [path] of allRoutes(ROUTE_TABLES)) expect(isOnDemandPath(path), path).toBe(false);
  });

  it('hold no placeholder: the menu asks before they are loaded', () => {
    for (const [path, route] of allRoutes(onDemandRoutes)) {
      expect((route.handle as TRouteHandle | undefined)?.placeholder, path).toBeUndefined();
    }
    // The entry's lookup still knows the entry's screens.
    expect([...staticRoutes(ROUTE_TABLES)].map(([path]) => path)).toContain('/folders');
  });

  it('are what the dynamic import loads', async () => {
    expect(await loadOnDemandRoutes()).toBe(onDemandRoutes);
  });

  it('match a prefix as a whole segment and without case, as the router does', () => {
    for (const prefix of ON_DEMAND_PREFIXES) expect(isOnDemandPath(prefix)).toBe(true);
    expect(isOnDemandPath('/Admin/Form-List')).toBe(true);
    expect(isOnDemandPath('/clients/1/users')).toBe(true);
    expect(isOnDemandPath('/administratie')).toBe(false);
    expect(isOnDemandPath('/folders')).toBe(false);
    expect(isOnDemandPath('/form/f1/1')).toBe(false);
  });
});

/** A router shaped like the app's: the shell with its own routes, the 404 splat at the root. */
function appLikeRouter(path: string, load: () => Promise<RouteObject[]>, onLoad = () => {}) {
  return createMemoryRouter(
    [
      {
        children: [
          { id: 'shell', children: [{ path: '/folders', handle: 'folders' }] },
          { path: '*', handle: 'not-found' },
        ],
      },
    ],
    {
      initialEntries: [path],
      patchRoutesOnNavigation: patchOnDemandRoutes('shell', onLoad, load),
    },
  );
}

const tables: RouteObject[] = [
  { path: '/admin/form-list', handle: 'form-list' },
  { path: '/clients/:client_id', handle: 'client' },
];

/** The handle of the route the router ended on, once it settled. */
async function settledHandle(router: ReturnType<typeof appLikeRouter>) {
  await vi.waitFor(() => {
    expect(router.state.initialized).toBe(true);
    expect(router.state.navigation.state).toBe('idle');
  });
  return router.state.matches.at(-1)?.route.handle;
}

describe('patchOnDemandRoutes in the router', () => {
  it('opens a deep link under a prefix after loading the tables, once', async () => {
    const load = vi.fn(async () => tables);
    const onLoad = vi.fn();
    const router = appLikeRouter('/admin/form-list', load, onLoad);
    expect(await settledHandle(router)).toBe('form-list');
    expect(router.state.matches.map((m) => m.route.id)).toContain('shell');
    await router.navigate('/clients/7');
    expect(await settledHandle(router)).toBe('client');
    expect(load).toHaveBeenCalledTimes(1);
    expect(onLoad).toHaveBeenCalledTimes(1);
  });

  it('sends an unknown path under a prefix to the 404 route after the tables', async () => {
    const load = vi.fn(async () => tables);
    const router = appLikeRouter('/admin/bestaat-niet', load);
    expect(await settledHandle(router)).toBe('not-found');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads nothing on the fill path or for other unknown paths', async () => {
    const load = vi.fn(async () => tables);
    const router = appLikeRouter('/folders', load);
    expect(await settledHandle(router)).toBe('folders');
    await router.navigate('/dit/bestaat/niet');
    expect(await settledHandle(router)).toBe('not-found');
    expect(load).not.toHaveBeenCalled();
  });

  it('ends in the route error when the tables fail to load, and tries again on the next visit', async () => {
    const load = vi
      .fn<() => Promise<RouteObject[]>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(tables);
    const router = appLikeRouter('/folders', load);
    await settledHandle(router);
    await router.navigate('/admin/form-list');
    await settledHandle(router);
    expect(router.state.errors).not.toBeNull();
    await router.navigate('/admin/form-list');
    expect(await settledHandle(router)).toBe('form-list');
    expect(router.state.errors).toBeNull();
  });
});
