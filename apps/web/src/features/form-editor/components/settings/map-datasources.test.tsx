import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { stubFetchRoutes } from '../../../../test/fetch-routes';
import { testQueryClient } from '../../../../test/render';
import { useDatasources } from './map-datasources';

const api = stubFetchRoutes();

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>;
}

describe('useDatasources', () => {
  it("lists the client's datasources of the type from the API", async () => {
    api.answer('GET /api/datasource/list/map_features/7', [{ id: 3, name: 'Lantaarnpalen' }]);
    const { result } = renderHook(() => useDatasources('map_features', 7), { wrapper });
    expect(result.current.isLoading).toBe(true);
    await waitFor(() =>
      expect(result.current.datasources).toEqual([{ id: 3, name: 'Lantaarnpalen' }]),
    );
    expect(result.current.isLoading).toBe(false);
  });

  it('asks nothing without a client, and a failed call lists none', async () => {
    const none = renderHook(() => useDatasources('search', null), { wrapper });
    expect(none.result.current).toEqual({ datasources: [], isLoading: false });
    const failed = renderHook(() => useDatasources('search', 7), { wrapper });
    await waitFor(() => expect(failed.result.current.isLoading).toBe(false));
    expect(failed.result.current.datasources).toEqual([]);
    expect(api.calls.map((call) => call.path)).toEqual(['/api/datasource/list/search/7']);
  });
});
