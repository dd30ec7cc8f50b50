import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useSession } from '../hooks/use-session';

/** Routes needing sign-in: without a session go to login (doc 1 §2.2). */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/login" replace />;
  return children ?? <Outlet />;
}
