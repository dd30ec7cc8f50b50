import { DomainError } from '@eform/core/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * C0 control characters other than tab, line feed and carriage return. No text a person types
 * contains them; NUL in particular is refused by PostgreSQL ("invalid byte sequence"), which
 * would turn a typo'd `%00` into a 500.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding these characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/;

/**
 * A UTF-16 surrogate without its partner (`"\ud800"` in JSON). JavaScript strings may hold one,
 * UTF-8 cannot: PostgreSQL refuses it in JSON ('invalid input syntax for type json', a 500) and
 * the driver silently turns it into U+FFFD in text. With the `u` flag a proper pair is one code
 * point, so only a lone half matches.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Deepest nesting of arrays and objects a request body may have, the outermost counted as 1. A
 * registration (values, a repeated group, its rows, a file list) or a form (nested groups and
 * rules) is a few levels deep; 10,000 levels would overflow the stack of whatever walks it next.
 */
export const MAX_JSON_DEPTH = 64;

/** Decodes a JSON body, refusing bytes that are not UTF-8 instead of replacing them. */
const UTF8 = new TextDecoder('utf-8', { fatal: true });

/** Requests whose multipart body is being read (multipart's own preValidation hook). */
const readingMultipart = new WeakSet<FastifyRequest>();

/**
 * Refuses malformed input at the edge, for every route, with 400 VALIDATION in Dutch:
 * - a JSON body that is not UTF-8 (never decoded into U+FFFD), by its content-type parser;
 * - control characters (NUL and the other C0 characters except tab, CR, LF) anywhere in the
 *   path parameters, query and header values (onRequest, before any hook looks them up) and in
 *   the parsed body, keys included: JSON, urlencoded and multipart fields alike (a route-level
 *   preValidation hook added to every route: those run after the instance-level ones, so after
 *   multipart has put its fields in the body, and before the schema drops unknown keys);
 * - in the same places, a lone UTF-16 surrogate ('Het veld "..." is niet goed ingevuld.', naming
 *   the field) and a body nested deeper than {@link MAX_JSON_DEPTH};
 * - a multipart content type without a usable boundary, before the body is read.
 * A multipart body that turns out garbage or unterminated while being read is recognised by
 * {@link isMalformedMultipart} in the error handler.
 */
export function registerInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = UTF8.decode(body as Buffer);
    } catch {
      done(malformedBodyError(), undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addHook('onRequest', async (request) => {
    for (const part of [request.params, request.query, request.headers]) {
      const problem = findInputProblem(part);
      if (problem) throw inputError(problem);
    }
    if (isMultipart(request) && !hasBoundary(request.headers['content-type'] ?? '')) {
      throw malformedBodyError();
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
  const problem = findInputProblem(request.body, MAX_JSON_DEPTH);
  if (problem) throw inputError(problem);
}

/**
 * True when `error` is the request's multipart body failing to parse, the client's fault: an
 * error without a status while multipart's own preValidation hook reads the body, or busboy's
 * 'Unexpected end of multipart data' (also '... terminated early due to ...') wherever the body is
 * read, e.g. by an upload route's handler.
 */
export function isMalformedMultipart(
  error: { statusCode?: number; message: string },
  request: FastifyRequest,
): boolean {
  if (error.statusCode !== undefined || !isMultipart(request)) return false;
  return readingMultipart.has(request) || /unexpected end of multipart data$/i.test(error.message);
}

/** What is wrong with a value, and where (the keys and indexes down to it). */
export interface TInputProblem {
  problem: 'controlCharacters' | 'loneSurrogate' | 'tooDeep';
  path: string[];
}

interface TPending {
  value: unknown;
  key: string | null;
  parent: TPending | null;
  depth: number;
}

/**
 * The first control character, lone surrogate (in a string or an object key) or nesting deeper
 * than `maxDepth` in `value`, walked depth-first without recursion so that a deeply nested body
 * cannot overflow the stack; null when there is none.
 */
export function findInputProblem(value: unknown, maxDepth = Infinity): TInputProblem | null {
  const pending: TPending[] = [{ value, key: null, parent: null, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop() as TPending;
    const { value: current, depth } = item;
    if (typeof current === 'string') {
      const problem = stringProblem(current);
      if (problem) return { problem, path: pathOf(item) };
      continue;
    }
    if (current === null || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    if (depth + 1 > maxDepth) return { problem: 'tooDeep', path: pathOf(item) };
    const entries = Array.isArray(current)
      ? current.map((entry, index) => [String(index), entry] as const)
      : Object.entries(current);
    for (const [key, entry] of entries) {
      const problem = stringProblem(key);
      if (problem) return { problem, path: pathOf(item) };
      pending.push({ value: entry, key, parent: item, depth: depth + 1 });
    }
  }
  return null;
}

/** True when any string in `value`, or any object key, holds a control character. */
export function containsControlCharacters(value: unknown): boolean {
  return findInputProblem(value)?.problem === 'controlCharacters';
}

function stringProblem(text: string): TInputProblem['problem'] | null {
  if (CONTROL_CHARACTERS.test(text)) return 'controlCharacters';
  if (LONE_SURROGATE.test(text)) return 'loneSurrogate';
  return null;
}

function pathOf(item: TPending): string[] {
  const path: string[] = [];
  for (let at: TPending | null = item; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
}

function inputError({ problem, path }: TInputProblem): DomainError {
  if (problem === 'tooDeep') {
    return new DomainError('VALIDATION', { messageKey: 'server.error.tooDeep' });
  }
  if (problem === 'controlCharacters' || path.length === 0) {
    return new DomainError('VALIDATION', { messageKey: 'server.error.controlCharacters' });
  }
  return new DomainError('VALIDATION', {
    messageKey: 'server.error.fieldInvalid',
    params: { field: path.join('.') },
  });
}

function malformedBodyError(): DomainError {
  return new DomainError('VALIDATION', { messageKey: 'server.error.malformedBody' });
}

function isMultipart(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('multipart/');
}

/**
 * A `boundary=` parameter of 1 to 70 characters (RFC 2046; busboy throws on one over 256), quoted
 * or not.
 */
function hasBoundary(contentType: string): boolean {
  const match = /;\s*boundary\s*=\s*("([^"]*)"|[^;\s]*)/i.exec(contentType);
  const boundary = match?.[2] ?? match?.[1] ?? '';
  return boundary.length > 0 && boundary.length <= MAX_BOUNDARY_LENGTH;
}

/** Longest multipart boundary (RFC 2046). */
const MAX_BOUNDARY_LENGTH = 70;
