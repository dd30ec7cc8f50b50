import { ZSuccessAnswer, ZUserFolderList } from '@eform/core/api';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, queryIntent, setApiKeySource } from './api-client';
import { ApiError } from './api-error';
import { SESSION_STORAGE_KEY, startEarlyRequests, takeEarlyGet } from './early-requests';
import { setHttpEventHandlers } from './http-events';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

const ZAnything = z.unknown();

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

  it('sends the session key in the api-key header and answers the parsed JSON', async () => {
    const folders = [
      { folder_id: 1, folder_name: 'Afval', folder_hidden: false, folder_contains_forms: true },
    ];
    const fetchMock = answer(200, folders);
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/client/1/folders/user', ZUserFolderList)).resolves.toEqual(
      folders,
    );
    const init = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init[1].headers as Record<string, string>)['api-key']).toBe('key-1');
  });

  it('takes a GET started early (the fill route) instead of asking again, and parses it the same', async () => {
    const formId = '0b6f6c36-7d0c-4d2b-9f0e-3d8f1b2c4a5e';
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ apiKey: 'key-1' }));
    const early = answer(403, { code: 'FORBIDDEN', message: 'Geen toegang.' });
    vi.stubGlobal('fetch', early);
    startEarlyRequests(`/form/${formId}/1`);
    takeEarlyGet('/api/user/info', 'key-1'); // the shell's, started too: not this test's
    localStorage.clear();
    const later = answer(200, {});
    vi.stubGlobal('fetch', later);
    const error = await apiRequest(`/api/form/${formId}`, ZAnything, {
      intent: 'navigation',
    }).catch((e: unknown) => e);
    expect(later).not.toHaveBeenCalled();
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Geen toegang.');
    expect(onForbidden).toHaveBeenCalledTimes(1);
    // Taken once: the next call asks the server itself.
    await apiRequest(`/api/form/${formId}`, ZAnything);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('rejects an answer that does not fit the contract, with a Dutch message', async () => {
    vi.stubGlobal('fetch', answer(200, [{ folder_id: 'x' }]));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = await apiRequest('/api/client/1/folders/user', ZUserFolderList).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(
      'Het antwoord van de server was niet zoals verwacht. Probeer het later opnieuw.',
    );
  });

  it('signs out once on a 401 and rejects with the server message', async () => {
    vi.stubGlobal('fetch', answer(401, { code: 'UNAUTHENTICATED', message: 'Niet ingelogd.' }));
    const error = await apiRequest('/api/user/info', ZAnything).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Niet ingelogd.');
    expect((error as ApiError).code).toBe('UNAUTHENTICATED');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith('key-1');
  });

  it.each(['navigation', 'action'] as const)('leaves the page on a 403 of a %s', async (intent) => {
    vi.stubGlobal('fetch', answer(403, { code: 'FORBIDDEN', message: 'Nee' }));
    await expect(apiRequest('/api/client/2/info', ZAnything, { intent })).rejects.toMatchObject({
      status: 403,
    });
    expect(onForbidden).toHaveBeenCalledTimes(1);
  });

  it('only rejects on a 403 of a background call: the person stays where they are', async () => {
    vi.stubGlobal('fetch', answer(403, { code: 'FORBIDDEN', message: 'Nee' }));
    await expect(
      apiRequest('/api/client/2/info', ZAnything, { intent: 'background' }),
    ).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('still signs out on a 401 of a background call', async () => {
    vi.stubGlobal('fetch', answer(401, { code: 'UNAUTHENTICATED', message: 'Niet ingelogd.' }));
    await expect(
      apiRequest('/api/user/info', ZAnything, { intent: 'background' }),
    ).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves 401 to the caller when asked (the login call)', async () => {
    vi.stubGlobal(
      'fetch',
      answer(401, { status: 'error', code: 'INVALID_CREDENTIALS', message: 'Onjuist' }),
    );
    await expect(
      apiRequest('/api/user/login', ZAnything, {
        method: 'POST',
        apiKey: null,
        handleAuthErrors: false,
      }),
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
    await expect(apiRequest('/api/user/info', ZAnything)).rejects.toMatchObject({ status: 0 });
  });

  it('sends form data as-is and objects as JSON', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ status: 'success' })));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/a', ZSuccessAnswer, {
      method: 'POST',
      body: new URLSearchParams({ a: '1' }),
    });
    await apiRequest('/b', ZSuccessAnswer, { method: 'POST', body: { b: 2 } });
    const [first, second] = fetchMock.mock.calls as unknown as [
      [string, RequestInit],
      [string, RequestInit],
    ];
    expect(first[1].body).toBeInstanceOf(URLSearchParams);
    expect(second[1].body).toBe('{"b":2}');
    expect((second[1].headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

describe('queryIntent', () => {
  it('treats the first load as a navigation and a refetch of shown data as background', () => {
    const client = new QueryClient();
    const queryKey = ['client-info', 1];
    expect(queryIntent({ client, queryKey })).toBe('navigation');
    client.setQueryData(queryKey, { id: 1 });
    expect(queryIntent({ client, queryKey })).toBe('background');
  });
});
