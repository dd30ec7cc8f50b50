import {
  createServer as createHttpServer,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import { type AddressInfo, createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OUTBOUND_MAX_REDIRECTS,
  OutboundError,
  outboundRequest,
  type TOutboundPolicy,
  type TResolver,
} from './outbound';
import { parseOutboundAllow, refusedRange } from './outbound-addresses';

/**
 * The outbound door (issue 29): internal addresses are refused before any connection is made.
 * A TCP server on loopback counts every connection it is offered; each refused request must
 * leave it at zero. The web servers an allowed request reaches run on loopback too, let
 * through by OUTBOUND_ALLOW as an operator would name an internal host.
 */

interface TCounter {
  server: Server;
  port: number;
  connections: number;
}

async function listenCounter(host: string): Promise<TCounter> {
  const counter = { connections: 0 } as TCounter;
  counter.server = createServer((socket) => {
    counter.connections += 1;
    socket.destroy();
  });
  await new Promise<void>((resolve) => counter.server.listen(0, host, resolve));
  counter.port = (counter.server.address() as AddressInfo).port;
  return counter;
}

type THandler = (request: IncomingMessage, response: ServerResponse) => void;

async function listenHttp(handler: THandler) {
  const server = createHttpServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

async function failure(promise: Promise<unknown>): Promise<OutboundError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundError);
  return error as OutboundError;
}

let v4: TCounter;
let v6: TCounter;
let web: Awaited<ReturnType<typeof listenHttp>>;
const noAllow: TOutboundPolicy = { allow: [] };

beforeAll(async () => {
  v4 = await listenCounter('127.0.0.1');
  v6 = await listenCounter('::1');
  web = await listenHttp((request, response) => {
    const url = new URL(request.url ?? '/', 'http://x');
    const hops = Number(url.searchParams.get('hops') ?? 0);
    if (url.pathname === '/chain' && hops > 0) {
      response.writeHead(302, { location: `/chain?hops=${hops - 1}` }).end();
    } else if (url.pathname === '/to-counter') {
      response.writeHead(302, { location: `http://localhost:${v4.port}/` }).end();
    } else if (url.pathname === '/bad-location') {
      response.writeHead(302, { location: 'http://[nope/' }).end();
    } else if (url.pathname === '/to-file') {
      response.writeHead(302, { location: 'file:///etc/passwd' }).end();
    } else if (url.pathname === '/big') {
      response.end(Buffer.alloc(4096, 'x'));
    } else if (url.pathname === '/silent') {
      response.writeHead(200);
      response.write('begun');
    } else {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ host: request.headers.host, method: request.method }));
    }
  });
});

afterAll(async () => {
  web.server.closeAllConnections();
  await Promise.all(
    [v4.server, v6.server, web.server].map(
      (server) => new Promise((resolve) => server.close(resolve)),
    ),
  );
});

describe('refused before any connection', () => {
  it.each([
    ['127.0.0.1', () => `http://127.0.0.1:${v4.port}/`],
    ['[::1]', () => `http://[::1]:${v6.port}/`],
    ['::ffff:127.0.0.1', () => `http://[::ffff:127.0.0.1]:${v4.port}/`],
    ['localhost', () => `http://localhost:${v4.port}/`],
    ['0.0.0.0', () => `http://0.0.0.0:${v4.port}/`],
    ['127.1 (short form)', () => `http://127.1:${v4.port}/`],
  ])('%s', async (_name, url) => {
    const error = await failure(outboundRequest({ url: url() }, noAllow));
    expect(error.reason).toBe('REFUSED_ADDRESS');
    expect(error.message).toMatch(/intern of gereserveerd netwerkadres/);
    expect(v4.connections + v6.connections).toBe(0);
  });

  it.each([
    ['the cloud metadata service', 'http://169.254.169.254/latest/meta-data/'],
    ['a private network', 'http://10.0.0.1/'],
    ['172.16/12', 'http://172.20.1.1/'],
    ['192.168/16', 'https://192.168.1.1/'],
    ['carrier-grade NAT', 'http://100.64.0.1/'],
    ['IPv6 unique local', 'http://[fd00::1]/'],
    ['IPv6 link-local', 'http://[fe80::1]/'],
    ['NAT64 of loopback', 'http://[64:ff9b::7f00:1]/'],
  ])('%s (%s)', async (_name, url) => {
    const started = Date.now();
    const error = await failure(outboundRequest({ url }, noAllow));
    expect(error.reason).toBe('REFUSED_ADDRESS');
    // No connection was tried: nothing waited on an unreachable network.
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('a made-up name that resolves to a public and a loopback address', async () => {
    const asked: string[] = [];
    const resolve: TResolver = async (hostname) => {
      asked.push(hostname);
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '127.0.0.1', family: 4 },
      ];
    };
    const url = `http://hooks.example.test:${v4.port}/`;
    const error = await failure(outboundRequest({ url }, { allow: [], resolve }));
    expect(error.reason).toBe('REFUSED_ADDRESS');
    expect(error.message).toContain('127.0.0.1');
    expect(asked).toEqual(['hooks.example.test']);
    expect(v4.connections).toBe(0);
  });

  it('a redirect to loopback from an allowed host', async () => {
    const policy = { allow: parseOutboundAllow(`127.0.0.1:${web.port}`) };
    const url = `http://127.0.0.1:${web.port}/to-counter`;
    const error = await failure(outboundRequest({ url }, policy));
    expect(error.reason).toBe('REFUSED_ADDRESS');
    expect(error.message).toContain(`localhost:${v4.port}`);
    expect(v4.connections + v6.connections).toBe(0);
  });

  it('only http and https', async () => {
    for (const url of ['file:///etc/passwd', 'gopher://example.nl/', 'ftp://example.nl/', 'nope']) {
      expect((await failure(outboundRequest({ url }, noAllow))).reason).toBe('BAD_URL');
    }
  });
});

