import { describe, expect, it } from 'vitest';
import {
  API_CACHE,
  apiCacheFor,
  DATASOURCE_CACHE,
  USER_PARAM,
  userCacheKey,
  userTagOf,
} from './api-cache-rules';

const ORIGIN = 'https://eform.example.nl';
const FORM = '0b6f3c1e-6f2a-4c55-9d1e-2a4b6c8d0e1f';
const get = (path: string, apiKey: string | null = 'key-1') => ({
  method: 'GET',
  url: `${ORIGIN}${path}`,
  apiKey,
});

describe('apiCacheFor', () => {
  it.each([
    '/api/user/info',
    '/api/client/12/info',
    '/api/client/12',
    '/api/client/12/folders/user',
    '/api/client/12/folders',
    '/api/folder/7/forms/user',
    '/api/forms/published/12',
    `/api/form/${FORM}`,
    `/api/form/${FORM}/metadata`,
    '/api/file/9f1c',
    '/api/assigned-registrations',
    '/api/assigned-registration/55',
    '/api/my-registrations?page=2',
  ])('keeps the filler GET %s in the API cache', (path) => {
    expect(apiCacheFor(get(path), ORIGIN)).toBe(API_CACHE);
  });

  it.each([
    '/api/datasource/4',
    '/api/datasource/4?format=search',
    // A live map layer's extent (map elements, doc 2 'mapLayers' live).
    '/api/datasource/4?left=5.1&top=52.3&right=5.2&bottom=52.1',
    '/api/datasource/4/data-properties',
  ])('keeps the datasource answer %s in the datasource cache (7 days)', (path) => {
    expect(apiCacheFor(get(path), ORIGIN)).toBe(DATASOURCE_CACHE);
  });

  it.each([
    '/api/form/not-a-uuid',
    `/api/form/${FORM}/registrations/search`,
    `/api/form/${FORM}/registrations/queue/download/csv`,
    '/api/datasource/list/search/12',
    '/api/datasource/4?format=search&q=kerk',
    '/api/clients',
    '/api/clients/12/users',
    '/health',
    '/assets/index.js',
  ])('keeps nothing else: %s', (path) => {
    expect(apiCacheFor(get(path), ORIGIN)).toBeNull();
  });

  it('never keeps a POST, an answer without an api key, or another origin', () => {
    expect(apiCacheFor({ ...get('/api/user/info'), method: 'POST' }, ORIGIN)).toBeNull();
    expect(apiCacheFor(get('/api/user/info', null), ORIGIN)).toBeNull();
    expect(apiCacheFor(get('/api/user/info', ''), ORIGIN)).toBeNull();
    expect(apiCacheFor(get('/api/user/info'), 'https://elders.example.nl')).toBeNull();
  });
});

describe('userCacheKey', () => {
  it("adds the user's tag to the URL, keeping the query", () => {
    const key = new URL(userCacheKey(`${ORIGIN}/api/my-registrations?page=2`, 'abc'));
    expect(key.pathname).toBe('/api/my-registrations');
    expect(key.searchParams.get('page')).toBe('2');
    expect(key.searchParams.get(USER_PARAM)).toBe('abc');
  });

  it('gives two users two keys for the same URL', () => {
    const url = `${ORIGIN}/api/user/info`;
    expect(userCacheKey(url, 'a')).not.toBe(userCacheKey(url, 'b'));
  });

  it('cannot be steered into another user by a tag in the URL itself', () => {
    const forged = `${ORIGIN}/api/user/info?${USER_PARAM}=victim`;
    const key = new URL(userCacheKey(forged, 'me'));
    expect(key.searchParams.getAll(USER_PARAM)).toEqual(['me']);
  });
});

describe('userTagOf', () => {
  it('is the same for one key, differs between keys, and never contains the key', async () => {
    const tag = await userTagOf('secret-api-key');
    expect(tag).toMatch(/^[0-9a-f]{32}$/);
    expect(await userTagOf('secret-api-key')).toBe(tag);
    expect(await userTagOf('other-api-key')).not.toBe(tag);
    expect(tag).not.toContain('secret');
  });
});
