import { MAP_PDOK_ORIGIN, MAP_TILE_ORIGIN } from '@eform/core/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Options of {@link securityHeaders}. */
export interface TSecurityHeadersOptions {
  /** The address users reach the app at (PUBLIC_URL); HSTS is sent only when it is https. */
  publicUrl?: string;
}

/**
 * The app's Content-Security-Policy. No inline script anywhere (the built index.html loads one
 * module file); styles allow 'unsafe-inline' because Mantine writes its CSS variables into a
 * style tag and components set style attributes at run time. Images also from the map tiles'
 * servers (PDOK, and OpenStreetMap as the fallback), the background of the maps.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${MAP_PDOK_ORIGIN} ${MAP_TILE_ORIGIN}`,
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** Camera (photo elements) and location (map elements) for the app itself; nothing else. */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'geolocation=(self)',
  'microphone=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * The headers every answer carries: API, static files, index.html and error answers alike
 * (also the raw ones written before routing, see client-errors.ts).
 */
export function securityHeaders(options: TSecurityHeadersOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // Over plain http (local development, tests) HSTS would be ignored at best and would pin a
  // host such as localhost to https at worst.
  if (options.publicUrl?.startsWith('https:')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

/**
 * Sets the security headers on every answer in onRequest, so they are there before any route,
 * static file, not-found page or error handler writes its own (which may add to them, e.g.
 * cache-control for static files). API answers are never stored: they carry api keys and
 * personal data.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(headers);
    if (isApiPath(request)) reply.header('cache-control', 'no-store');
  });
}

function isApiPath(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}
