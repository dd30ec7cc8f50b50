import { NOT_FOUND_PATH } from '@eform/core/constants';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { HomeRedirect } from '../features/session/components/home-redirect';
import { RequireAuth } from '../features/session/components/require-auth';
import { AppLayout } from '../features/shell/components/app-layout';
import { PageLoader } from '../ui/page-loader';
import { RouteError } from '../ui/route-error';
import { DocumentTitle } from './document-title';
import { adminFormRoutes } from './routes/admin-form-routes';
import { clientRoutes } from './routes/client-routes';
import { fillingRoutes } from './routes/filling-routes';
import { publicRoutes } from './routes/public-routes';

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
