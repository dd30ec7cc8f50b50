import type { TPermission } from '@eform/core/permissions';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../features/session';
import type { TPlainMessageKey } from '../../lib/message-keys';
import type { TWipTitle } from '../../ui/wip-page';

/**
 * Route data: the title the document title reads, and whether the route is still a placeholder
 * (menu items and dashboard cards leading there are hidden, see `placeholders.ts`).
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

/** The placeholder's note with its texts, in a chunk of its own: no filler needs it. */
const wipPage = () => import('../../ui/wip-page');

/**
 * A screen a later issue builds: its title, the "in development" note saying what comes on this
 * screen (`ui.wip.<page>` beside its title `ui.page.<page>`), and a way back (`backTo`, else
 * home). A real screen replacing it comes as a {@link lazyRoute}, and the menu items and cards
 * leading there then appear by themselves. '' is the index.
 */
export function wipRoute(path: string, title: TWipTitle, backTo?: string): RouteObject {
  const handle: TRouteHandle = { title, placeholder: true };
  const lazy = {
    Component: () =>
      wipPage().then(({ WipPage }) => () => <WipPage title={title} backTo={backTo} />),
  };
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
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
