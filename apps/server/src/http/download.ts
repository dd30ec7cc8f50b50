import { DomainError } from '@eform/core/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { StoredObjectMissing, type TByteRange, type TStorage } from '../storage/storage';

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

/** One range of bytes: `bytes=a-b`, `bytes=a-` or the last n, `bytes=-n` (RFC 9110 §14.1.2). */
const BYTE_RANGE = /^bytes\s*=\s*(\d*)\s*-\s*(\d*)$/;

/**
 * The bytes a `Range` header asks of a file of `size` bytes, within the file; 'unsatisfiable'
 * when none of them exist (a 416); undefined when the whole file goes: no header, one we do not
 * read, or several ranges (which a server may answer whole, and players never ask).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): TByteRange | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : BYTE_RANGE.exec(header.trim());
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '') {
    if (to === '') return undefined;
    const last = Number(to);
    return last === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? Number.POSITIVE_INFINITY : Number(to);
  if (end < start) return undefined;
  return start >= size ? 'unsatisfiable' : { start, end: Math.min(end, size - 1) };
}

/** A stored file to answer: its content key, byte count and what the download is called. */
export interface TStoredDownload {
  key: string;
  size: number;
  contentType: string;
  filename: string;
}

/**
 * Answers a stored file as {@link sendDownload} does, and a `Range` of it with 206 and its
 * `Content-Range` (a phone's player asks a video in pieces, and a broken download goes on where
 * it stopped); a range past the end is a 416. Under `If-Range` the whole file goes: there is no
 * validator to compare it with.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: TStorage,
  file: TStoredDownload,
): Promise<FastifyReply> {
  const range =
    request.headers['if-range'] === undefined
      ? parseByteRange(request.headers.range, file.size)
      : undefined;
  reply.header('accept-ranges', 'bytes');
  if (range === 'unsatisfiable') {
    reply.header('content-range', `bytes */${file.size}`);
    throw new DomainError('RANGE_NOT_SATISFIABLE');
  }
  const download = { contentType: file.contentType, filename: file.filename };
  const body = await storage.get(file.key, range).catch((error: unknown) => {
    if (!(error instanceof StoredObjectMissing)) throw error;
    // The row is there, its bytes are not (a restore without the files): a loss to look into,
    // and for the asker a file that is not there.
    request.log.error({ err: error, key: file.key }, 'stored file missing');
    throw new DomainError('NOT_FOUND', { cause: error });
  });
  if (!range) return sendDownload(reply, { ...download, size: file.size, body });
  reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
  return sendDownload(reply, { ...download, size: range.end - range.start + 1, body });
}
