import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setApiKeySource } from './api-client';
import { ApiError } from './api-error';
import { setHttpEventHandlers } from './http-events';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

describe('apiRequest', () => {
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();

  beforeEach(() => {
    setApiKeySource(() => 'key-1');
    setHttpEventHandlers({ onUnauthorized, onForbidden });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });

  it('sends the session key in the api-key header and answers the JSON', async () => {
    const fetchMock = answer(200, { ok: true });
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/user/info')).resolves.toEqual({ ok: true });
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>)['api-key']).toBe('key-1');
  });

  it('signs out once on a 401 and rejects with the server message', async () => {
    vi.stubGlobal('fetch', answer(401, { code: 'UNAUTHORIZED', message: 'Niet ingelogd.' }));
    const error = await apiRequest('/api/user/info').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Niet ingelogd.');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('key-1');
  });

  it('reports a 403 as forbidden', async () => {
    vi.stubGlobal('fetch', answer(403, { code: 'FORBIDDEN', message: 'Nee' }));
    await expect(apiRequest('/api/client/2/info')).rejects.toMatchObject({ status: 403 });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('leaves 401 to the caller when asked (the login call)', async () => {
    vi.stubGlobal('fetch', answer(401, { status: 'error', message: 'Onjuist' }));
    await expect(
      apiRequest('/api/user/login', { method: 'POST', apiKey: null, handleAuthErrors: false }),
    ).rejects.toMatchObject({ status: 401, message: 'Onjuist' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('turns a network failure into status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(apiRequest('/api/user/info')).rejects.toMatchObject({ status: 0 });
  });

  it('sends form data as-is and objects as JSON', async () => {
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/a', { method: 'POST', body: new URLSearchParams({ a: '1' }) });
    await apiRequest('/b', { method: 'POST', body: { b: 2 } });
    const [first, second] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(first[1].body).toBeInstanceOf(URLSearchParams);
    expect(second[1].body).toBe('{"b":2}');
    expect((second[1].headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});
