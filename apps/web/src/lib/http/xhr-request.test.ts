import { ZSuccessAnswer } from '@eform/core/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { ApiError } from './api-error';
import { setHttpEventHandlers } from './http-events';
import { setApiKeySource } from './request-core';
import { xhrRequest } from './xhr-request';

describe('xhrRequest', () => {
  const onUnauthorized = vi.fn();
  const onForbidden = vi.fn();

  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setApiKeySource(() => 'key-1');
    setHttpEventHandlers({ onUnauthorized, onForbidden });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    setApiKeySource(() => null);
  });

  it('sends the key of the key source and a JSON body, reports progress and parses the answer', async () => {
    const progress: number[] = [];
    const answer = xhrRequest('/api/x', ZSuccessAnswer, {
      method: 'POST',
      body: { a: 1 },
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last();
    expect(xhr.headers['api-key']).toBe('key-1');
    expect(xhr.headers['content-type']).toBe('application/json');
    expect(xhr.json()).toEqual({ a: 1 });
    xhr.progress(0.5);
    xhr.progress(1);
    xhr.respond(200, { status: 'success' });
    await expect(answer).resolves.toEqual({ status: 'success' });
    expect(progress).toEqual([0.5, 1, 1]);
  });

  it("rejects with the server's Dutch message and code from its error body", async () => {
    const answer = xhrRequest('/api/x', ZSuccessAnswer, { method: 'POST' });
    FakeXhr.last().respond(413, { code: 'PAYLOAD_TOO_LARGE', message: 'Het bestand is te groot.' });
    const error = await answer.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect((error as ApiError).message).toBe('Het bestand is te groot.');
  });

  it('uses the caller’s Dutch text when no answer came or the answer is no error body', async () => {
    const offline = xhrRequest('/api/x', ZSuccessAnswer, { failureMessage: 'Niet verstuurd.' });
    FakeXhr.last().fail();
    await expect(offline).rejects.toMatchObject({ status: 0, message: 'Niet verstuurd.' });
    const proxy = xhrRequest('/api/x', ZSuccessAnswer, { failureMessage: 'Niet verstuurd.' });
    FakeXhr.last().respond(502, '<html>Bad gateway</html>');
    await expect(proxy).rejects.toMatchObject({ status: 502, message: 'Niet verstuurd.' });
  });

  it('signs out on a 401 like apiRequest; a 403 from inside a form only rejects', async () => {
    const refused = xhrRequest('/api/x', ZSuccessAnswer, { intent: 'in-form' });
    FakeXhr.last().respond(401, { code: 'UNAUTHENTICATED', message: 'Niet ingelogd.' });
    await expect(refused).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledWith('key-1');
    const forbidden = xhrRequest('/api/x', ZSuccessAnswer, { intent: 'in-form' });
    FakeXhr.last().respond(403, { code: 'FORBIDDEN', message: 'Geen toegang.' });
    await expect(forbidden).rejects.toMatchObject({ status: 403, message: 'Geen toegang.' });
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('sends no key when told to (a guest submit), so a 401 then signs nobody out', async () => {
    const answer = xhrRequest('/api/guest', ZSuccessAnswer, { apiKey: null });
    expect(FakeXhr.last().headers['api-key']).toBeUndefined();
    FakeXhr.last().respond(401, { code: 'UNAUTHENTICATED', message: 'Niet ingelogd.' });
    await expect(answer).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('aborts with an AbortError when the signal fires', async () => {
    const controller = new AbortController();
    const answer = xhrRequest('/api/x', ZSuccessAnswer, { signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
