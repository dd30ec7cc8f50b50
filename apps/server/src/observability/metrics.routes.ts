import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@eform/core/errors';
import type { FastifyPluginAsync } from 'fastify';
import { METRICS_CONTENT_TYPE, metricsText, type TMetrics } from './metrics';

/** Options of {@link metricsRoutes}. */
export interface TMetricsRoutesOptions {
  metrics: TMetrics;
  /** METRICS_TOKEN: unset, the route answers 404 as any unknown path. */
  token: string | undefined;
}

/**
 * GET /metrics in Prometheus's text format, for the bearer token of METRICS_TOKEN only. Left
 * out of the OpenAPI document: it is no JSON API of the product, but the operators' scrape.
 */
export const metricsRoutes: FastifyPluginAsync<TMetricsRoutesOptions> = async (app, options) => {
  const { metrics, token } = options;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) throw new DomainError('NOT_FOUND');
    if (!bearerMatches(request.headers.authorization, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new DomainError('UNAUTHENTICATED');
    }
    reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE);
    return metricsText(metrics);
  });
};

/**
 * Whether `Authorization: Bearer <token>` holds the token, compared in constant time: the
 * digests have one length whatever was sent, so neither the length nor a prefix leaks.
 */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
