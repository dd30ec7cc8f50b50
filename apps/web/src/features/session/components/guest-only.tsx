import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useAccess } from '../hooks/use-access';
import type { TLoginState } from './require-access';

/**
 * Guest-only routes send a signed-in user home (doc 1 §2.2), unless a guard sent them here to sign
 * in as someone else (an admin-only route): then the login screen ends the session itself.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const access = useAccess();
  const state = useLocation().state as TLoginState | null;
  if (access.status === 'signed-out' || state?.signOut) return children;
  if (access.status === 'loading') return <PageLoader fullScreen />;
  return <Navigate to={access.home} replace />;
}
