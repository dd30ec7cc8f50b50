import type { FastifyReply } from 'fastify';

/**
 * `Content-Disposition` of a download: always an attachment (never shown inline by the
 * browser), the name as RFC 5987 UTF-8 plus a plain ASCII fallback for old clients.
 */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7E]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface TDownload {
  contentType: string;
  filename: string;
  /** Bytes, when known before sending (a length the browser shows as progress). */
  size?: number | null;
  /** The bytes: a Buffer or a stream. */
  body: unknown;
}

/**
 * Answers a stored file as a download, the one way every download route does: an attachment
 * (never shown inline), never sniffed as another type, never kept by a cache (it may be personal
 * data). The bytes go as they are: no JSON answer schema applies.
 */
export function sendDownload(reply: FastifyReply, download: TDownload): FastifyReply {
  reply
    .header('content-type', download.contentType)
    .header('content-disposition', attachmentDisposition(download.filename))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store');
  if (download.size !== undefined && download.size !== null) {
    reply.header('content-length', String(download.size));
  }
  return reply.send(download.body as never);
}
