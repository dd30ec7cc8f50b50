import { DomainError } from '@eform/core/errors';
import type { TPermission } from '@eform/core/permissions';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertPermission, resolveTenant, type TTenant } from '../modules/access';
import { getAuth } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link requireTenant} for routes under a client path. */
    tenant: TTenant | null;
  }
}

export function registerTenant(app: FastifyInstance): void {
  app.decorateRequest('tenant', null);
}

/**
 * onRequest hook (after requireAuth) for routes whose path names a client as `:id` (numeric id or
 * uuid): resolves it and the user's roles there; 403 for a client the user is no member of.
 */
export async function requireTenant(request: FastifyRequest): Promise<void> {
  const { id } = request.params as { id?: string };
  if (!id) throw new DomainError('NOT_FOUND');
  request.tenant = await resolveTenant(request.server.db, getAuth(request), id);
}

/** The client context of a route behind {@link requireTenant}. */
export function getTenant(request: FastifyRequest): TTenant {
  if (!request.tenant) throw new DomainError('FORBIDDEN');
  return request.tenant;
}

/** preHandler: 403 unless the user holds `permission` for the request's client. */
export function requirePermission(permission: TPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    assertPermission(getTenant(request), permission);
  };
}
