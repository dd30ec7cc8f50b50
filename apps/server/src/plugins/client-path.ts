import type { TPermission } from '@eform/core/permissions';
import type { FastifyRequest } from 'fastify';
import { assertPermission, type TTenant, tenantOfRef } from '../modules/access';
import { getAuth } from './auth';

/**
 * The tenant of a /api/clients/{client_id}/... path (after requireAuth) for a user holding
 * `permission` there: another client's id answers NOT_FOUND, as one that does not exist; a
 * member without the permission FORBIDDEN.
 */
export async function tenantOfClientPath(
  request: FastifyRequest,
  permission: TPermission,
): Promise<TTenant> {
  const { client_id: ref } = request.params as { client_id?: string };
  const tenant = await tenantOfRef(request.server.db, getAuth(request), ref ?? '');
  assertPermission(tenant, permission);
  return tenant;
}
