import type { TPermission } from '@eform/core/permissions';
import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoader } from '../../../ui/page-loader';
import { useAccess } from '../hooks/use-access';
import { canAny } from '../lib/access';
import { ForbiddenRedirect } from './forbidden-redirect';

type TRequireAccessProps = {
  /** Admin screen opened by this admin-only permission: without it, go to login (doc 3 §6). */
  adminPermission?: TPermission;
  /** The user needs at least one of these permissions in the current client. */
  anyOf?: readonly TPermission[];
  children?: ReactNode;
};

/** Waits for the roles and permissions of the current client, then lets the user in or not. */
export function RequireAccess({ adminPermission, anyOf, children }: TRequireAccessProps) {
  const access = useAccess();
  if (access.status === 'signed-out') return <Navigate to="/login" replace />;
  if (access.status === 'loading') return <PageLoader />;
  // The login screen ends the session when it opens, so another account can sign in.
  if (adminPermission && !canAny(access, [adminPermission]))
    return <Navigate to="/login" replace />;
  if (anyOf && !canAny(access, anyOf)) return <ForbiddenRedirect />;
  return children ?? <Outlet />;
}
