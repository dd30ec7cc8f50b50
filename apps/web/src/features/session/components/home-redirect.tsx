import { Navigate } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useAccess } from '../hooks/use-access';

/** '/': the user's home when signed in, else login. */
export function HomeRedirect() {
  const access = useAccess();
  if (access.status === 'signed-out') return <Navigate to="/login" replace />;
  if (access.status === 'loading') return <PageLoader fullScreen />;
  return <Navigate to={access.home} replace />;
}
