import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { TApp } from '../src/app';

/** An HTTP answer read off a raw socket. */
export interface TRawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Listens on a free loopback port (once per app) and returns the port. */
export async function listenOnce(app: TApp): Promise<number> {
  const address = app.server.address();
  if (address && typeof address === 'object') return address.port;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('not listening');
  return bound.port;
}

/** Opens a raw TCP connection to the app. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host: '127.0.0.1' }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Writes `request` as it is (no client library in between that would refuse or repair it) and
 * reads until the server closes the connection.
 */
export async function rawRequest(port: number, request: string | Buffer): Promise<TRawAnswer> {
  const socket = await openSocket(port);
  const answer = readAnswer(socket);
  socket.write(request);
  return answer;
}

/** Reads everything the server sends until it closes, and parses the first answer. */
export function readAnswer(socket: Socket): Promise<TRawAnswer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may reset a connection it refused while we were still writing.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (text === '') reject(new Error('connection closed without an answer'));
      else resolve(parseAnswer(text));
    });
  });
}

/** Parses the first HTTP answer (status line, headers, body by content-length) in `text`. */
export function parseAnswer(text: string): TRawAnswer {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const rest = Buffer.from(text.slice(end + 4), 'utf8');
  const length = Number(headers['content-length'] ?? rest.length);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: rest.subarray(0, length).toString('utf8'),
  };
}

/** What {@link streamBody} saw: the answer and when the server closed the connection. */
export interface TStreamedBody {
  answer: TRawAnswer;
  /** All bytes the server sent (a second answer on the same connection would be here too). */
  received: string;
  /** Milliseconds from the first byte of the answer to the close; NaN when it never closed. */
  closedAfterMs: number;
  /** Body bytes written before the answer came. */
  written: number;
}

export interface TStreamBodyOptions {
  /** Extra request headers, e.g. `{ 'api-key': '...' }`. */
  headers?: Record<string, string>;
  /** Pause between pieces; 0 writes as fast as the socket takes them (an endless stream). */
  pieceDelayMs?: number;
  pieceBytes?: number;
  /** Give up waiting for the close this long after the answer. */
  closeWithinMs?: number;
}

/**
 * POSTs an endless chunked body (zeros) to `path` over a real socket and keeps sending until the
 * server closes the connection, or until `closeWithinMs` after the first byte of its answer.
 */
export async function streamBody(
  port: number,
  path: string,
  options: TStreamBodyOptions = {},
): Promise<TStreamedBody> {
  const { pieceDelayMs = 0, pieceBytes = 64 * 1024, closeWithinMs = 3_000 } = options;
  const socket = await openSocket(port);
  const chunks: Buffer[] = [];
  let answeredAt = Number.NaN;
  let closedAt = Number.NaN;
  let closed = false;
  socket.on('error', () => undefined);
  const answered = new Promise<void>((resolve) => {
    socket.once('data', () => {
      answeredAt = Date.now();
      resolve();
    });
  });
  const ended = new Promise<void>((resolve) => {
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.once('close', () => {
      closed = true;
      closedAt = Date.now();
      resolve();
    });
  });
  const head = [
    `POST ${path} HTTP/1.1`,
    'Host: localhost',
    'Content-Type: application/json',
    'Transfer-Encoding: chunked',
    ...Object.entries(options.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  socket.write(head);
  const piece = Buffer.alloc(pieceBytes, '0');
  const frame = Buffer.concat([
    Buffer.from(`${pieceBytes.toString(16)}\r\n`),
    piece,
    Buffer.from('\r\n'),
  ]);
  let written = 0;
  let giveUp = false;
  const stop = answered
    .then(() => sleep(closeWithinMs))
    .then(() => {
      giveUp = true;
    });
  while (!closed && !giveUp) {
    const ok = socket.write(frame);
    if (Number.isNaN(answeredAt)) written += pieceBytes;
    if (pieceDelayMs > 0) await Promise.race([sleep(pieceDelayMs), ended]);
    else if (!ok) {
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), ended, stop]);
    }
  }
  socket.destroy();
  await ended;
  const received = Buffer.concat(chunks).toString('utf8');
  return { answer: parseAnswer(received), received, closedAfterMs: closedAt - answeredAt, written };
}
