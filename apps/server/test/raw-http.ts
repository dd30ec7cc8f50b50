import { connect, type Socket } from 'node:net';
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
