import type { TPermission } from '@eform/core/permissions';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAccess } from '../../features/session/components/require-access';
import type { TPlainMessageKey } from '../../lib/message-keys';
import { WipPage } from '../../ui/wip-page';

/** Route data read by the document title. */
export type TRouteHandle = { title?: TPlainMessageKey };

/**
 * A screen in a chunk of its own: the router loads `load` (a dynamic `import()`) before it shows
 * the route, so screens outside the shell (admin screens, the client area, the dashboard, the
 * filler) never weigh on the entry chunk. The title is known before the chunk arrives. '' is the
 * index.
 */
export function lazyRoute(
  path: string,
  title: TPlainMessageKey,
  load: () => Promise<ComponentType>,
): RouteObject {
  const handle: TRouteHandle = { title };
  const lazy = async () => ({ Component: await load() });
  return path === '' ? { index: true, handle, lazy } : { path, handle, lazy };
}

/**
 * A screen a later issue builds: its title and the "in development" note. The note is part of the
 * shell anyway (the folder screens use it), so it needs no chunk; a real screen replacing it comes
 * as a {@link lazyRoute}. '' is the index.
 */
export function wipRoute(path: string, title: TPlainMessageKey, backTo?: string): RouteObject {
  const handle: TRouteHandle = { title };
  const element = <WipPage title={title} backTo={backTo} />;
  return path === '' ? { index: true, handle, element } : { path, handle, element };
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
