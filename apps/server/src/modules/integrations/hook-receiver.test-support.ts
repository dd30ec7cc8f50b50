import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a receiver got. */
export interface TReceived {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  /** The parsed JSON body. */
  json: Record<string, unknown>;
}

/**
 * How the receiver answers a request: a status (and body), or 'hang' (no answer until the
 * receiver closes: the sender's deadline ends it), or a gate the test opens when it has looked.
 */
export type TAnswer =
  | { status: number; body?: string }
  | 'hang'
  | { gate: Promise<{ status: number; body?: string }> };

/**
 * A webhook receiver on 127.0.0.1 (the hooks' tests reach it through OUTBOUND_ALLOW): it keeps
 * every request and answers each path from its script of answers, the last one over and over
 * (200 when none is given).
 */
export async function startHookReceiver() {
  const received: TReceived[] = [];
  const scripts = new Map<string, TAnswer[]>();
  const hanging = new Set<ServerResponse>();
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '/';
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(body);
      } catch {}
      received.push({ path, headers: request.headers, body, json });
      for (const wake of waiters.splice(0)) wake();
      const script = scripts.get(path) ?? [];
      const answer = (script.length > 1 ? script.shift() : script[0]) ?? { status: 200 };
      if (answer === 'hang') {
        hanging.add(response);
        response.on('close', () => hanging.delete(response));
        return;
      }
      const { status, body: text } = 'gate' in answer ? await answer.gate : answer;
      response.writeHead(status, { 'content-type': 'text/plain' }).end(text ?? `status ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** The requests to `path`. */
    at: (path: string) => received.filter((r) => r.path === path),
    /** Answers of `path`, in order; the last one stays. */
    answer(path: string, ...answers: TAnswer[]) {
      scripts.set(path, answers);
    },
    /** Until `count` requests reached `path`. */
    async waitFor(path: string, count = 1): Promise<TReceived[]> {
      const until = Date.now() + 20_000;
      while (received.filter((r) => r.path === path).length < count) {
        if (Date.now() > until) throw new Error(`no ${count} requests to ${path}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return received.filter((r) => r.path === path);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Whether `request` carries a valid signature of its body by `secret` (docs/integrations.md). */
export function signedBy(request: TReceived, secret: string): boolean {
  const timestamp = String(request.headers['x-eform-timestamp']);
  const expected = createHmac('sha256', secret)
    .update(`${timestamp}.${request.body}`)
    .digest('hex');
  return request.headers['x-eform-signature'] === `sha256=${expected}`;
}
