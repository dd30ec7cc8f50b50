import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useAccess } from '../hooks/use-access';

/** Guest-only routes (self-registration) send a signed-in user home (doc 1 §2.2). */
export function GuestOnly({ children }: { children: ReactNode }) {
  const access = useAccess();
  if (access.status === 'signed-out') return children;
  if (access.status === 'loading') return <PageLoader fullScreen />;
  return <Navigate to={access.home} replace />;
}