describe('an allowed host', () => {
  const allowWeb = () => ({ allow: parseOutboundAllow(`127.0.0.1:${web.port}`) });

  it('answers status, headers and body', async () => {
    const answer = await outboundRequest(
      { method: 'POST', url: `http://127.0.0.1:${web.port}/hook`, body: '{}' },
      allowWeb(),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json');
    expect(JSON.parse(answer.body.toString())).toEqual({
      host: `127.0.0.1:${web.port}`,
      method: 'POST',
    });
  });

  it('is connected to the address its name resolved to once (pinned), keeping its name', async () => {
    let lookups = 0;
    const resolve: TResolver = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const answer = await outboundRequest(
      { url: `http://intern.example.test:${web.port}/` },
      { allow: parseOutboundAllow('intern.example.test'), resolve },
    );
    expect(JSON.parse(answer.body.toString()).host).toBe(`intern.example.test:${web.port}`);
    expect(lookups).toBe(1);
  });

  it(`follows ${OUTBOUND_MAX_REDIRECTS} redirects and refuses a fourth`, async () => {
    const url = (hops: number) => `http://127.0.0.1:${web.port}/chain?hops=${hops}`;
    const answer = await outboundRequest({ url: url(OUTBOUND_MAX_REDIRECTS) }, allowWeb());
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(url(0));
    const error = await failure(
      outboundRequest({ url: url(OUTBOUND_MAX_REDIRECTS + 1) }, allowWeb()),
    );
    expect(error.reason).toBe('TOO_MANY_REDIRECTS');
  });

  it('refuses a redirect to an unreadable or non-http address', async () => {
    for (const path of ['/bad-location', '/to-file']) {
      const url = `http://127.0.0.1:${web.port}${path}`;
      expect((await failure(outboundRequest({ url }, allowWeb()))).reason).toBe('BAD_URL');
    }
  });

  it('cuts off an answer over the size limit', async () => {
    const url = `http://127.0.0.1:${web.port}/big`;
    const error = await failure(outboundRequest({ url, maxResponseBytes: 1024 }, allowWeb()));
    expect(error.reason).toBe('TOO_LARGE');
    expect(error.message).toContain('1,00 KB');
    expect((await outboundRequest({ url, maxResponseBytes: 4096 }, allowWeb())).body.length).toBe(
      4096,
    );
  });

  it('gives up at the deadline of the whole request', async () => {
    const started = Date.now();
    const url = `http://127.0.0.1:${web.port}/silent`;
    const error = await failure(outboundRequest({ url, timeoutMs: 300 }, allowWeb()));
    expect(error.reason).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('another port of an allowed host is not allowed', async () => {
    const policy = { allow: parseOutboundAllow(`127.0.0.1:${web.port}`) };
    const error = await failure(outboundRequest({ url: `http://127.0.0.1:${v4.port}/` }, policy));
    expect(error.reason).toBe('REFUSED_ADDRESS');
    expect(v4.connections).toBe(0);
  });
});

describe('address ranges', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.0.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['fe80::1', 'linkLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:0:169.254.169.254', 'linkLocal'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['64:ff9b:1::1', 'rfc6052'],
    ['2002:7f00:1::', '6to4'],
    ['2001:db8::1', 'reserved'],
  ])('%s is refused (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '2a00:1450:4001:80e::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::808:808',
  ])('%s is reachable', (address) => {
    expect(refusedRange(address)).toBeNull();
  });

  it('reads OUTBOUND_ALLOW', () => {
    expect(parseOutboundAllow(' Intern.Example.nl , 10.0.0.5:8080,[FD00::5]:443 ')).toEqual([
      { host: 'intern.example.nl', port: null },
      { host: '10.0.0.5', port: 8080 },
      { host: 'fd00::5', port: 443 },
    ]);
    expect(parseOutboundAllow(undefined)).toEqual([]);
    expect(() => parseOutboundAllow('http://x/y')).toThrow();
    expect(() => parseOutboundAllow('host:99999')).toThrow();
  });
});
