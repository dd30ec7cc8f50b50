import Fastify from 'fastify';
import { registerErrorHandler, sendError } from '../plugins/error-handler';
import type { TMetrics } from './metrics';
import { answerScrape } from './metrics-scrape';

/** A worker's metrics listener: its address, and close() at the stop. */
export interface TWorkerMetrics {
  address: string;
  close(): Promise<void>;
}

/**
 * GET /metrics of a jobs-only process (SERVER_ROLE=worker) on PORT: the e-mails and hooks fail
 * in the workers, so their counters live there and Prometheus scrapes each worker as it scrapes
 * each API process, with the same bearer token. Nothing else is served (404, as an unknown path
 * of the API).
 */
export async function startWorkerMetrics(options: {
  metrics: TMetrics;
  token: string;
  port: number;
  host: string;
}): Promise<TWorkerMetrics> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.setNotFoundHandler((request, reply) => sendError(reply, request, 404, 'NOT_FOUND'));
  app.get('/metrics', (request, reply) =>
    answerScrape(request, reply, options.metrics, options.token),
  );
  const address = await app.listen({ port: options.port, host: options.host });
  return { address, close: () => app.close() };
}
