import type { FastifyRequest } from 'fastify';

/** What a request no route matched is called in logs and metrics (a web app page, a 404). */
export const NO_ROUTE = '(geen route)';

/**
 * The route a request matched, by its pattern (`/api/client/:id/info`): never the path itself,
 * whose ids and query string may carry personal data, and which would make a log line or a
 * metric's label per id.
 */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? NO_ROUTE;
}
