import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged on its own (warn). */
export const SLOW_REQUEST_MS = 1000;
/** How often the request summary is logged (info), when there were requests. */
export const REQUEST_SUMMARY_INTERVAL_MS = 5 * 60 * 1000;

export interface TRequestLogOptions {
  slowMs?: number;
  summaryIntervalMs?: number;
}

/**
 * Request logging that keeps a log readable: Fastify's line per request is off
 * (`disableRequestLogging`); instead slow requests are logged one by one, failures by the error
 * handler, and every interval one summary line counts requests, server errors and slow ones.
 * Routes are named by their pattern (`/api/client/:id/info`), so ids and query strings (which
 * may carry personal data) stay out of the log.
 */
export function registerRequestLog(app: FastifyInstance, options: TRequestLogOptions = {}): void {
  const slowMs = options.slowMs ?? SLOW_REQUEST_MS;
  const intervalMs = options.summaryIntervalMs ?? REQUEST_SUMMARY_INTERVAL_MS;
  let stats = { requests: 0, serverErrors: 0, slow: 0, totalMs: 0 };

  app.addHook('onResponse', async (request, reply) => {
    const ms = reply.elapsedTime;
    stats.requests += 1;
    stats.totalMs += ms;
    if (reply.statusCode >= 500) stats.serverErrors += 1;
    if (ms < slowMs) return;
    stats.slow += 1;
    request.log.warn(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(geen route)',
        statusCode: reply.statusCode,
        ms: Math.round(ms),
      },
      'slow request',
    );
  });

  const timer = setInterval(() => {
    if (stats.requests === 0) return;
    const { requests, serverErrors, slow, totalMs } = stats;
    app.log.info(
      { requests, serverErrors, slow, averageMs: Math.round(totalMs / requests) },
      `requests in the last ${Math.round(intervalMs / 1000)} s`,
    );
    stats = { requests: 0, serverErrors: 0, slow: 0, totalMs: 0 };
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
