import { DomainError } from '@eform/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, type TAuth } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link requireAuth} for routes behind it. */
    auth: TAuth | null;
  }
}

/** Header carrying the api key (doc 1 §7). */
export const API_KEY_HEADER = 'api-key';

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
}

/**
 * onRequest hook for every route that needs a signed-in user: looks the api key up (by hash) and
 * sets request.auth; a missing, unknown, expired or revoked key answers 401 before the body is
 * even read.
 */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  const key = request.headers[API_KEY_HEADER];
  if (typeof key !== 'string' || key.length === 0 || key.length > 200) {
    throw new DomainError('UNAUTHENTICATED');
  }
  const auth = await authenticate(request.server.db, key);
  if (!auth) throw new DomainError('UNAUTHENTICATED');
  request.auth = auth;
}

/** The signed-in user of a route behind {@link requireAuth}. */
export function getAuth(request: FastifyRequest): TAuth {
  if (!request.auth) throw new DomainError('UNAUTHENTICATED');
  return request.auth;
}
