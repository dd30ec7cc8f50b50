import { matchRoutes, type RouteObject } from 'react-router';
import { adminFormRoutes } from './admin-form-routes';
import { clientRoutes } from './client-routes';
import { fillingRoutes } from './filling-routes';
import { publicRoutes } from './public-routes';
import type { TRouteHandle } from './route-helpers';

/** The route tables nested as the router nests them, so paths rank and match the same way. */
const ROUTE_TABLES: RouteObject[] = [
  ...publicRoutes,
  { children: [...fillingRoutes, ...adminFormRoutes, ...clientRoutes] },
];

/**
 * True when `path` opens a placeholder screen (a `wipRoute`): menu items and dashboard cards
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
 * The tables never change while the app runs, and matching ranks all of them anew each time
 * (about 10 ms for the menu's items on the first render of a phone's fill page): once per path.
 */
const answers = new Map<string, boolean>();
