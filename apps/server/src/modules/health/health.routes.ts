import { messageForCode } from '@eform/core/errors';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/schemas';

const ZOk = z.object({ status: z.literal('ok') });
const READY_TIMEOUT_MS = 2000;

/** Liveness and readiness for load balancers and orchestrators. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Process alive', response: { 200: ZOk } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Database reachable',
        response: { 200: ZOk, ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await withTimeout(app.db.execute(sql`select 1`), READY_TIMEOUT_MS);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        const code = 'SERVICE_UNAVAILABLE' as const;
        return reply.code(503).send({ code, message: messageForCode(code) });
      }
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
