import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/**
 * The first path segments the on-demand tables own: every path of `admin-form-routes.tsx` and
 * `client-routes.tsx` starts with one of them, and no path of the entry's tables does
 * (on-demand-routes.test.ts checks both). A path under them loads the tables before it matches.
 */
export const ON_DEMAND_PREFIXES = ['/admin', '/clients', '/datasources'] as const;

/**
 * True when `path` lies under a prefix of the on-demand tables ('/admin', '/admin/…'). Without
 * case: the router matches paths without case ('/Admin/form-list' opens the form list).
 */
export function isOnDemandPath(path: string): boolean {
  const lower = path.toLowerCase();
  return ON_DEMAND_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`));
}

/** The on-demand tables, by a dynamic import: their own chunk, off the entry (the fill path). */
export function loadOnDemandRoutes(): Promise<RouteObject[]> {
  return import('./on-demand-tables').then((m) => m.onDemandRoutes);
}

/**
 * The router's `patchRoutesOnNavigation`: on the first navigation under an on-demand prefix (a
 * click, a deep link's first page load, a reload there) it loads the tables and adds them below
 * the route `parentId` (the signed-in shell), once. The router asks on every navigation to a path
 * that matches no route or only one with parameters (the 404 splat counts): other paths return at
 * once. `onLoad` runs as the load starts, for work the matched routes' loaders would otherwise
 * start only after the tables arrive. A failed load (offline without the service worker, a
 * replaced deployment) rejects: the router shows the route error with its reload button, and the
 * next navigation tries again.
 */
export function patchOnDemandRoutes(
  parentId: string,
  onLoad: () => void,
  load: () => Promise<RouteObject[]> = loadOnDemandRoutes,
): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch, signal }) => {
    if (patched || !isOnDemandPath(path)) return;
    onLoad();
    const routes = await load();
    // Two navigations may both wait for the tables: the first to arrive adds them. An aborted
    // navigation's patch is ignored by the router, so it must not count as done.
    if (patched || signal.aborted) return;
    patch(parentId, routes);
    patched = true;
  };
}
