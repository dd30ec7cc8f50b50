import type { TForm } from '@eform/core/api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/http/api-error';
import {
  makeFormsOffline,
  type TOfflineFetchers,
  type TOfflineProgress,
} from './make-forms-offline';

const form = (id: string, schema: unknown[] = []) => ({ form_id: id, schema }) as unknown as TForm;

function fetchersFor(forms: Record<string, TForm>, failing: Set<string> = new Set()) {
  const asked: string[] = [];
  const fetchers: TOfflineFetchers = {
    form: async (id) => {
      asked.push(`form ${id}`);
      const found = forms[id];
      if (!found || failing.has(id)) throw new ApiError(0, 'Network error');
      return found;
    },
    metadata: async (id) => {
      asked.push(`metadata ${id}`);
      throw new ApiError(404, 'geen');
    },
    file: async (url) => {
      asked.push(`file ${url}`);
      if (failing.has(url)) throw new ApiError(0, 'Network error');
    },
    datasource: async (url) => {
      asked.push(`datasource ${url}`);
      if (url.includes('/9')) throw new ApiError(404, 'Databron bestaat niet');
      if (failing.has(url)) throw new ApiError(500, 'fout');
    },
  };
  return { fetchers, asked };
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('makeFormsOffline', () => {
  it('fetches every form with its linked forms, files and datasources, with progress', async () => {
    const { fetchers, asked } = fetchersFor({
      a: form('a', [
        { elementType: 'linkedForm', name: 'l', uuid: '1', formId: 'c' },
        { elementType: 'imageTag', name: 'i', uuid: '2', image: '/api/file/x' },
      ]),
      b: form('b', [
        { elementType: 'linkedForm', name: 'l', uuid: '3', formId: 'c' },
        { elementType: 'search', name: 's', uuid: '4', searchSettings: { datasourceId: 9 } },
      ]),
      c: form('c', [
        { elementType: 'search', name: 's', uuid: '5', searchSettings: { datasourceId: 3 } },
      ]),
    });
    const progress: TOfflineProgress[] = [];
    const result = await makeFormsOffline(['a', 'b'], (p) => progress.push(p), fetchers);
    expect(result).toEqual({ ready: ['a', 'b'], failed: [] });
    expect(progress).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
    // The linked form c once, though both forms link it; a datasource gone (404) is no failure.
    expect(asked.filter((a) => a === 'form c')).toHaveLength(1);
    expect(asked).toContain('file /api/file/x');
    expect(asked).toContain('datasource /api/datasource/3?format=search');
  });

  it('reports a form whose form, file or linked form could not be fetched as failed', async () => {
    const { fetchers } = fetchersFor(
      {
        a: form('a'),
        b: form('b', [{ elementType: 'staticFile', name: 'f', uuid: '1', file: '/api/file/y' }]),
        c: form('c', [{ elementType: 'linkedForm', name: 'l', uuid: '2', formId: 'weg' }]),
        d: form('d', [
          { elementType: 'search', name: 's', uuid: '3', searchSettings: { datasourceId: 2 } },
        ]),
      },
      new Set(['/api/file/y', '/api/datasource/2?format=search']),
    );
    const result = await makeFormsOffline(['a', 'b', 'c', 'd', 'x'], () => undefined, fetchers);
    expect(result).toEqual({ ready: ['a'], failed: ['b', 'c', 'd', 'x'] });
  });
});
