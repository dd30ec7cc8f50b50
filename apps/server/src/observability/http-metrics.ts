import type { FastifyInstance } from 'fastify';
import { routeOf } from '../http/route-label';
import type { TMetrics } from './metrics';

/** Counts every answered request and its time, labelled by route pattern, method and status. */
export function registerHttpMetrics(app: FastifyInstance, metrics: TMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      route: routeOf(request),
      method: request.method,
      status: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}
