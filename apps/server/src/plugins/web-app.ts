import { existsSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { ts } from '@eform/core/messages/server-only';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler';
import { isBodyStillArriving } from './unread-body';

// Vite puts content-hashed files under /assets; they never change, so browsers may keep them.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, sw.js, the manifest, icons) is asked again each time, so a new
// deployment is seen at once; unchanged files cost a 304.
const REVALIDATE = 'no-cache';

/** Options of {@link registerWebApp}. */
export interface TWebAppOptions {
  /**
   * Serve the build's source maps (SERVE_SOURCE_MAPS). Off by default: they hold the whole
   * source with build paths, and browsers only ask for them with the developer tools open.
   */
  serveSourceMaps?: boolean;
}

/**
 * Serves the built web app (when `distDir` exists) and answers everything no route matched:
 * unknown /api paths get a JSON 404; a GET for a page path (no file extension) gets index.html,
 * so deep links into the single-page app work (the app itself sends unknown routes to /404).
 *
 * Text files are sent as the build's brotli or gzip copy (`.br`, `.gz` beside each file, see
 * apps/web/build/precompress.ts) when the browser accepts it, with `Vary: Accept-Encoding`; the
 * compression plugin leaves answers that already have an encoding alone. Source maps and dot
 * folders (the build manifest) answer the JSON 404 unless maps are switched on; then a script
 * names its map in a `SourceMap` header.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  options: TWebAppOptions = {},
): Promise<void> {
  const built = existsSync(join(distDir, 'index.html'));
  if (built) {
    const assetsDir = join(distDir, 'assets') + sep;
    await app.register(fastifyStatic, {
      root: distDir,
      index: 'index.html',
      preCompressed: true,
      // Build bookkeeping (.vite/manifest.json) is no business of browsers.
      dotfiles: 'ignore',
      allowedPath: (path) => options.serveSourceMaps === true || !path.endsWith('.map'),
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
        const map = options.serveSourceMaps === true ? sourceMapOf(path) : undefined;
        if (map) reply.header('sourcemap', map);
      },
    });
  }

  // A request for no route is answered before its body is read (Fastify would parse a JSON body
  // up to the body limit first); the answer then closes the connection (unread-body.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (request.is404 && isBodyStillArriving(request.raw)) return sendNotFound(request, reply);
  });
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request) || !isPagePath(request)) return sendNotFound(request, reply);
    if (!built) {
      return reply.code(404).type('text/plain; charset=utf-8').send(ts('server.webAppMissing'));
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}

/**
 * The map beside a built script (named relative to it), for the SourceMap header. The build
 * writes maps without the `//# sourceMappingURL` comment (`sourcemap: 'hidden'`), so a served
 * script never points at a map that answers 404; with maps served, the header points instead.
 */
function sourceMapOf(path: string): string | undefined {
  const script = path.replace(/\.(br|gz)$/, '');
  if (!script.endsWith('.js') || !existsSync(`${script}.map`)) return undefined;
  return `${basename(script)}.map`;
}

/** The JSON 404 of a path no route or file answers. */
function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  const message = isApiPath(request) ? ts('server.error.apiNotFound') : undefined;
  return sendError(reply, request, 404, 'NOT_FOUND', message);
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
