import { NOT_FOUND_PATH } from '@eform/core/constants';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { HomeRedirect } from '../features/session/components/home-redirect';
import { RequireAuth } from '../features/session/components/require-auth';
import { AppLayout } from '../features/shell/components/app-layout';
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

/** Every path of the three route tables; anything else goes to /404. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RouteError />,
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
