import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { t } from '@eform/core/messages';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';

// Vite puts content-hashed files under /assets; they never change, so browsers may keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app (when `distDir` exists) and answers everything no route matched:
 * unknown /api paths get a JSON 404; a GET for a page path (no file extension) gets index.html,
 * so deep links into the single-page app work (the app itself sends unknown routes to /404).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${join(distDir, 'assets')}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request) || !isPagePath(request)) {
      const message = isApiPath(request) ? t('server.error.apiNotFound') : undefined;
      return sendError(reply, request, 404, 'NOT_FOUND', message);
    }
    if (!built) {
      return reply.code(404).type('text/plain; charset=utf-8').send(t('server.webAppMissing'));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

function isApiPath(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0] ?? '';
  return path === '/api' || path.startsWith('/api/');
}

/** GET/HEAD of a path whose last segment has no extension (not an asset or file). */
function isPagePath(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '';
  const last = path.split('/').pop() ?? '';
  return !last.includes('.');
}
