import type { TPermission } from '@eform/core/permissions';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useAccess } from '../hooks/use-access';
import { canAny } from '../lib/access';
import { ForbiddenRedirect } from './forbidden-redirect';

/** Location state that asks the login screen to end the current session first. */
export type TLoginState = { signOut?: boolean };

type TRequireAccessProps = {
  /** Admin-only route: non-admins go to login (doc 1 §2.2, doc 3 §6). */
  admin?: boolean;
  /** The user needs at least one of these permissions in the current client. */
  anyOf?: readonly TPermission[];
  children?: ReactNode;
};

/** Waits for the roles and permissions of the current client, then lets the user in or not. */
export function RequireAccess({ admin = false, anyOf, children }: TRequireAccessProps) {
  const access = useAccess();
  if (access.status === 'signed-out') return <Navigate to="/login" replace />;
  if (access.status === 'loading') return <PageLoader />;
  if (admin && !access.isAdmin) {
    const state: TLoginState = { signOut: true };
    return <Navigate to="/login" replace state={state} />;
  }
  if (anyOf && !canAny(access, anyOf)) return <ForbiddenRedirect />;
  return children ?? <Outlet />;
}
