import { NOT_FOUND_PATH } from '@eform/core/constants';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { clientInfoQuery, userInfoQuery } from '../features/session/api/session-queries';
import { HomeRedirect } from '../features/session/components/home-redirect';
import { RequireAuth } from '../features/session/components/require-auth';
import { sessionStore } from '../features/session/lib/session-store';
import { AppLayout } from '../features/shell/components/app-layout';
import { PageLoader } from '../ui/page-loader';
// Before the router below runs its first loaders: their requests carry the session's key.
import './api-key-source';
import { RouteError } from '../ui/route-error';
import { DocumentTitle } from './document-title';
import { queryClient } from './query-client';
import { adminFormRoutes } from './routes/admin-form-routes';
import { clientRoutes } from './routes/client-routes';
import { fillingRoutes } from './routes/filling-routes';
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

function Root() {
  return (
    <>
      <DocumentTitle />
      <Outlet />
    </>
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
