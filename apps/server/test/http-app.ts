import type { TApp } from '../src/app';

interface TInjectOptions {
  method?: string;
  url: string;
  headers?: Record<string, string>;
  payload?: unknown;
  /** Sent as X-Forwarded-For: the server trusts its proxy (TRUST_PROXY=1) in the cluster. */
  remoteAddress?: string;
}

/**
 * A stand-in for the app whose `inject` goes over HTTP to `base` (a server process or nginx in
 * front of several), so the helpers written for `app.inject()` (login, uploads, exports, guest
 * submits, fillingHelpers) drive a real process. Only `inject` is there.
 */
export function httpApp(base: string): TApp {
  const inject = async (options: TInjectOptions) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.remoteAddress) headers['x-forwarded-for'] = options.remoteAddress;
    let body: string | Buffer | undefined;
    if (typeof options.payload === 'string' || Buffer.isBuffer(options.payload)) {
      body = options.payload;
    } else if (options.payload !== undefined) {
      body = JSON.stringify(options.payload);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(new URL(options.url, base), {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: 'manual',
    });
    const rawPayload = Buffer.from(await response.arrayBuffer());
    const text = rawPayload.toString('utf8');
    return {
      statusCode: response.status,
      headers: Object.fromEntries(response.headers),
      rawPayload,
      body: text,
      payload: text,
      json: () => JSON.parse(text),
    };
  };
  return { inject } as unknown as TApp;
}
