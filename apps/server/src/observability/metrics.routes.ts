import type { FastifyPluginAsync } from 'fastify';
import type { TMetrics } from './metrics';
import { answerScrape } from './metrics-scrape';

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
  app.get('/metrics', { schema: { hide: true } }, (request, reply) =>
    answerScrape(request, reply, metrics, token),
  );
};
