import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text types worth compressing: text, JSON, JavaScript, XML and SVG (with any `+json`/`+xml`
 * suffix). Never images, archives, PDFs or Word files, which are compressed already.
 */
export const COMPRESSIBLE_TYPES =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|[\w.-]+\+(?:json|xml))(?:;|$)|image\/svg\+xml)/;

/**
 * Compresses answers on the fly (brotli at a fast setting, or gzip) by `Accept-Encoding`, with
 * `Vary: Accept-Encoding`: mainly JSON from the API. Registered before any route (it hooks each
 * route as it is added). Static files come pre-compressed from the build and already carry a
 * `content-encoding`, which this plugin leaves alone. Request bodies are not decompressed: no
 * client sends compressed bodies, and a compressed body would slip past the size limits.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    globalDecompression: false,
  });
}
