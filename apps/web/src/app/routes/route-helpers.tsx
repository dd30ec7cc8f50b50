import type { TPermission } from '@eform/core/permissions';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../features/session';
import type { TPlainMessageKey } from '../../lib/message-keys';

/**
 * Route data: the title the document title reads, and whether the route is a placeholder of a
 * screen not built yet (menu items and dashboard cards leading there are hidden, see
 * `placeholders.ts`). Every screen of the spec is built today; the flag stays for the next one.
 */
export type TRouteHandle = { title?: TPlainMessageKey; placeholder?: true };

/**
 * A screen in a chunk of its own: the router loads `load` (a dynamic `import()`) before it shows
 * the route, so screens outside the shell (admin screens, the client area, the dashboard, the
 * filler) never weigh on the entry chunk. The title is known before the chunk arrives. '' is the
 * index; a container screen (the form shell) renders its `children` in its outlet.
 */
export function lazyRoute(
  path: string,
  title: TPlainMessageKey,
  load: () => Promise<ComponentType>,
  children?: RouteObject[],
): RouteObject {
  const handle: TRouteHandle = { title };
  // Only the component is lazy: the route's loader (a prefetch) runs at once, not after the chunk.
  const lazy = { Component: load };
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy, children };
}

/** Children reachable with at least one of `anyOf` in the current client. */
export function withPermission(
  anyOf: readonly TPermission[],
  children: RouteObject[],
): RouteObject {
  return { element: <RequireAccess anyOf={anyOf} />, children };
}

/** Admin screens, opened by an admin-only permission; without it the user goes to login (doc 3 §6). */
export function adminOnly(permission: TPermission, children: RouteObject[]): RouteObject {
  return { element: <RequireAccess adminPermission={permission} />, children };
}
