import type { FastifyRequest } from 'fastify';
import type { TAuditRecord, TAuditWriter } from './audit-writer';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's audit log writer (modules/audit): one buffer per app, flushed on close. */
    audit: TAuditWriter;
  }
}

/** What a route knows of an action; the user and the address come from the request. */
export type TAuditAct = Omit<TAuditRecord, 'userId' | 'userName' | 'address' | 'at'>;

/**
 * The entry of an action done by the request's signed-in user from the request's address
 * (request.ip: the peer, or X-Forwarded-For's client behind TRUST_PROXY).
 */
export function auditEntryOf(request: FastifyRequest, act: TAuditAct): TAuditRecord {
  const user = request.auth?.user;
  return {
    ...act,
    userId: user?.id ?? null,
    userName: user ? user.displayName || user.email : null,
    address: request.ip || null,
  };
}

/**
 * Records an action that succeeded: buffered, written off the request's path (audit-writer.ts).
 * Call it after the service returned, never before: a refused action is no access.
 */
export function recordAudit(request: FastifyRequest, act: TAuditAct): void {
  request.server.audit.record(auditEntryOf(request, act));
}
