import { DomainError } from '@eform/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * C0 control characters other than tab, line feed and carriage return. No text a person types
 * contains them; NUL in particular is refused by PostgreSQL ("invalid byte sequence"), which
 * would turn a typo'd `%00` into a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/** Requests whose multipart body is being read (multipart's own preValidation hook). */
const readingMultipart = new WeakSet<FastifyRequest>();

/**
 * Refuses malformed input at the edge, for every route, with 400 VALIDATION in Dutch:
 * - control characters (NUL and the other C0 characters except tab, CR, LF) anywhere in the
 *   path parameters, query and header values (onRequest, before any hook looks them up) and in
 *   the parsed body, keys included: JSON, urlencoded and multipart fields alike (a route-level
 *   preValidation hook added to every route: those run after the instance-level ones, so after
 *   multipart has put its fields in the body, and before the schema drops unknown keys);
 * - a multipart content type without a usable boundary, before the body is read.
 * A multipart body that turns out garbage or unterminated while being read is recognised by
 * {@link isReadingMultipart} in the error handler.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (
      containsControlCharacters(request.params) ||
      containsControlCharacters(request.query) ||
      containsControlCharacters(request.headers)
    ) {
      throw controlCharactersError();
    }
    if (isMultipart(request) && !hasBoundary(request.headers['content-type'] ?? '')) {
      throw new DomainError('VALIDATION', { messageKey: 'server.error.malformedBody' });
    }
  });
  app.addHook('preValidation', async (request) => {
    if (isMultipart(request)) readingMultipart.add(request);
  });
  app.addHook('onRoute', (route) => {
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [guardBody, ...own];
  });
}

async function guardBody(request: FastifyRequest): Promise<void> {
  readingMultipart.delete(request);
  if (containsControlCharacters(request.body)) throw controlCharactersError();
}

/**
 * True while the request's multipart body is read (multipart's own preValidation hook): an error
 * without a status from there is busboy failing on a malformed body, the client's fault.
 */
export function isReadingMultipart(request: FastifyRequest): boolean {
  return readingMultipart.has(request);
}

/**
 * True when any string in `value` (walked depth-first without recursion, so a deeply nested JSON
 * body cannot overflow the stack), or any object key, holds a control character.
 */
export function containsControlCharacters(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (CONTROL_CHARACTERS.test(item)) return true;
    } else if (Array.isArray(item)) {
      for (const entry of item) pending.push(entry);
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, entry] of Object.entries(item)) {
        if (CONTROL_CHARACTERS.test(key)) return true;
        pending.push(entry);
      }
    }
  }
  return false;
}

function controlCharactersError(): DomainError {
  return new DomainError('VALIDATION', { messageKey: 'server.error.controlCharacters' });
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/** A `boundary=` parameter with a non-empty value (quoted or not). */
function hasBoundary(contentType: string): boolean {
  const match = /;\s*boundary\s*=\s*("([^"]*)"|[^;\s]*)/i.exec(contentType);
  const boundary = match?.[2] ?? match?.[1] ?? '';
  return boundary.length > 0;
}
