import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY, startEarlyRequests, takeEarlyGet } from './early-requests';

const FORM = '0b6f6c36-7d0c-4d2b-9f0e-3d8f1b2c4a5e';
const fetchMock = vi.fn(async () => new Response('{}'));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ apiKey: 'sleutel', clientId: 7 }));
});

const asked = () => fetchMock.mock.calls.map((call) => (call as unknown[])[0]);

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockClear();
  localStorage.clear();
});

describe('early requests', () => {
  it("asks for the fill route's form at once, with the session's key, for the api client to take once", async () => {
    startEarlyRequests(`/form/${FORM}/1`, 1000);
    expect(fetchMock).toHaveBeenCalledWith(`/api/form/${FORM}`, {
      headers: { accept: 'application/json', 'api-key': 'sleutel' },
    });
    const taken = takeEarlyGet(`/api/form/${FORM}`, 'sleutel', 1500);
    expect(await taken).toBeInstanceOf(Response);
    expect(takeEarlyGet(`/api/form/${FORM}`, 'sleutel', 1600)).toBeUndefined();
  });

  it('is not used with another key or when it is older than 10 s', () => {
    startEarlyRequests(`/form/${FORM}/0`, 1000);
    expect(takeEarlyGet(`/api/form/${FORM}`, 'andere-sleutel', 1500)).toBeUndefined();
    startEarlyRequests(`/form/${FORM}/0`, 1000);
    expect(takeEarlyGet(`/api/form/${FORM}`, 'sleutel', 11_001)).toBeUndefined();
  });

  it("asks for the shell's user and client info on every signed-in page", () => {
    startEarlyRequests('/folders');
    expect(asked()).toEqual(['/api/user/info', '/api/client/7/info']);
    expect(takeEarlyGet('/api/client/7/info', 'sleutel')).toBeDefined();
  });

  it('asks nothing on public pages or when nobody is signed in', () => {
    for (const path of ['/login', '/logout', `/guest/form/${FORM}`, '/register/x', '/404']) {
      startEarlyRequests(path);
    }
    localStorage.clear();
    startEarlyRequests(`/form/${FORM}/1`);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the fill route', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });

  it('is reported only for a signed-in fill path, so its screen loads early only then', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ apiKey: 'sleutel', clientId: 7 }));
    expect(startEarlyRequests(`/form/${FORM}/1`)).toEqual({ fill: true });
    expect(startEarlyRequests('/folders')).toEqual({ fill: false });
    localStorage.clear();
    expect(startEarlyRequests(`/form/${FORM}/1`)).toEqual({ fill: false });
  });
});
