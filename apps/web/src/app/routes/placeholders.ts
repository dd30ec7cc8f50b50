import { matchRoutes, type RouteObject } from 'react-router';
import { fillingRoutes } from './filling-routes';
import { publicRoutes } from './public-routes';
import type { TRouteHandle } from './route-helpers';

/**
 * The entry's route tables nested as the router nests them, so paths rank and match the same way.
 * The on-demand tables (`on-demand-routes.ts`) are not here: the menu asks before they are
 * loaded, so they hold no placeholder (on-demand-routes.test.ts checks it); a placeholder goes in
 * an entry table.
 */
export const ROUTE_TABLES: RouteObject[] = [...publicRoutes, { children: fillingRoutes }];

/**
 * True when `path` opens a placeholder screen (`handle.placeholder`): menu items and dashboard cards
 * leading there are hidden, so a primary action never ends in "in ontwikkeling". Read from the
 * route tables themselves, so a screen that replaces its placeholder brings its entries back
 * without a second list to update. The router's own matching decides which route a path opens
 * ('/clients/assigned' is its own route, not '/clients/:client_id'); an unknown path is no
 * placeholder.
 */
export function isPlaceholderPath(path: string): boolean {
  let placeholder = answers.get(path);
  if (placeholder === undefined) {
    const matches = matchRoutes(ROUTE_TABLES, path);
    const handle = matches?.at(-1)?.route.handle as TRouteHandle | undefined;
    placeholder = handle?.placeholder === true;
    answers.set(path, placeholder);
  }
  return placeholder;
}

/**
 * The tables never change while the app runs, and each match ranks all of them anew (about 10 ms
 * for the menu's items on a phone's first render): a path is matched once. A path written as a
 * route's own path (every menu item and card) is answered from the tables directly: such a
 * route, all static segments, outranks any route with a parameter that matches the path too.
 */
const answers = new Map<string, boolean>();

/**
 * Every route whose full path has no parameter, with that path; an index route before its
 * parent, since the router ends on the index route for the parent's path.
 */
export function* staticRoutes(
  routes: RouteObject[],
  prefix = '',
): Generator<[path: string, route: RouteObject]> {
  for (const route of routes) {
    const path = route.path === undefined ? prefix : joinPath(prefix, route.path);
    if (route.children) yield* staticRoutes(route.children, path);
    if ((route.path !== undefined || route.index) && !/[:*]/.test(path)) yield [path, route];
  }
}

function joinPath(prefix: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${prefix.replace(/\/$/, '')}/${path}`;
}

for (const [path, route] of staticRoutes(ROUTE_TABLES)) {
  if (!answers.has(path)) {
    answers.set(path, (route.handle as TRouteHandle | undefined)?.placeholder === true);
  }
}
