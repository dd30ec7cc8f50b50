import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session';
import { loginPathFor } from '../lib/redirect-target';

/**
 * Routes needing sign-in: without a session go to login (doc 1 §2.2). Where the user was going
 * rides along in the login URL, so it survives a reload of the login screen and its sign-out on
 * open, and signing in returns there.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (!session) return <Navigate to={loginPathFor(`${pathname}${search}${hash}`)} replace />;
  return children ?? <Outlet />;
}
