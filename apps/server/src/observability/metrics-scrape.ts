import { createHash, timingSafeEqual } from 'node:crypto';
import { DomainError } from '@eform/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { METRICS_CONTENT_TYPE, metricsText, type TMetrics } from './metrics';

/**
 * Answers a scrape of GET /metrics (an API process's route, a worker's listener): 404 without
 * METRICS_TOKEN, as any unknown path; 401 without its bearer token; else Prometheus's text.
 */
export async function answerScrape(
  request: FastifyRequest,
  reply: FastifyReply,
  metrics: TMetrics,
  token: string | undefined,
): Promise<string> {
  if (!token) throw new DomainError('NOT_FOUND');
  if (!bearerMatches(request.headers.authorization, token)) {
    reply.header('www-authenticate', 'Bearer realm="metrics"');
    throw new DomainError('UNAUTHENTICATED');
  }
  reply.header('cache-control', 'no-store').type(METRICS_CONTENT_TYPE);
  return metricsText(metrics);
}

/**
 * Whether `Authorization: Bearer <token>` holds the token, compared in constant time: the
 * digests have one length whatever was sent, so neither the length nor a prefix leaks.
 */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '')?.[1] ?? '';
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(token));
}
