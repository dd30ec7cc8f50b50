import { ZHealthAnswer } from '@eform/core/api';
import { DomainError } from '@eform/core/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/schemas';
import { pingDatabase } from './health.repository';

const READY_TIMEOUT_MS = 2000;

/** Liveness and readiness for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Process alive', response: { 200: ZHealthAnswer } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Database reachable',
        response: { 200: ZHealthAnswer, ...errorResponses(503) },
      },
    },
    async () => {
      // Shutting down: a balancer that checks this sends no more, while the process still serves.
      if (!app.readiness.ready) throw new DomainError('SERVICE_UNAVAILABLE');
      try {
        await withTimeout(pingDatabase(app.db), READY_TIMEOUT_MS);
      } catch (cause) {
        throw new DomainError('SERVICE_UNAVAILABLE', { cause });
      }
      return { status: 'ok' as const };
    },
  );
};

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
