import { NOT_FOUND_PATH } from '@eform/core/constants';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import {
  clientInfoQuery,
  HomeRedirect,
  RequireAuth,
  sessionStore,
  userInfoQuery,
} from '../features/session';
import { AppLayout } from '../features/shell';
import { PlaceholderPathContext } from '../lib/placeholder-paths';
import { PageLoader } from '../ui/page-loader';
// Before the router below runs its first loaders: their requests carry the session's key.
import './api-key-source';
import { RouteError } from '../ui/route-error';
import { DocumentTitle } from './document-title';
import { queryClient } from './query-client';
import { fillingRoutes } from './routes/filling-routes';
import { patchOnDemandRoutes } from './routes/on-demand-routes';
import { isPlaceholderPath } from './routes/placeholders';
import { publicRoutes } from './routes/public-routes';

/**
 * Starts the signed-in shell's own requests (user info, the client's roles) when the router
 * matches, in parallel with loading a lazy screen's chunk: the shell would only ask once the chunk
 * is there and it renders, a round trip later. Returns nothing; the screens read the cache.
 */
function prefetchSession(): null {
  const session = sessionStore.get();
  if (!session) return null;
  void queryClient.prefetchQuery(userInfoQuery());
  if (session.clientId !== null) void queryClient.prefetchQuery(clientInfoQuery(session.clientId));
  return null;
}

/** Every screen under the root; the menu and the dashboard read the placeholder lookup. */
function Root() {
  return (
    <PlaceholderPathContext value={isPlaceholderPath}>
      <DocumentTitle />
      <Outlet />
    </PlaceholderPathContext>
  );
}

/** The signed-in shell's route: the on-demand tables are added below it. */
const SHELL_ROUTE_ID = 'shell';

/**
 * Every path of the route tables; anything else goes to /404. Screens outside the shell are
 * lazy routes (`lazyRoute`): their chunks load on first visit, and a first page load on such a
 * path shows the loader until the chunk is there. A chunk that fails to load (offline
 * without the service worker, or replaced by a deployment) ends in the route error with its
 * reload button. The tables of the areas a filler never visits (form administration, clients,
 * datasources) are not in the entry: the router adds them below the shell on the first
 * navigation under their prefixes (`on-demand-routes.ts`), so they do not weigh on the fill path.
 */
export const router = createBrowserRouter(
  [
    {
      element: <Root />,
      errorElement: <RouteError />,
      hydrateFallbackElement: <PageLoader fullScreen />,
      children: [
        { path: '/', element: <HomeRedirect /> },
        ...publicRoutes,
        {
          id: SHELL_ROUTE_ID,
          loader: prefetchSession,
          element: (
            <RequireAuth>
              <AppLayout />
            </RequireAuth>
          ),
          children: fillingRoutes,
        },
        { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
      ],
    },
  ],
  // The session's requests start with the tables' chunk, as they would with a screen's chunk.
  { patchRoutesOnNavigation: patchOnDemandRoutes(SHELL_ROUTE_ID, prefetchSession) },
);
