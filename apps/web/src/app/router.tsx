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
import { adminFormRoutes } from './routes/admin-form-routes';
import { clientRoutes } from './routes/client-routes';
import { fillingRoutes } from './routes/filling-routes';
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

/**
 * Every path of the three route tables; anything else goes to /404. Screens outside the shell are
 * lazy routes (`lazyRoute`): their chunks load on first visit, and a first page load on such a
 * path shows the loader until the chunk is there. A chunk that fails to load (offline
 * without the service worker, or replaced by a deployment) ends in the route error with its
 * reload button.
 */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader fullScreen />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      ...publicRoutes,
      {
        loader: prefetchSession,
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [...fillingRoutes, ...adminFormRoutes, ...clientRoutes],
      },
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
]);
