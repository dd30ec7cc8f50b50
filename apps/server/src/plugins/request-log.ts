import type { FastifyInstance } from 'fastify';
import { routeOf } from '../http/route-label';

/** A request slower than this is logged on its own (warn). */
export const SLOW_REQUEST_MS = 1000;
/** How often the request summary is logged (info), when there were requests. */
export const REQUEST_SUMMARY_INTERVAL_MS = 5 * 60 * 1000;

export interface TRequestLogOptions {
  slowMs?: number;
  summaryIntervalMs?: number;
}

/**
 * One log line per request, at its end: method, route, status and time (ms), and the request's
 * id (`reqId`, as every line logged while it runs: plugins/request-id.ts), at warn level with
 * 'slow request' when it took SLOW_REQUEST_MS or more. Fastify's own two lines are off
 * (`disableRequestLogging`); failures are logged by the error handler; every interval a summary
 * line counts requests, server errors and slow ones. Routes are named by their pattern
 * (`/api/client/:id/info`), so ids and query strings (which may carry personal data) stay out of
 * the log.
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
    const line = {
      method: request.method,
      route: routeOf(request),
      statusCode: reply.statusCode,
      ms: Math.round(ms),
    };
    if (ms < slowMs) {
      request.log.info(line, 'request');
      return;
    }
    stats.slow += 1;
    request.log.warn(line, 'slow request');
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
